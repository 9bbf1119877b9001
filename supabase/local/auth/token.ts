import type { Handler } from "./handler.ts";
import { idTokenDisabled, web3Disabled } from "./disabled.ts";
import { OAuthError } from "./errors.ts";
import { passwordGrant } from "./token-password.ts";
import { pkceGrant } from "./token-pkce.ts";
import { refreshTokenGrant } from "./token-refresh.ts";

const grants: Record<string, Handler> = {
  password: passwordGrant,
  refresh_token: refreshTokenGrant,
  pkce: pkceGrant,
  web3: web3Disabled,
  id_token: idTokenDisabled,
};

/** POST /token?grant_type=…: GoTrue answers unknown grants with an OAuth2-style error. */
export const token: Handler = async (deps, request) => {
  const grant = grants[request.url.searchParams.get("grant_type") ?? ""];
  if (!grant) throw new OAuthError("unsupported_grant_type", "");
  await grant(deps, request);
};
