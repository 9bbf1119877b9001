/**
 * Starting the app when the visitor first shows intent, rather than on load, on prerendered pages. Such
 * a page is complete as HTML (text, images, links, the static cookie banner), and what must happen on
 * load happens without the app (src/main.tsx: the service worker, queued contact messages, a post's
 * view count): what the app adds is behaviour, and a visitor who only reads never needs it. Evaluating
 * React and hydrating is the one long piece of main-thread work of a first visit (bench/lighthouse.ts);
 * here it happens once the visitor touches, points at, or types on the page, when the service worker
 * has usually already fetched the code.
 *
 * Until the app has taken over, a press on a button (the menu, the dropdown, the form's submit) or a
 * form submission is held and done again once the app is ready, so it is never lost. Links need no
 * help: they work as plain links.
 */

import { afterPaint } from "../lib/after-paint.ts";
import { showModalAfterPaint, showModalTarget } from "../lib/show-modal-after-paint.ts";
import { showAuthViewBeforeApp } from "../features/auth/auth-view-before-app.ts";

/** /404 logs the unknown path it was sent from when its app runs (not-found-page.tsx): it starts at once. */
const STARTS_ON_LOAD = new Set(["/404"]);

/** Whether a prerendered page (the page's own, not a fallback) waits for intent. */
export function startsOnIntent(pathname: string): boolean {
  return !STARTS_ON_LOAD.has(pathname.replace(/\/+$/, "") || "/");
}

/** Marks <html> while the page waits for intent (tests wait for it instead of data-app-ready). */
const WAITS_FOR_INTENT_ATTRIBUTE = "data-app-on-intent";

/** Scrolling (wheel, trackpad, scrollbar, keys, touch) counts: the visitor is heading down the page. */
const INTENT_EVENTS = ["pointerdown", "keydown", "focusin", "touchstart", "wheel", "scroll"] as const;
/** Elements whose press is held until the app can answer it. */
const HELD_PRESS = "button, summary, [role=button]";

/**
 * Presses the browser answers itself, from the prerendered markup: a <summary> opens its <details>, a
 * `popovertarget` button its popover, a `commandfor` button (where supported) its dialog. Holding them
 * would delay the one answer that needs no script; the app takes over the open element as it is.
 */
function answeredNatively(target: HTMLElement): boolean {
  if (target.tagName === "SUMMARY" || target.hasAttribute("popovertarget")) return true;
  return target.hasAttribute("commandfor") && "command" in HTMLButtonElement.prototype;
}

/** How long after a pointerdown its click may come (a tap's click follows within ~50–300 ms, a long press later). */
const PRESS_ANSWER_MS = 600;

let wanted: (() => void) | null = null;
const appWanted = new Promise<void>((resolve) => (wanted = resolve));

/**
 * What started the app, on <html> (the first reason only): a browser test that finds the app started on a page
 * nobody touched says by what, and a visitor's bug report can too.
 */
const WANTED_BY_ATTRIBUTE = "data-app-wanted-by";

/** Starts the app now, whatever the page: an update to announce, the connection lost, the banner's custom view. */
export function wantApp(reason: string): void {
  const html = document.documentElement;
  if (wanted && !html.hasAttribute(WANTED_BY_ATTRIBUTE)) html.setAttribute(WANTED_BY_ATTRIBUTE, reason);
  wanted?.();
}

/** Starts the app once the browser has painted what is on screen now (a background tab gets no frames: the timeout). */
function wantAppAfterPaint(reason: string): void {
  afterPaint(() => wantApp(reason), 100);
}

/**
 * Resolves when the app should start: on the first sign of a visitor (a touch, a key, focus, a mouse
 * over the page) or when wantApp() is called. Presses and submissions inside `root` made before
 * `appReady` resolves are held and replayed after it.
 */
export function startOnIntent(root: HTMLElement, appReady: Promise<void>): Promise<void> {
  const html = document.documentElement;
  html.setAttribute(WAITS_FOR_INTENT_ATTRIBUTE, "");
  let replay: (() => void) | null = null;

  // The app's code is requested only once the browser has painted its own answer to what the visitor
  // did: evaluating React DOM is one long task, and if its code arrived between a tap's pointerdown and
  // its click (the browser waits ~50 ms to tell a tap from a scroll), the drawer or the focused field
  // would be painted only after it.
  let pressUntil = 0;
  const onIntent = (event: Event) => {
    // Only the page's own scroll is the visitor's: a swipe row's scroll-snap settling after layout
    // fires `scroll` on that row with nobody touching it (seen on / at 4x CPU), and a visitor who
    // swipes a row has touched it already.
    if (event.type === "scroll" && event.target !== document) return;
    if (event.type === "pointerdown" || event.type === "touchstart") {
      // The press answers with its click (or turns into a scroll); if neither comes, start anyway.
      pressUntil = event.timeStamp + PRESS_ANSWER_MS;
      setTimeout(() => wantAppAfterPaint(event.type), PRESS_ANSWER_MS);
      return;
    }
    // The press's own focus (a tapped field) comes before its click: that click starts the app.
    if (event.type === "focusin" && event.timeStamp < pressUntil) return;
    wantAppAfterPaint(event.type);
  };
  // The end of a press that began on the page (a click alone, e.g. from assistive technology on the
  // static cookie banner, is no intent by itself).
  const onPressEnd = (event: Event) => {
    if (pressUntil > 0) wantAppAfterPaint(event.type);
  };
  // A mouse over or moving on the page means a desktop visitor, who may hover the Platform menu next. Moves count
  // as well as its entering: a browser that already placed the pointer over the page (Chromium's headless
  // shell does, at the top left) sends no pointerover until it crosses into another element.
  // Only where the device has a mouse (asked at the event: one may be plugged in later). A phone has none, yet
  // Chromium's phone emulation keeps a cursor at the top left and sends it a pointerover when layout moves
  // content under it: a clean clone under load started the app on a post nobody touched.
  const onMousePointer = (event: PointerEvent) => {
    if (event.pointerType === "mouse" && window.matchMedia("(any-hover: hover)").matches) wantApp(`mouse ${event.type}`);
  };
  const onClick = (event: MouseEvent) => {
    onPressEnd(event);
    const element = event.target instanceof Element ? event.target : null;
    // A link chosen in the open drawer: it navigates (or scrolls to its section) as a plain link, and
    // the drawer closes, as it does with the app.
    if (element?.closest("a[href]")) element.closest<HTMLDialogElement>("dialog[open]")?.close();
    const target = element?.closest<HTMLElement>(HELD_PRESS) ?? null;
    if (!target || !root.contains(target)) return;
    // The menu button: its dialog opens here and now, cheaper than the native command would open it.
    const dialog = showModalTarget(target);
    if (dialog) {
      event.preventDefault();
      showModalAfterPaint(dialog);
      wantAppAfterPaint("click");
      return;
    }
    // /auth's tabs and 'Forgot password?': the prerendered page holds every view, shown here and now.
    if (showAuthViewBeforeApp(target)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      wantAppAfterPaint("click");
      return;
    }
    if (answeredNatively(target)) {
      wantAppAfterPaint("click");
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    replay = () => target.click();
    wantAppAfterPaint("click");
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    replay = () => form.requestSubmit(submitter);
    wantApp("submit");
  };

  const options = { capture: true, passive: true } as const;
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
  document.addEventListener("pointerover", onMousePointer, options);
  document.addEventListener("pointermove", onMousePointer, options);
  document.addEventListener("pointercancel", onPressEnd, options);
  document.addEventListener("click", onClick, { capture: true });
  document.addEventListener("submit", onSubmit, { capture: true });
  window.addEventListener("offline", onIntent);
  if (!navigator.onLine) wantApp("offline at start");

  void appReady.then(() => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    document.removeEventListener("pointerover", onMousePointer, options);
    document.removeEventListener("pointermove", onMousePointer, options);
    document.removeEventListener("pointercancel", onPressEnd, options);
    document.removeEventListener("click", onClick, { capture: true });
    document.removeEventListener("submit", onSubmit, { capture: true });
    window.removeEventListener("offline", onIntent);
    html.removeAttribute(WAITS_FOR_INTENT_ATTRIBUTE);
    const held = replay;
    replay = null;
    held?.();
  });
  return appWanted;
}
