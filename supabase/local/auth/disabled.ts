import type { Handler } from "./handler.ts";
import { badRequest, notFound } from "./errors.ts";
import { authenticate } from "./require-auth.ts";

// Features this project keeps off (config.toml: no SAML, no manual identity linking, no Web3 or OIDC
// providers). GoTrue answers them with these errors when they are disabled, so clients see the same thing
// locally as against the hosted project, instead of a bare 404.

/** POST /sso (signInWithSSO). */
export const ssoDisabled: Handler = async () => {
  throw notFound("saml_provider_disabled", "SAML 2.0 is disabled");
};

/** GET /user/identities/authorize and DELETE /user/identities/{id} (linkIdentity, unlinkIdentity). */
export const manualLinkingDisabled: Handler = async (deps, request) => {
  await authenticate(deps, request);
  throw notFound("manual_linking_disabled", "Manual linking is disabled");
};

/** POST /token?grant_type=web3 (signInWithWeb3). */
export const web3Disabled: Handler = async () => {
  throw badRequest("web3_provider_disabled", "Web3 provider is disabled");
};

/** POST /token?grant_type=id_token (signInWithIdToken): no OIDC provider is configured. */
export const idTokenDisabled: Handler = async () => {
  throw badRequest("provider_disabled", "Provider is not enabled");
};
