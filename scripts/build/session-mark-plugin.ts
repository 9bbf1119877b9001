import type { Plugin } from "vite";
import { authStorageKey } from "../../src/features/auth/auth-storage.ts";
import { SESSION_MARK_CSS, sessionMarkScript } from "../../src/features/auth/session-mark.ts";

/**
 * Puts the signed-in mark's script and CSS (src/features/auth/session-mark.ts) into the head of
 * index.html, for this build's Supabase URL (supabase-js's storage key is derived from it). Inline, so
 * they run before the first paint; every prerendered page takes its head from index.html.
 */
export function sessionMarkPlugin(supabaseUrl: string): Plugin {
  return {
    name: "session-mark",
    transformIndexHtml: () => [
      { tag: "script", attrs: { id: "session-mark" }, children: sessionMarkScript(authStorageKey(supabaseUrl)), injectTo: "head" },
      { tag: "style", attrs: { id: "session-mark-css" }, children: SESSION_MARK_CSS, injectTo: "head" },
    ],
  };
}
