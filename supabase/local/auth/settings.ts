import type { Handler } from "./handler.ts";
import { sendJson } from "./http.ts";

const EXTERNAL_PROVIDERS = [
  "anonymous_users", "apple", "azure", "bitbucket", "discord", "facebook", "figma", "fly", "github", "gitlab",
  "google", "keycloak", "kakao", "linkedin", "linkedin_oidc", "notion", "spotify", "slack", "slack_oidc",
  "workos", "twitch", "twitter", "x", "zoom",
];

/** GET /settings: what this server offers: e-mail sign-in (confirmed or not, as config.toml says), nothing else. */
export const settings: Handler = async (deps, request) => {
  const external: Record<string, boolean> = Object.fromEntries(EXTERNAL_PROVIDERS.map((name) => [name, false]));
  external.email = true;
  external.phone = false;
  sendJson(request.res, 200, {
    external,
    disable_signup: !deps.config.enableSignup,
    mailer_autoconfirm: !deps.config.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  });
};
