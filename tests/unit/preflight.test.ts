import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv, promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { demoValuesFrom, preflightFindings } from "../../scripts/preflight/checks.ts";

// `npm run preflight` as a deployer runs it: the real script on .env.example (the local quick start's values,
// refused) and on a complete production-like file (passes).

const ROOT = join(import.meta.dirname, "..", "..");
const EXAMPLE = join(ROOT, ".env.example");
const PRODUCTION = join(ROOT, "tests", "unit", "fixtures", "production.env");
const run = promisify(execFile);

async function preflight(file: string, env: Record<string, string> = {}): Promise<{ code: number; lines: string[] }> {
  // Only PATH from this process: a variable of the test runner must not decide the outcome.
  const options = { cwd: ROOT, env: { PATH: process.env.PATH ?? "", ...env } };
  const args = [join(ROOT, "scripts", "preflight.ts"), ...(file ? [file] : [])];
  const result = await run(process.execPath, args, options).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
  return { code: result.code, lines: result.stdout.trim().split("\n") };
}

const demo = demoValuesFrom(parseEnv(readFileSync(EXAMPLE, "utf8")));
const production = parseEnv(readFileSync(PRODUCTION, "utf8"));

describe("npm run preflight", () => {
  it("refuses .env.example, one line per problem, and exits 1", async () => {
    const { code, lines } = await preflight(EXAMPLE);
    expect(code).toBe(1);
    const refused = lines.filter((line) => line.startsWith("REFUSED"));
    expect(refused).toEqual([
      "REFUSED  DEMO_ADMIN_EMAIL is the demo admin's e-mail (admin@nordvagt.dk) from .env.example: use a real address, and create the admin with npm run admin:create",
      "REFUSED  DEMO_ADMIN_PASSWORD is the demo admin's password from .env.example: it is public, never use it in production",
      "REFUSED  VITE_ADMIN_PATH is the default admin path (/sikker-adgang-7f3k) from .env.example and the README: choose your own secret path",
      "REFUSED  VITE_SITE_URL points at this machine (localhost:5173): use the production address",
      "REFUSED  VITE_SUPABASE_URL points at this machine (127.0.0.1:54321): use the production address",
      "REFUSED  SITE_URL is missing: the same address as VITE_SITE_URL, as a function secret (links in e-mails, Stripe's return pages)",
      "REFUSED  VITE_SITE_URL is http: not https: the live site is served over HTTPS only",
      "REFUSED  VITE_SUPABASE_URL is http: not https: the live site is served over HTTPS only",
      "REFUSED  VITE_SUPABASE_ANON_KEY is the local stack's demo key from .env.example: use the hosted project's anon key",
      "REFUSED  STRIPE_SECRET_KEY is missing: the live secret key (sk_live_…) or a restricted key (rk_live_…)",
      "REFUSED  STRIPE_WEBHOOK_SECRET is missing: the signing secret (whsec_…) of the webhook endpoint …/functions/v1/stripe-webhook",
      "REFUSED  SMTP_HOST is missing: lead e-mails need the mail provider's SMTP settings",
      "REFUSED  SMTP_USER is missing: lead e-mails need the mail provider's SMTP settings",
      "REFUSED  SMTP_PASSWORD is missing: lead e-mails need the mail provider's SMTP settings",
    ]);
    expect(lines.at(-1)).toBe("Not ready: 14 refused, 1 warning. Nothing was changed.");
  });

  it("passes a complete production file with exit 0", async () => {
    const { code, lines } = await preflight(PRODUCTION);
    expect(lines).toEqual(["Preflight of tests/unit/fixtures/production.env", "Ready to deploy."]);
    expect(code).toBe(0);
  });

  it("reads the environment when there is no file", async () => {
    const { code, lines } = await preflight("", production as Record<string, string>);
    expect(lines[0]).toBe("Preflight of the environment");
    expect(code).toBe(0);
  });

  it("never prints a secret's value", async () => {
    const leaky = { ...production, STRIPE_SECRET_KEY: "sk_test_secret123", SMTP_PASSWORD: "", STRIPE_WEBHOOK_SECRET: "not-a-secret-xyz" };
    const { code, lines } = await preflight("", leaky as Record<string, string>);
    expect(code).toBe(1);
    expect(lines.join("\n")).not.toMatch(/secret123|not-a-secret-xyz|SG\.fixture/);
  });
});

describe("preflight checks", () => {
  const findings = (change: Record<string, string>) => preflightFindings({ ...production, ...change }, demo);
  const lines = (change: Record<string, string>) => findings(change).map((finding) => `${finding.level}: ${finding.message}`);

  it("warns on a Stripe test key without refusing", () => {
    expect(findings({ STRIPE_SECRET_KEY: "sk_test_abc" })).toEqual([
      { level: "warning", message: "STRIPE_SECRET_KEY is a test-mode key: no customer is charged; use the live key (sk_live_…) to take real payments" },
    ]);
  });

  it("refuses the demo admin's e-mail or password under any name", () => {
    expect(lines({ ADMIN_EMAIL: "Admin@Nordvagt.dk" })).toEqual([
      "refused: ADMIN_EMAIL is the demo admin's e-mail (admin@nordvagt.dk) from .env.example: use a real address, and create the admin with npm run admin:create",
    ]);
    expect(lines({ SMTP_PASSWORD: "Admin-demo-2026" })).toEqual([
      "refused: SMTP_PASSWORD is the demo admin's password from .env.example: it is public, never use it in production",
    ]);
  });

  it("refuses the default admin path, with or without a trailing slash", () => {
    expect(lines({ VITE_ADMIN_PATH: "/sikker-adgang-7f3k/" })).toHaveLength(1);
  });

  it("refuses an http: site, a local address anywhere, and two different site URLs", () => {
    expect(lines({ VITE_SITE_URL: "http://www.nordvagt.dk", SITE_URL: "http://www.nordvagt.dk" })).toEqual([
      "refused: VITE_SITE_URL is http: not https: the live site is served over HTTPS only",
      "refused: SITE_URL is http: not https: the live site is served over HTTPS only",
    ]);
    expect(lines({ SITE_BUILD_HOOK_URL: "https://127.0.0.1:4173/__deploy-hook" })).toEqual([
      "refused: SITE_BUILD_HOOK_URL points at this machine (127.0.0.1:4173): use the production address",
    ]);
    expect(lines({ SITE_URL: "https://nordvagt.dk" })[0]).toMatch(/^refused: SITE_URL \(https:\/\/nordvagt.dk\) differs from VITE_SITE_URL/);
  });

  it("refuses a missing webhook secret, SMTP setting or lead address", () => {
    for (const key of ["STRIPE_WEBHOOK_SECRET", "SMTP_HOST", "SMTP_USER", "SMTP_PASSWORD", "LEADS_NOTIFY_EMAIL"]) {
      const found = findings({ [key]: "" });
      expect(found.filter((finding) => finding.level === "refused").map((finding) => finding.message.split(" ")[0])).toEqual([key]);
    }
  });
});
