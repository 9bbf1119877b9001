import { useCallback, useEffect, useRef, useState } from "react";
import type { Workbox } from "workbox-window";

/** How often an open tab asks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** How long to wait for a requested reload to leave the page before asking again, and how often. */
const RELOAD_RETRY_MS = 4000;
const RELOAD_ATTEMPTS = 3;

/** Reloads once the worker now in control has finished activating, so the reload is served by it. */
async function reloadOnceActivated(): Promise<void> {
  const worker = navigator.serviceWorker.controller;
  if (worker && worker.state === "activating") {
    await new Promise<void>((resolve) => {
      const check = () => {
        if (worker.state === "activating") return;
        worker.removeEventListener("statechange", check);
        resolve();
      };
      worker.addEventListener("statechange", check);
    });
  }
  window.location.reload();
}

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
    navigator.serviceWorker.addEventListener("controllerchange", () => void reloadOnceActivated(), { once: true });
    wb.messageSkipWaiting();
    // Measured in Chromium: a reload started while the new worker is still activating can hang for
    // good, and the old worker may be busy with in-flight fetches. A visitor must never be left on a
    // button that seems to do nothing, so reload again while this page is still here; a reload that
    // did go through ends this page and these timers with it.
    let attempts = 0;
    const retry = window.setInterval(() => {
      attempts += 1;
      if (attempts >= RELOAD_ATTEMPTS) window.clearInterval(retry);
      window.location.reload();
    }, RELOAD_RETRY_MS);
  }, []);

  return { updateReady, applyUpdate };
}
