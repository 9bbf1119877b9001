/**
 * The signed-in state for the header and the drawer (Sign In, or Portal and Sign Out).
 *
 * supabase-js is about 50 kB of gzip JavaScript, and most visitors never sign in. So the first render
 * is always signed out, which is also what the prerendered HTML shows. After the first paint:
 * - without a stored session (and no auth redirect in the URL), supabase-js is not loaded at all; the
 *   stored key is checked again on navigation, on focus and when another tab changes storage, so a
 *   sign-in on the /auth page shows up as soon as it navigates on;
 * - with one, supabase-js loads when the browser is idle, and getSession() plus onAuthStateChange()
 *   take over (token refresh, sign-out in another tab).
 */
import { useEffect, useSyncExternalStore } from "react";
import type { Session } from "@supabase/supabase-js";
import { useRouterState } from "@tanstack/react-router";
import { env } from "../../lib/env.ts";
import { owesSecondStep } from "../../lib/second-step.ts";
import { getSupabase } from "../../lib/supabase.ts";
import { authStorageKey, hasAuthRedirect, hasStoredSession } from "./auth-storage.ts";
import { markSignedIn } from "./session-mark.ts";
import { clearSignedInCaches } from "./signed-in-caches.ts";

export type SessionStatus = "unknown" | "signed-out" | "signed-in";

const STORAGE_KEY = authStorageKey(env.supabaseUrl);

let status: SessionStatus = "unknown";
/** The signed-in account's e-mail, shown in the account header ("who is signed in"); null when signed out. */
let email: string | null = null;
let connection: Promise<void> | undefined;
const listeners = new Set<() => void>();

function setStatus(next: SessionStatus, nextEmail: string | null = null): void {
  const shownEmail = next === "signed-in" ? nextEmail : null;
  if (next === status && shownEmail === email) return;
  status = next;
  email = shownEmail;
  markSignedIn(next === "signed-in");
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A session that still owes its authenticator code is not signed in yet: the header offers 'Sign In'. */
async function statusOf(session: Session | null): Promise<SessionStatus> {
  if (!session) return "signed-out";
  return (await owesSecondStep().catch(() => false)) ? "signed-out" : "signed-in";
}

/** Loads supabase-js once and lets it own the state from then on. */
function connect(): Promise<void> {
  connection ??= getSupabase()
    .then(async (supabase) => {
      // The callback must not await supabase calls itself (supabase-js holds its lock while it runs).
      supabase.auth.onAuthStateChange((_event, session) => {
        setTimeout(() => void statusOf(session).then((next) => setStatus(next, session?.user.email ?? null)), 0);
      });
      // The periodic refresh (autoRefreshToken) pauses while the tab is hidden and resumes,
      // refreshing at once if the token is near expiry, when it is visible again.
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") void supabase.auth.startAutoRefresh();
        else void supabase.auth.stopAutoRefresh();
      });
      const { data } = await supabase.auth.getSession();
      setStatus(await statusOf(data.session), data.session?.user.email ?? null);
    })
    .catch((error: unknown) => {
      // Offline on a first visit, for instance: show the signed-out header and try again later.
      console.error("Could not load the session:", error);
      connection = undefined;
      setStatus("signed-out");
    });
  return connection;
}

/** Decides from storage alone whether supabase-js is needed yet. */
function check(): void {
  if (connection) return;
  if (hasStoredSession(window.localStorage, STORAGE_KEY) || hasAuthRedirect(window.location)) {
    void connect();
  } else {
    setStatus("signed-out");
  }
}

function whenIdle(callback: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}

/** Signs out everywhere, or at least in this browser when the server cannot be reached, and clears what the session left in Cache Storage. */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  await connect();
  const { error } = await supabase.auth.signOut();
  if (error) {
    console.error("Sign-out failed on the server; signing out locally:", error);
    await supabase.auth.signOut({ scope: "local" });
  }
  setStatus("signed-out");
  // Signed out, nothing of the session stays in the worker's caches either (the admin's logout comes here too).
  await clearSignedInCaches().catch((cacheError: unknown) => console.error("Could not clear the signed-in caches:", cacheError));
}

/**
 * 'unknown' until the first check after the first paint; callers then render both states' controls,
 * and the head script's mark on <html> shows the right ones (session-mark.ts).
 */
export function useSessionStatus(): SessionStatus {
  const current = useSyncExternalStore(subscribe, () => status, () => "unknown" as const);
  const href = useRouterState({ select: (state) => state.location.href });

  useEffect(() => whenIdle(check), [href]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) check();
    };
    const onFocus = () => check();
    window.addEventListener("storage", onStorage);
    window.addEventListener("focus", onFocus);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("focus", onFocus);
    };
  }, []);

  return current;
}

/** The e-mail of the signed-in account, once the session is known (null before, and when signed out). */
export function useSignedInEmail(): string | null {
  return useSyncExternalStore(subscribe, () => email, () => null);
}
