/**
 * What `npm run preflight` (scripts/preflight.ts) checks in the production variables: the values that are
 * fine on a laptop and wrong on the live site. Pure (variables in, findings out), so the tests run it on
 * files without a stack. The demo values come from `.env.example` itself, so the two never drift apart.
 */

export interface Finding {
  level: "refused" | "warning";
  /** One line: what is wrong and what to do. Never the value of a secret. */
  message: string;
}

/** The public demo values that must never reach production, as `.env.example` holds them. */
export interface DemoValues {
  adminEmail: string;
  adminPassword: string;
  adminPath: string;
  anonKey: string;
}

export function demoValuesFrom(example: Record<string, string | undefined>): DemoValues {
  const pick = (key: string): string => {
    const value = example[key]?.trim();
    if (!value) throw new Error(`.env.example has no ${key}`);
    return value;
  };
  return {
    adminEmail: pick("DEMO_ADMIN_EMAIL"),
    adminPassword: pick("DEMO_ADMIN_PASSWORD"),
    adminPath: pick("VITE_ADMIN_PATH"),
    anonKey: pick("VITE_SUPABASE_ANON_KEY"),
  };
}

/** Addresses that only answer on the machine that built the site. */
const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;

/** The URLs the live site and its functions hand to browsers, mail readers and Stripe. */
const PUBLIC_URLS = ["VITE_SITE_URL", "SITE_URL", "VITE_SUPABASE_URL", "CHECKOUT_SUCCESS_URL", "CHECKOUT_CANCEL_URL", "PORTAL_RETURN_URL", "SITE_BUILD_HOOK_URL"];

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Every finding for one set of production variables, refusals first. */
export function preflightFindings(vars: Record<string, string | undefined>, demo: DemoValues): Finding[] {
  const value = (key: string): string => vars[key]?.trim() ?? "";
  const refusals: string[] = [];
  const warnings: string[] = [];
  const keys = Object.keys(vars).sort();

  // The demo admin is seeded locally from these values and printed in the README: anyone can sign in with them.
  for (const key of keys) {
    if (value(key).toLowerCase() === demo.adminEmail.toLowerCase()) {
      refusals.push(`${key} is the demo admin's e-mail (${demo.adminEmail}) from .env.example: use a real address, and create the admin with npm run admin:create`);
    }
  }
  for (const key of keys) {
    if (value(key) === demo.adminPassword) {
      refusals.push(`${key} is the demo admin's password from .env.example: it is public, never use it in production`);
    }
  }

  const adminPath = value("VITE_ADMIN_PATH");
  if (!adminPath) refusals.push("VITE_ADMIN_PATH is missing: choose the secret admin login path, e.g. /adgang-<random letters>");
  else if (adminPath.replace(/\/+$/, "") === demo.adminPath) {
    refusals.push(`VITE_ADMIN_PATH is the default admin path (${demo.adminPath}) from .env.example and the README: choose your own secret path`);
  }

  for (const key of keys) {
    const url = parseUrl(value(key));
    if (url && /^(https?|wss?):$/.test(url.protocol) && LOCAL_HOST.test(url.hostname)) {
      refusals.push(`${key} points at this machine (${url.host}): use the production address`);
    }
  }

  const required: Array<[string, string]> = [
    ["VITE_SITE_URL", "the site's public address, https://…"],
    ["SITE_URL", "the same address as VITE_SITE_URL, as a function secret (links in e-mails, Stripe's return pages)"],
    ["VITE_SUPABASE_URL", "https://<project-ref>.supabase.co"],
    ["VITE_SUPABASE_ANON_KEY", "the hosted project's anon (publishable) key"],
  ];
  for (const [key, what] of required) if (!value(key)) refusals.push(`${key} is missing: ${what}`);

  for (const key of PUBLIC_URLS) {
    const url = parseUrl(value(key));
    if (value(key) && !url) refusals.push(`${key} is not a URL`);
    else if (url && url.protocol !== "https:") refusals.push(`${key} is ${url.protocol} not https: the live site is served over HTTPS only`);
  }
  const site = value("VITE_SITE_URL").replace(/\/+$/, "");
  const functionsSite = value("SITE_URL").replace(/\/+$/, "");
  if (site && functionsSite && site !== functionsSite) {
    refusals.push(`SITE_URL (${functionsSite}) differs from VITE_SITE_URL (${site}): the e-mails and Stripe would send people to another site`);
  }
  if (value("VITE_SUPABASE_ANON_KEY") === demo.anonKey) {
    refusals.push("VITE_SUPABASE_ANON_KEY is the local stack's demo key from .env.example: use the hosted project's anon key");
  }

  const stripeKey = value("STRIPE_SECRET_KEY");
  if (!stripeKey) refusals.push("STRIPE_SECRET_KEY is missing: the live secret key (sk_live_…) or a restricted key (rk_live_…)");
  else if (/^(sk|rk)_test_/.test(stripeKey)) warnings.push("STRIPE_SECRET_KEY is a test-mode key: no customer is charged; use the live key (sk_live_…) to take real payments");
  else if (!/^(sk|rk)_live_/.test(stripeKey)) refusals.push("STRIPE_SECRET_KEY is not a Stripe secret key (sk_live_… or rk_live_…)");
  const webhookSecret = value("STRIPE_WEBHOOK_SECRET");
  if (!webhookSecret) refusals.push("STRIPE_WEBHOOK_SECRET is missing: the signing secret (whsec_…) of the webhook endpoint …/functions/v1/stripe-webhook");
  else if (!webhookSecret.startsWith("whsec_")) refusals.push("STRIPE_WEBHOOK_SECRET is not a webhook signing secret (whsec_…)");

  // Without these the leads still reach the admin inbox, but nobody is told: "no lead is lost" needs the e-mail.
  for (const key of ["SMTP_HOST", "SMTP_USER", "SMTP_PASSWORD"]) {
    if (!value(key)) refusals.push(`${key} is missing: lead e-mails need the mail provider's SMTP settings`);
  }
  if (!value("LEADS_NOTIFY_EMAIL")) refusals.push("LEADS_NOTIFY_EMAIL is missing: the address every new lead is e-mailed to");
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value("LEADS_NOTIFY_EMAIL"))) refusals.push("LEADS_NOTIFY_EMAIL is not an e-mail address");
  if (!value("LEADS_MAIL_FROM")) warnings.push("LEADS_MAIL_FROM is empty: lead e-mails are sent from LEADS_NOTIFY_EMAIL, which the mail provider may refuse");
  if (!value("SITE_BUILD_HOOK_URL")) warnings.push("SITE_BUILD_HOOK_URL is empty: publishing a post will not rebuild the static site");

  return [...refusals.map((message) => ({ level: "refused" as const, message })), ...warnings.map((message) => ({ level: "warning" as const, message }))];
}
