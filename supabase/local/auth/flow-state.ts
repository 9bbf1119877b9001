import type { Queryable } from "./db.ts";
import { badRequest } from "./errors.ts";
import { newId } from "./secrets.ts";

/** A PKCE flow waiting for its code exchange (auth.flow_state), as GoTrue keeps them for e-mail links. */
export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: "s256" | "plain";
  code_challenge: string;
  provider_type: string;
  authentication_method: string;
  created_at: Date;
}

export interface PkceParams {
  code_challenge: string;
  code_challenge_method: string;
}

/** GoTrue's validatePKCEParams; returns the normalised method, or null when the client uses the implicit flow. */
export function pkceMethod(params: PkceParams): "s256" | "plain" | null {
  const { code_challenge: challenge, code_challenge_method: method } = params;
  if ((challenge === "") !== (method === "")) {
    throw badRequest("validation_failed", "PKCE flow requires code_challenge_method and code_challenge");
  }
  if (challenge === "") return null;
  if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(challenge)) {
    throw badRequest("validation_failed", "code challenge has to be between 43 and 128 characters long and contain only unreserved characters");
  }
  const normalised = method.toLowerCase();
  if (normalised !== "s256" && normalised !== "plain") {
    throw badRequest("validation_failed", `code challenge method not supported: ${method}`);
  }
  return normalised;
}

export async function createFlowState(
  q: Queryable,
  userId: string,
  params: PkceParams,
  method: "s256" | "plain",
  authenticationMethod: string,
): Promise<void> {
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6, now(), now())`,
    [newId(), userId, newId(), method, params.code_challenge, authenticationMethod],
  );
}

/** GoTrue's issueAuthCode: the newest flow of this kind for the user gets its code released to the redirect. */
export async function issueAuthCode(q: Queryable, userId: string, authenticationMethod: string): Promise<string> {
  const { rows } = await q.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, authenticationMethod],
  );
  const code = rows[0]?.auth_code;
  if (!code) throw badRequest("flow_state_not_found", "No associated flow state found. no flow state for this user");
  return code;
}
