import { useCallback, useEffect, useRef, useState } from "react";
import type { Workbox } from "workbox-window";

/** How often an open tab asks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface ServiceWorkerState {
  /** A new version is installed and waits for the visitor's consent to take over. */
  updateReady: boolean;
  /** Activates the waiting version and reloads the page once it controls it. */
  applyUpdate: () => void;
}

/**
 * Registers the service worker (built by vite-plugin-pwa as /sw.js) once the page has loaded, so it
 * never competes with the first paint, and reports a waiting update. workbox-window is loaded on demand.
 */
export function useServiceWorker(): ServiceWorkerState {
  const [updateReady, setUpdateReady] = useState(false);
  const workbox = useRef<Workbox | null>(null);

  useEffect(() => {
    // The dev server serves no worker; registering one there would cache stale modules.
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let interval: number | undefined;
    let cancelled = false;

    const register = async () => {
      const { Workbox } = await import("workbox-window");
      if (cancelled) return;
      const wb = new Workbox("/sw.js", { scope: "/" });
      wb.addEventListener("waiting", () => setUpdateReady(true));
      workbox.current = wb;
      await wb.register();
      interval = window.setInterval(() => void wb.update(), UPDATE_CHECK_MS);
    };
    const start = () => void register().catch((error: unknown) => console.error("Service worker registration failed:", error));

    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", start);
      window.clearInterval(interval);
    };
  }, []);

  const applyUpdate = useCallback(() => {
    const wb = workbox.current;
    if (!wb) return;
    let reloading = false;
    const reload = () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    };
    // Workbox's "controlling" is not fired for a worker installed by an earlier page load, so the
    // platform's controllerchange counts too.
    wb.addEventListener("controlling", reload);
    navigator.serviceWorker.addEventListener("controllerchange", reload, { once: true });
    wb.messageSkipWaiting();
    // Activation waits for the old worker's in-flight fetches; never leave the visitor on a button
    // that seems to do nothing. After a reload the waiting worker takes over as soon as it can.
    window.setTimeout(reload, 3000);
  }, []);

  return { updateReady, applyUpdate };
}
