// First: before any module that loads zod (src/lib/zod-jitless.ts).
import "./lib/zod-jitless.ts";
import "./styles/index.css";
import { appReady } from "./app/app-ready.ts";
import { startOnIntent, startsOnIntent, wantApp } from "./app/start-on-intent.ts";
import { countViewOnLoad } from "./features/blog/api/count-view-on-load.ts";
import { startOutboxSender } from "./features/contact/outbox-sender.ts";
import { startConsent } from "./features/consent/start-consent.ts";
import { startServiceWorker, subscribeUpdateReady } from "./features/offline/service-worker.ts";
import { importWhenOnline } from "./app/import-when-online.ts";
import { PRERENDER_STATE_ID } from "./app/prerender-state-id.ts";
import { painted } from "./lib/after-paint.ts";
import { LOADING_ATTRIBUTE } from "./lib/loading-attribute.ts";
import { trackCarouselPositions } from "./lib/carousel-position.ts";
import { yieldLauncherToActions } from "./lib/launcher-yield.ts";

// What every page does, app or no app: the service worker (offline reading, updates), queued contact
// messages, the cookie choice, and a prerendered post's view count. A waiting update is announced by
// the app, so it starts the app.
startServiceWorker();
subscribeUpdateReady(() => wantApp("update waiting"));
startOutboxSender();
startConsent(() => wantApp("cookie banner"));
trackCarouselPositions();
yieldLauncherToActions();

const root = document.getElementById("root");
// The page's own prerendered HTML (not another page's served as the SPA fallback, see scripts/prerender/html.ts).
const prerendered = Boolean(document.getElementById(PRERENDER_STATE_ID)) && !document.documentElement.hasAttribute("data-spa-fallback");
// Only the post's own page counts it: HTML served for another path must not count its post.
if (prerendered) countViewOnLoad();

// A loading state in the page (data the build could not read) needs the app to resolve it.
const loading = document.querySelector(`[${LOADING_ATTRIBUTE}]`) !== null;

if (root && prerendered && !loading && startsOnIntent(window.location.pathname)) {
  await startOnIntent(root, appReady);
} else {
  // The prerendered HTML is the page: the browser paints it before the app's code is even requested.
  // On a slow connection the ~115 kB of JavaScript would otherwise share the line with the HTML and the
  // first image, and on a fast one its evaluation (React, the router, the page) would come before the
  // first frame. The browser then fetches the app's chunks as it finds their imports (vite.config.ts:
  // no modulepreload). Background tabs, which get no frames, start after 100 ms.
  await painted(100);
}
// Evaluating the app's JavaScript is the longest piece of main-thread work on a first visit, and a task
// blocks input for as long as it runs. So it comes as two module graphs, each evaluated in a task of
// its own: the framework chunk (React DOM with React and the router, vite.config.ts), and the app
// (start-app.tsx), which gets React DOM passed in rather than importing it. Both are requested at once,
// so splitting costs no extra round trip. (The framework chunk is still one long task; splitting React
// DOM from the libraries too would not shorten the wait of a press made meanwhile.)
// If the connection drops before the code arrives (a first visit, before the service worker has it),
// the page stays readable as it is, and the app starts once the connection is back.
const [reactDom, { startApp }] = await Promise.all([
  importWhenOnline(() => import("react-dom/client"), ["createRoot", "hydrateRoot"]),
  importWhenOnline(() => import("./app/start-app.tsx"), ["startApp"]),
]);
// The framework's evaluation is one long task: a press made during it is answered in the frame after it,
// which must not wait for the app's own first piece of work (creating the router, reading the page's
// data, another long task on a slow phone) as well.
await painted(100);
await startApp(reactDom);
