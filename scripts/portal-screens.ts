/**
 * The portal's screenshots for a design note in docs/design/portal-dashboard/: a signed-in customer without a subscription
 * (the plans), with an active one, and with a cancelled one, each at 390×844 and 1440×900, from the
 * production build on a throwaway stack with the Stripe double (the browser tests' setup). The
 * subscriptions are bought and cancelled through the functions and the double's pages, as a customer
 * would. `node scripts/portal-screens.ts before|after [state…]` (states: plans, active, cancelled, and
 * past-due, a declined renewal, which the build before issue 29 showed as the plans; and, when asked for, the
 * Stripe double's own pages with their moms: provider-checkout, its checkout page for 8 seats of Essentials, and
 * provider-portal, its portal page after that purchase).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { publishTestAppEnv, startTestApp } from "../e2e/support/test-app.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const prefix = process.argv[2];
if (prefix !== "before" && prefix !== "after") throw new Error("usage: node scripts/portal-screens.ts before|after [state…]");
const STATES = ["plans", "active", "cancelled", "past-due", "provider-checkout", "provider-portal"] as const;
type State = (typeof STATES)[number];
const ONLY_WHEN_ASKED: readonly State[] = ["past-due", "provider-checkout", "provider-portal"];
const asked = process.argv.slice(3);
const states = asked.length ? STATES.filter((state) => asked.includes(state)) : STATES.filter((state) => !ONLY_WHEN_ASKED.includes(state));
const outDir = join(import.meta.dirname, "..", "docs", "design", "portal-dashboard");
mkdirSync(outDir, { recursive: true });

const app = await startTestApp();
publishTestAppEnv(app);
// Loaded after the environment is set: they read it.
const { createUser, signInPage } = await import("../e2e/support/users.ts");
const { sql } = await import("../e2e/support/db.ts");

type User = Awaited<ReturnType<typeof createUser>>;

async function callFunction(name: string, token: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${app.stack.apiUrl}/functions/v1/${name}`, {
    method: "POST",
    headers: { apikey: app.stack.anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const checkoutUrl = async (token: string) =>
  ((await callFunction("create-checkout", token, { priceId: "price_essentials_monthly_dkk", quantity: 8 })) as { url: string }).url;

/** Buys 8 seats of Essentials through checkout with the double's test card; then cancels in its portal, or has the renewal declined. */
async function subscribe(user: User, token: string, then: State): Promise<void> {
  const url = await checkoutUrl(token);
  const paid = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ card: "4242424242424242", expiry: "12/34", cvc: "123", company: "Tømrer Hansen ApS", cvr: "12345678" }).toString(),
    redirect: "manual",
  });
  if (paid.status !== 303) throw new Error(`checkout answered ${paid.status}`);
  const row = async () => (await sql<{ id: string; cancel_at: string | null }>("select id, cancel_at from public.subscriptions where user_id = $1", [user.id]))[0];
  await until(async () => Boolean(await row()), "the subscription");
  if (then === "past-due") {
    await fetch(`${new URL(url).origin}/_double/subscriptions/${(await row())!.id}/fail-renewal`, { method: "POST" });
    const status = async () => (await sql<{ status: string }>("select status from public.subscriptions where user_id = $1", [user.id]))[0]?.status;
    await until(async () => (await status()) === "past_due", "the declined renewal");
    return;
  }
  if (then !== "cancelled") return;
  const { url: portal } = (await callFunction("customer-portal", token)) as { url: string };
  const subscriptionId = (await row())!.id;
  await fetch(`${portal}/subscriptions/${subscriptionId}/cancel`, { method: "POST", redirect: "manual" });
  await until(async () => Boolean((await row())?.cancel_at), "the cancellation");
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const state of states) {
    const user = await createUser();
    for (const [device, viewport] of [
      ["phone", { width: 390, height: 844 }],
      ["desktop", { width: 1440, height: 900 }],
    ] as const) {
      const context = await browser.newContext({ viewport, locale: "da-DK", timezoneId: "Europe/Copenhagen" });
      const page: Page = await context.newPage();
      await page.addInitScript(() =>
        localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, functional: false, analytical: false })),
      );
      const session = await signInPage(page, user);
      if (state === "provider-checkout") {
        await page.goto(await checkoutUrl(session.access_token));
      } else {
        if (state !== "plans" && device === "phone") await subscribe(user, session.access_token, state);
        await page.goto(state === "provider-portal" ? ((await callFunction("customer-portal", session.access_token)) as { url: string }).url : `${app.baseURL}/customer-portal`);
      }
      const ready =
        state === "plans" ? page.getByRole("button", { name: "Gå til betaling" }).first()
        : state === "provider-checkout" ? page.getByRole("button", { name: "Betal og abonnér" })
        : state === "provider-portal" ? page.getByRole("heading", { name: "Administrer abonnement" })
        : page.getByRole("heading", { name: "Dit abonnement" });
      await ready.waitFor({ timeout: 30_000 });
      await page.waitForTimeout(800);
      const file = `${prefix}-${state}-${device}.png`;
      await page.screenshot({ path: join(outDir, file), fullPage: true, animations: "disabled", caret: "hide" });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
