/**
 * /auth's switch between Sign In, Sign Up and Forgot password, answered before the app has started.
 *
 * The prerendered page (and the app shell, which is /auth prerendered) holds all three views, the ones
 * not shown `hidden` and with their fields unlabelled (no `id`/`for`, kept in `data-field-id`), so a page
 * has one "Email" field at a time. A first tap on a tab, 'Forgot password?' or 'Back to sign in' shows
 * its view here and now (start-on-intent.ts calls this from its click listener), instead of waiting for
 * React; AuthPage then starts from the view the page shows (`authViewOnPage`), so hydration finds the
 * same markup and the fields keep what was typed. What this sets is exactly what AuthPage renders for
 * that view: `data-view` on the views, `hidden` on each part, `aria-selected` on the tabs, the fields'
 * `id` and `for`.
 */

export type AuthView = "sign-in" | "sign-up" | "forgot";

/** The element holding the views (AuthPage renders it). */
export const AUTH_VIEWS_ID = "auth-views";
/** On a button: the view it shows. */
const SHOWS_VIEW_ATTRIBUTE = "data-auth-show";
/** On a part of the views: the views it belongs to, space-separated. */
const PART_ATTRIBUTE = "data-auth-part";

const isView = (value: string | null | undefined): value is AuthView => value === "sign-in" || value === "sign-up" || value === "forgot";

// Once AuthPage has read the view, a press is the app's (start-on-intent holds it and replays it to
// React): changing the markup under a render in progress would leave React and the page disagreeing.
let takenOver = false;

/** Shows the view `target` asks for, if it is one of /auth's switches and the app has not taken over. */
export function showAuthViewBeforeApp(target: Element): boolean {
  const view = target.getAttribute(SHOWS_VIEW_ATTRIBUTE);
  const views = document.getElementById(AUTH_VIEWS_ID);
  if (takenOver || !isView(view) || !views?.contains(target)) return false;
  views.setAttribute("data-view", view);
  for (const part of views.querySelectorAll<HTMLElement>(`[${PART_ATTRIBUTE}]`)) {
    part.hidden = !(part.getAttribute(PART_ATTRIBUTE) ?? "").split(" ").includes(view);
  }
  for (const tab of views.querySelectorAll(`[role=tab][${SHOWS_VIEW_ATTRIBUTE}]`)) {
    tab.setAttribute("aria-selected", String(tab.getAttribute(SHOWS_VIEW_ATTRIBUTE) === view));
  }
  for (const field of views.querySelectorAll<HTMLElement>("[data-field-id]")) {
    const attribute = field.tagName === "LABEL" ? "for" : "id";
    if (field.closest("[hidden]")) field.removeAttribute(attribute);
    else field.setAttribute(attribute, field.dataset.fieldId ?? "");
  }
  return true;
}

/** The view the page shows (the prerendered one, or the one a tap before the app chose); AuthPage's first. */
export function authViewOnPage(): AuthView {
  if (typeof document === "undefined") return "sign-in";
  takenOver = true;
  const view = document.getElementById(AUTH_VIEWS_ID)?.getAttribute("data-view");
  return isView(view) ? view : "sign-in";
}
