import { useEffect, useState, useSyncExternalStore } from "react";
import { combineLatest } from "rxjs";
import { getAdminStore } from "./browser-store.ts";
import { pendingChanges } from "./pending.ts";
import { useOnlineStatus } from "../../../lib/use-online-status.ts";

export type SyncStatus =
  | { kind: "offline"; waiting: number }
  | { kind: "error"; waiting: number; message: string }
  | { kind: "syncing"; waiting: number }
  | { kind: "waiting"; waiting: number }
  | { kind: "synced" };

/** The admin's sync status: synced, n changes waiting, offline, or the last error. */
export function useSyncStatus(): SyncStatus {
  const online = useOnlineStatus();
  const waiting = useSyncExternalStore(pendingChanges.subscribe, pendingChanges.size, () => 0);
  const [active, setActive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Until the first pull has landed, the list may lack what the server has: not "synced" yet.
  const [pulled, setPulled] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const subscriptions: { unsubscribe(): void }[] = [];
    void getAdminStore().then(({ replications }) => {
      if (cancelled) return;
      void Promise.all(replications.map((replication) => replication.awaitInitialReplication())).then(() => {
        if (!cancelled) setPulled(true);
      });
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
  if (error && (waiting > 0 || !pulled)) return { kind: "error", waiting, message: error };
  if (!pulled) return { kind: "syncing", waiting };
  if (waiting > 0) return active ? { kind: "syncing", waiting } : { kind: "waiting", waiting };
  return { kind: "synced" };
}
