import { useEffect, useState } from "react";
import type { RxDocument } from "rxdb";
import { getAdminStore, type AdminStore } from "./browser-store.ts";

export type StoreQuery<Doc> = { status: "loading" } | { status: "error"; error: Error } | { status: "ready"; docs: Doc[] };

/** Live results of a store query: re-rendered whenever the local store changes (edits and pulls alike). */
export function useStoreQuery<Doc>(
  query: (store: AdminStore) => { $: { subscribe(next: (docs: RxDocument<Doc>[]) => void, error: (e: unknown) => void): { unsubscribe(): void } } },
  deps: readonly unknown[],
): StoreQuery<Doc> {
  const [state, setState] = useState<StoreQuery<Doc>>({ status: "loading" });
  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    let cancelled = false;
    getAdminStore()
      .then((store) => {
        if (cancelled) return;
        subscription = query(store).$.subscribe(
          (docs) => setState({ status: "ready", docs: docs.map((doc) => doc.toJSON() as Doc) }),
          (error) => setState({ status: "error", error: error instanceof Error ? error : new Error(String(error)) }),
        );
      })
      .catch((error: unknown) => setState({ status: "error", error: error instanceof Error ? error : new Error(String(error)) }));
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
    // The query is rebuilt from `deps`; the function itself changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
