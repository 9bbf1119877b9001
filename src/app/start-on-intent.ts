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

/** /404 logs the unknown path it was sent from when its app runs (not-found-page.tsx): it starts at once. */
const STARTS_ON_LOAD = new Set(["/404"]);

/** Whether a prerendered page (the page's own, not a fallback) waits for intent. */
export function startsOnIntent(pathname: string): boolean {
  return !STARTS_ON_LOAD.has(pathname.replace(/\/+$/, "") || "/");
}

/** Marks <html> while the page waits for intent (tests wait for it instead of data-app-ready). */
export const WAITS_FOR_INTENT_ATTRIBUTE = "data-app-on-intent";

const INTENT_EVENTS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;
/** Elements whose press is held until the app can answer it. */
const HELD_PRESS = "button, summary, [role=button]";

let wanted: (() => void) | null = null;
const appWanted = new Promise<void>((resolve) => (wanted = resolve));

/** Starts the app now, whatever the page: an update to announce, the connection lost, the banner's custom view. */
export function wantApp(): void {
  wanted?.();
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

  const onIntent = () => wantApp();
  // A mouse over the page means a desktop visitor, who may hover the Platform menu next.
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === "mouse") wantApp();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_PRESS) : null;
    // A popover button (the chat) answers natively, without the app: let its press through.
    if (!target || !root.contains(target) || target.hasAttribute("popovertarget")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    replay = () => target.click();
    wantApp();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    replay = () => form.requestSubmit(submitter);
    wantApp();
  };

  const options = { capture: true, passive: true } as const;
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
  document.addEventListener("pointerover", onPointerOver, options);
  document.addEventListener("click", onClick, { capture: true });
  document.addEventListener("submit", onSubmit, { capture: true });
  window.addEventListener("offline", onIntent);
  if (!navigator.onLine) wantApp();

  void appReady.then(() => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    document.removeEventListener("pointerover", onPointerOver, options);
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
