/**
 * The header's signed-in state from the first paint, app or no app. Every page carries both the
 * signed-out ('Sign In') and the signed-in ('Portal', 'Sign Out') controls until the app knows the
 * session; a script in the head of index.html marks <html> with SIGNED_IN_ATTRIBUTE when this browser
 * holds a stored session, and CSS there shows the matching controls. The app keeps the mark in step
 * once it knows (use-session.ts).
 */
const SIGNED_IN_ATTRIBUTE = "data-signed-in";
/** On each group of controls: the state it belongs to. */
export const AUTH_STATE_ATTRIBUTE = "data-auth-state";

/**
 * The head script's source, for the session supabase-js stores under `storageKey`. A stored session
 * may have expired; supabase-js refreshes or drops it once the app runs, and the mark follows. A session
 * that still owes its authenticator code (a verified factor, the token below aal2) is not signed in yet,
 * as the app decides (lib/second-step.ts).
 */
export function sessionMarkScript(storageKey: string): string {
  return `try {
  var session = JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)}) || "null");
  if (session && typeof session.refresh_token === "string" && session.refresh_token) {
    var factors = (session.user && session.user.factors) || [];
    var owesCode = false;
    for (var i = 0; i < factors.length; i++) if (factors[i] && factors[i].status === "verified") owesCode = true;
    if (owesCode) {
      var claims = JSON.parse(atob(String(session.access_token).split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
      owesCode = claims.aal !== "aal2";
    }
    if (!owesCode) document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)}, "");
  }
} catch (error) {
  // No storage or a damaged record: signed out until the app knows better.
}`;
}

/** Shows the controls of the marked state and hides the others (in the head of index.html too). */
export const SESSION_MARK_CSS = `html[${SIGNED_IN_ATTRIBUTE}] [${AUTH_STATE_ATTRIBUTE}="signed-out"], html:not([${SIGNED_IN_ATTRIBUTE}]) [${AUTH_STATE_ATTRIBUTE}="signed-in"] { display: none; }`;

/** The app's own answer, once it knows: the mark follows it. */
export function markSignedIn(signedIn: boolean): void {
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
}
