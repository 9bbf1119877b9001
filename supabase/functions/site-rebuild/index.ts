// site-rebuild: calls the static host's deploy hook once per burst of public changes (posts published,
// unpublished, edited or deleted; testimonials shown, hidden, edited or deleted), which triggers in
// Postgres note in private.site_rebuild (migration 20261124000200).
//
// - Called on a schedule with the service role key, never by a browser: locally the stack calls it every
//   few seconds; hosted, pg_cron + pg_net every minute (README, "Keeping the prerendered site current").
// - The hook URL comes from configuration (SITE_BUILD_HOOK_URL), never from the request.
// - A burst is built once it has been quiet for SITE_REBUILD_QUIET_SECONDS (default 30); a failed call is
//   kept and tried again after SITE_REBUILD_RETRY_SECONDS (default 60).
// - Answers { called, ok?, reason? } so the caller (and the tests) can see what happened.
import { z } from "../_shared/deps.ts";
import { readCappedJson } from "../_shared/body.ts";
import { bearerToken, HttpError, json, serve } from "../_shared/http.ts";
import { jwtClaims } from "../_shared/jwt-claims.ts";
import { serviceClient } from "../_shared/supabase.ts";

const body = z.object({}).strict();

const seconds = (name: string, fallback: number) => {
  const value = Number(Deno.env.get(name) ?? fallback);
  return Number.isFinite(value) && value >= 0 ? Math.round(value) : fallback;
};

/** The deploy hook: a POST with no body, as Netlify, Vercel and Cloudflare Pages build hooks expect. */
async function callHook(url: string): Promise<{ ok: boolean; error?: string }> {
  try {
    const response = await fetch(url, { method: "POST", signal: AbortSignal.timeout(15_000) });
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, error: `deploy hook answered ${response.status}` };
  } catch (error) {
    return { ok: false, error: `deploy hook unreachable: ${error instanceof Error ? error.name : "error"}` };
  }
}

Deno.serve(
  serve(["POST"], async (request) => {
    // The gateway has verified the token's signature; only the service role may trigger builds.
    if (jwtClaims(bearerToken(request)).role !== "service_role") throw new HttpError(403, "Only the service role may rebuild the site");
    await readCappedJson(request, body, 1024);

    const hookUrl = Deno.env.get("SITE_BUILD_HOOK_URL");
    if (!hookUrl) return json(200, { called: false, reason: "no deploy hook configured" });

    const db = serviceClient();
    const taken = await db.rpc("take_site_rebuild", {
      p_quiet_seconds: seconds("SITE_REBUILD_QUIET_SECONDS", 30),
      p_retry_seconds: seconds("SITE_REBUILD_RETRY_SECONDS", 60),
    });
    if (taken.error) throw taken.error;
    const burst = taken.data as string | null;
    if (!burst) return json(200, { called: false, reason: "nothing to build" });

    const result = await callHook(hookUrl);
    const finished = await db.rpc("finish_site_rebuild", { p_burst: burst, p_ok: result.ok, p_error: result.error ?? null });
    if (finished.error) throw finished.error;
    if (!result.ok) console.error("site-rebuild:", result.error);
    return json(200, { called: true, ok: result.ok, ...(result.error ? { reason: result.error } : {}) });
  }),
);
