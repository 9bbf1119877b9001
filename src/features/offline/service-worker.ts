/**
 * The service worker: registered by src/main.tsx on every page, whether or not the app has started
 * (a prerendered page may stay plain HTML until the visitor interacts, and must still be readable offline
 * next time). A tiny store outside React reports a waiting update; the 'new version' prompt reads it.
 */
import type { Workbox } from "workbox-window";
import { WARM_LATER_MESSAGE } from "./warm-later-message.ts";

/** How often an open tab asks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** How long to wait for a requested reload to leave the page before asking again, and how often. */
const RELOAD_RETRY_MS = 4000;
const RELOAD_ATTEMPTS = 3;

let workbox: Workbox | null = null;
let updateReady = false;
const listeners = new Set<() => void>();

export function subscribeUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new version is installed and waits for the visitor's consent to take over. */
export function isUpdateReady(): boolean {
  return updateReady;
}

/** Set on <html> once the worker holds the whole build, the pages it fetches after the precache included. */
const COMPLETE_ATTRIBUTE = "data-offline-complete";

/**
 * Asks the worker in charge to fetch what the precache left for later (scripts/prerender/pwa-later.ts): every
 * load, and again when the connection comes back, since a warm cut short goes on only when asked.
 */
async function warmLater(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker || !navigator.onLine) return;
  const channel = new MessageChannel();
  const complete = new Promise<boolean>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<{ complete?: boolean }>) => resolve(event.data.complete === true);
  });
  worker.postMessage({ type: WARM_LATER_MESSAGE }, [channel.port2]);
  if (await complete) document.documentElement.setAttribute(COMPLETE_ATTRIBUTE, "");
}

async function register(): Promise<void> {
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("waiting", () => {
    updateReady = true;
    for (const listener of listeners) listener();
  });
  workbox = wb;
  await wb.register();
}

/**
 * Back online: a first install that the lost connection failed left no worker (the browser drops such a
 * registration), so register again; Workbox fetches the precache anew, and its small size keeps that short.
 * With a worker, it goes on fetching what it left for later.
 */
async function resume(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  // Back online before the cut-off install has been given up: once the browser drops it, start again (a clean
  // clone under load came back online while the failed install was still "installing", and nothing retried).
  const installing = registration?.installing;
  if (installing && !registration.active && !registration.waiting) {
    const onState = () => {
      if (installing.state !== "redundant") return;
      installing.removeEventListener("statechange", onState);
      if (navigator.onLine) void resume().catch((error: unknown) => console.error("Service worker registration failed:", error));
    };
    installing.addEventListener("statechange", onState);
  }
  if (!registration || (!registration.active && !registration.installing && !registration.waiting)) await register();
  void warmLater().catch(() => undefined);
}

/** Registers the worker (vite-plugin-pwa's /sw.js) once the page has loaded, so it never competes with the first paint. */
export function startServiceWorker(): void {
  // The dev server serves no worker; registering one there would cache stale modules.
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () => {
    void register()
      .then(() => {
        window.setInterval(() => void workbox?.update(), UPDATE_CHECK_MS);
        window.addEventListener("online", () => void resume().catch((error: unknown) => console.error("Service worker registration failed:", error)));
        return warmLater();
      })
      .catch((error: unknown) => console.error("Service worker registration failed:", error));
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

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

/** Activates the waiting version and reloads the page once it controls it. */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => void reloadOnceActivated(), { once: true });
  wb.messageSkipWaiting();
  // In Chromium a reload started while the new worker is still activating can hang for
  // good, and the old worker may be busy with in-flight fetches. A visitor must never be left on a
  // button that seems to do nothing, so reload again while this page is still here; a reload that
  // did go through ends this page and these timers with it.
  let attempts = 0;
  const retry = window.setInterval(() => {
    attempts += 1;
    if (attempts >= RELOAD_ATTEMPTS) window.clearInterval(retry);
    window.location.reload();
  }, RELOAD_RETRY_MS);
}
