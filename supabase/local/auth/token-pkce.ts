import { z } from "zod";
import type { Handler } from "./handler.ts";
import { transaction } from "./db.ts";
import { badRequest, notFound, unprocessable } from "./errors.ts";
import type { FlowStateRow } from "./flow-state.ts";
import { readParams, sendJson } from "./http.ts";
import { s256 } from "./secrets.ts";
import { startSession, type AuthMethod } from "./sessions.ts";
import { findUserById } from "./users.ts";
import { str } from "./validate.ts";

const PKCEGrantParams = z.object({ auth_code: str, code_verifier: str });

/** POST /token?grant_type=pkce: exchanges the ?code= of a PKCE e-mail link for a session. */
export const pkceGrant: Handler = async (deps, request) => {
  const params = await readParams(request.req, PKCEGrantParams, "PKCEGrantParams");
  if (params.auth_code === "" || params.code_verifier === "") {
    throw badRequest("validation_failed", "invalid request: both auth code and code verifier should be non-empty");
  }
  const { config, db } = deps;
  const tokens = await transaction(db, async (tx) => {
    const { rows } = await tx.query<FlowStateRow>("select * from auth.flow_state where auth_code = $1 for update", [params.auth_code]);
    const flow = rows[0];
    if (!flow?.user_id) throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
    if (flow.created_at.getTime() + config.flowStateExpiry * 1000 < Date.now()) {
      throw unprocessable("flow_state_expired", "invalid flow state, flow state has expired");
    }
    const expected = flow.code_challenge_method === "s256" ? s256(params.code_verifier) : params.code_verifier;
    if (expected !== flow.code_challenge) {
      throw badRequest("bad_code_verifier", "code challenge does not match previously saved code verifier");
    }
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
    await tx.query("delete from auth.flow_state where id = $1", [flow.id]);
    return startSession(tx, config, user, flow.authentication_method as AuthMethod, request.client);
  });
  sendJson(request.res, 200, tokens);
};
