import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { CommitThenFail, OAuthError, badRequest } from "./errors.ts";
import { readParams, sendJson } from "./http.ts";
import { swapRefreshToken, tokenResponse, type RefreshTokenRow, type SessionRow } from "./sessions.ts";
import { findUserById, isBanned } from "./users.ts";
import { str } from "./validate.ts";

const RefreshTokenGrantParams = z.object({ refresh_token: str });

/**
 * POST /token?grant_type=refresh_token with GoTrue's rotation rules (internal/tokens/service.go):
 * - using the active token revokes it and issues its child in the same session;
 * - a revoked token whose child is the session's active token was most likely not saved by the client
 *   (or two tabs refreshed at once): the active token is handed out again instead of a new one;
 * - another revoked token is accepted only within the reuse interval (10 s in `supabase start`);
 * - past that it is reuse: every token of the session is revoked and the caller gets
 *   400 refresh_token_already_used.
 */
export const refreshTokenGrant: Handler = async (deps, request) => {
  const params = await readParams(request.req, RefreshTokenGrantParams, "RefreshTokenGrantParams");
  if (params.refresh_token === "") throw new OAuthError("invalid_request", "refresh_token required");
  const { config, db } = deps;

  const tokens = await transaction(db, async (tx) => {
    // Locking the token row serialises concurrent refreshes of the same token.
    const { rows } = await tx.query<RefreshTokenRow>(
      "select * from auth.refresh_tokens where token = $1 for update",
      [params.refresh_token],
    );
    const token = rows[0];
    if (!token) throw badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    const user = await findUserById(tx, token.user_id);
    if (!user) throw badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    if (isBanned(user)) throw badRequest("user_banned", "Invalid Refresh Token: User Banned");

    const session = token.session_id
      ? (await tx.query<SessionRow>("select * from auth.sessions where id = $1 for update", [token.session_id])).rows[0]
      : undefined;
    if (!session) {
      await tx.query("delete from auth.refresh_tokens where id = $1", [token.id]);
      throw new CommitThenFail(badRequest("session_not_found", "Invalid Refresh Token: No Valid Session Found"));
    }
    if (session.not_after && session.not_after < new Date()) {
      throw badRequest("session_expired", "Invalid Refresh Token: Session Expired");
    }

    let issued: string | null = null;
    if (token.revoked) {
      const { rows: active } = await tx.query<RefreshTokenRow>(
        "select * from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1",
        [session.id],
      );
      if (active[0] && active[0].parent === token.token) {
        issued = active[0].token;
      } else {
        const reuseUntil = token.updated_at.getTime() + config.refreshTokenReuseInterval * 1000;
        if (Date.now() > reuseUntil) {
          await tx.query(
            "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked",
            [session.id],
          );
          throw new CommitThenFail(badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used"));
        }
      }
    }
    issued ??= await swapRefreshToken(tx, token);
    await tx.query(
      "update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3 where id = $1",
      [session.id, request.client.userAgent, request.client.ip],
    );
    return tokenResponse(tx, config, user, session.id, issued);
  });
  sendJson(request.res, 200, tokens);
};
