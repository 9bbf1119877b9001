import { useEffect, useState, useSyncExternalStore } from "react";
import { combineLatest } from "rxjs";
import { getAdminStore } from "./browser-store.ts";
import { pendingChanges } from "./pending.ts";

export type SyncStatus =
  | { kind: "offline"; waiting: number }
  | { kind: "error"; waiting: number; message: string }
  | { kind: "syncing"; waiting: number }
  | { kind: "waiting"; waiting: number }
  | { kind: "synced" };

function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("online", listener);
      window.addEventListener("offline", listener);
      return () => {
        window.removeEventListener("online", listener);
        window.removeEventListener("offline", listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** The admin's sync status: synced, n changes waiting, offline, or the last error. */
export function useSyncStatus(): SyncStatus {
  const online = useOnline();
  const waiting = useSyncExternalStore(pendingChanges.subscribe, pendingChanges.size, () => 0);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const subscriptions: { unsubscribe(): void }[] = [];
    void getAdminStore().then(({ replications }) => {
      if (cancelled) return;
      subscriptions.push(
        combineLatest(replications.map((replication) => replication.active$)).subscribe((states) => {
          const busy = states.some(Boolean);
          setActive(busy);
          if (busy || !navigator.onLine) return;
          // Idle and online: if both directions are in sync, nothing is waiting any more.
          void Promise.all(replications.map((replication) => replication.awaitInSync())).then(() => {
            if (navigator.onLine) {
              pendingChanges.clear();
              setError(null);
            }
          });
        }),
      );
      for (const replication of replications) {
        subscriptions.push(replication.error$.subscribe((rxError) => setError(rxError.message)));
      }
    });
    return () => {
      cancelled = true;
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    };
  }, []);

  if (!online) return { kind: "offline", waiting };
  if (error && waiting > 0) return { kind: "error", waiting, message: error };
  if (waiting > 0) return active ? { kind: "syncing", waiting } : { kind: "waiting", waiting };
  return { kind: "synced" };
}
