import { useSyncExternalStore } from "react";
import { applyUpdate, isUpdateReady, subscribeUpdateReady } from "./service-worker.ts";

export interface ServiceWorkerState {
  /** A new version is installed and waits for the visitor's consent to take over. */
  updateReady: boolean;
  /** Activates the waiting version and reloads the page once it controls it. */
  applyUpdate: () => void;
}

/** The worker registered by src/main.tsx (service-worker.ts), for the 'new version' prompt. */
export function useServiceWorker(): ServiceWorkerState {
  const updateReady = useSyncExternalStore(subscribeUpdateReady, isUpdateReady, () => false);
  return { updateReady, applyUpdate };
}
