// The portal's billing panel through the real functions and the Stripe double: a checkout paid with a
// business name and a CVR leaves an invoice (with its hosted page and PDF), the card and the tax id at
// "Stripe", a renewal adds an invoice, and billing-overview reads them back for the caller only. Also
// the provider's portal page after a cancellation (the terms' cancel_at, not the period end) and a
// declined renewal (past_due) as check-subscription answers it.
import { describe, expect, it } from "vitest";
import { callFunction, newUser } from "./support/clients.ts";
import { checkSubscription, CORE_PRICE, eventually, stripeApi, stripeUrl } from "./support/billing.ts";
import { sql } from "./support/clients.ts";
import { PLANS } from "#shared/content/plans.ts";

interface Overview {
  company: string | null;
  cvr: string | null;
  paymentMethod: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  invoices: Array<{ id: string; number: string | null; created: string; net: number; total: number; tax: number; currency: string; status: string; hostedUrl: string | null; pdfUrl: string | null }>;
}

async function overview(token: string, body?: unknown): Promise<{ status: number; body: Overview }> {
  const answer = await callFunction("billing-overview", { token, body: body ?? {} });
  return answer as { status: number; body: Overview };
}

/** Buys `quantity` seats of Core through checkout, paying with the given form fields on the double's page. */
async function buy(fields: Record<string, string>, quantity = 3) {
  const user = await newUser();
  const { body } = await callFunction("create-checkout", { token: user.accessToken, body: { priceId: CORE_PRICE, quantity } });
  const paid = await fetch((body as { url: string }).url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ card: "4242424242424242", expiry: "08/29", cvc: "123", ...fields }).toString(),
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  await eventually(() => checkSubscription(user.accessToken), (s) => s.subscribed);
  const [row] = await sql<{ id: string }>("select id from public.subscriptions where user_id = $1", [user.id]);
  return { user, subscriptionId: row!.id };
}

describe("billing-overview", () => {
  it("reads the invoices, the card and the company with its CVR from Stripe; a renewal adds an invoice", async () => {
    const { user, subscriptionId } = await buy({ company: "Tømrer Hansen ApS", cvr: "DK 1234 5678" });
    const first = await overview(user.accessToken);
    expect(first.status).toBe(200);
    expect(first.body.company).toBe("Tømrer Hansen ApS");
    expect(first.body.cvr).toBe("12345678");
    expect(first.body.paymentMethod).toEqual({ brand: "visa", last4: "4242", expMonth: 8, expYear: 2029 });
    expect(first.body.invoices).toHaveLength(1);
    const [invoice] = first.body.invoices;
    // 3 employees of Core, in øre, with 25 % Danish moms added on top (issue 36: prices excl. moms, every charge
    // adds it through the subscription's tax rate): net 132,00, moms 33,00, total 165,00.
    const net = 3 * PLANS[0]!.pricePerEmployee * 100;
    expect(invoice).toMatchObject({ net, tax: net / 4, total: net + net / 4, currency: "dkk", status: "paid" });
    expect(invoice!.number).toMatch(/^[A-Z0-9]+-0001$/);

    // Stripe's own list, as the function asked for it.
    const customerId = (await sql<{ stripe_customer_id: string }>("select stripe_customer_id from public.customers where user_id = $1", [user.id]))[0]!.stripe_customer_id;
    const listed = await stripeApi<{
      data: Array<{ id: string; hosted_invoice_url: string; invoice_pdf: string; subtotal: number; total: number; amount_paid: number; total_taxes: Array<{ amount: number; tax_behavior: string; tax_rate_details: { tax_rate: string } }> }>;
    }>(`/invoices?customer=${customerId}&limit=3`);
    expect(listed.data.map((i) => i.id)).toEqual([invoice!.id]);
    // As Stripe has it: the subtotal, one exclusive tax from the account's 25 % DK rate (looked up by
    // create-checkout, made by stripe:sync), the total charged.
    const stripeInvoice = listed.data[0]!;
    expect(stripeInvoice).toMatchObject({ subtotal: net, total: net * 1.25, amount_paid: net * 1.25 });
    expect(stripeInvoice.total_taxes).toHaveLength(1);
    expect(stripeInvoice.total_taxes[0]).toMatchObject({ amount: net / 4, tax_behavior: "exclusive" });
    const rate = await stripeApi<{ percentage: number; inclusive: boolean; country: string; active: boolean }>(
      `/tax_rates/${stripeInvoice.total_taxes[0]!.tax_rate_details.tax_rate}`,
    );
    expect(rate).toMatchObject({ percentage: 25, inclusive: false, country: "DK", active: true });
    expect(invoice!.hostedUrl).toBe(listed.data[0]!.hosted_invoice_url);

    // The hosted page and the PDF answer, the PDF as a real PDF naming the customer.
    const page = await fetch(invoice!.hostedUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("CVR 12345678");
    const pdf = await fetch(invoice!.pdfUrl!);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(bytes.toString("latin1")).toContain("Tømrer Hansen ApS");
    expect(bytes.toString("latin1")).toContain("Moms \\(25 %\\): 33,00");

    // A month later: renewed, a second invoice, newest first.
    const renewed = await fetch(`${stripeUrl()}/_double/subscriptions/${subscriptionId}/renew`, { method: "POST" });
    expect(renewed.status).toBe(200);
    const after = await eventually(() => overview(user.accessToken), (answer) => answer.body.invoices.length === 2);
    expect(after.body.invoices[0]!.number).toMatch(/-0002$/);
    expect(Date.parse(after.body.invoices[0]!.created)).toBeGreaterThan(Date.parse(after.body.invoices[1]!.created));
    expect((await overview(user.accessToken, { limit: 1 })).body.invoices).toHaveLength(1);
  });

  it("without company or CVR there is none; another user sees only their own; bad input is a Danish 400", async () => {
    const { user } = await buy({});
    const mine = await overview(user.accessToken);
    expect(mine.body).toMatchObject({ company: null, cvr: null, paymentMethod: { last4: "4242" } });
    expect(mine.body.invoices).toHaveLength(1);

    const stranger = await newUser();
    expect(await overview(stranger.accessToken)).toEqual({ status: 200, body: { company: null, cvr: null, paymentMethod: null, invoices: [] } });

    for (const body of [{ limit: 0 }, { limit: 25 }, { limit: "6" }, { customer: "cus_other" }]) {
      const refused = await callFunction("billing-overview", { token: user.accessToken, body });
      expect(refused.status).toBe(400);
      expect((refused.body as { error: string }).error).toBe("Forespørgslen er ugyldig.");
    }
    expect((await callFunction("billing-overview", { body: {} })).status).toBe(401);
  });

  it("a CVR that is not 8 digits is refused on the checkout page and nothing is paid", async () => {
    const user = await newUser();
    const { body } = await callFunction("create-checkout", { token: user.accessToken, body: { priceId: CORE_PRICE, quantity: 2 } });
    const refused = await fetch((body as { url: string }).url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ card: "4242424242424242", expiry: "08/29", cvr: "1234" }).toString(),
      redirect: "manual",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("CVR-nummeret skal være 8 cifre.");
    expect((await checkSubscription(user.accessToken)).subscribed).toBe(false);
  });
});

describe("the provider's pages and states", () => {
  it("after 'Opsig abonnement' the provider's page shows the terms' end (cancel_at), not the period end", async () => {
    const { user, subscriptionId } = await buy({});
    const portal = await callFunction("customer-portal", { token: user.accessToken });
    const url = (portal.body as { url: string }).url;
    const cancelled = await fetch(`${url}/subscriptions/${subscriptionId}/cancel`, { method: "POST", redirect: "manual" });
    expect(cancelled.status).toBe(303);
    // The redirect comes once the webhook has set the terms' date, so the very next page shows it.
    const next = await (await fetch(new URL(cancelled.headers.get("location")!, url))).text();
    const subscription = await stripeApi<{ cancel_at: number; items: { data: Array<{ current_period_end: number }> } }>(`/subscriptions/${subscriptionId}`);
    const long = (seconds: number) => new Intl.DateTimeFormat("da-DK", { dateStyle: "long", timeZone: "Europe/Copenhagen" }).format(new Date(seconds * 1000));
    expect(subscription.cancel_at).not.toBe(subscription.items.data[0]!.current_period_end);
    expect(next).toContain(`Opsagt. Abonnementet ophører ${long(subscription.cancel_at)}.`);
    expect(next).not.toContain(long(subscription.items.data[0]!.current_period_end));
  });

  it("a declined renewal: past_due in check-subscription, an open invoice; a new card in the provider's portal pays it", async () => {
    const { user, subscriptionId } = await buy({});
    expect((await fetch(`${stripeUrl()}/_double/subscriptions/${subscriptionId}/fail-renewal`, { method: "POST" })).status).toBe(200);
    const pastDue = await eventually(() => checkSubscription(user.accessToken), (s) => s.status === "past_due");
    expect(pastDue).toMatchObject({ subscribed: true, price_id: CORE_PRICE });
    const open = await overview(user.accessToken);
    expect(open.body.invoices.map((invoice) => invoice.status)).toEqual(["open", "paid"]);

    // The provider's portal says so and takes a new card, which pays the open invoice at once.
    const portal = await callFunction("customer-portal", { token: user.accessToken });
    const url = (portal.body as { url: string }).url;
    expect(await (await fetch(url)).text()).toContain("Den seneste betaling mislykkedes.");
    const card = (fields: Record<string, string>) =>
      fetch(`${url}/subscriptions/${subscriptionId}/card`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      });
    const declined = await card({ card: "4000000000000002", expiry: "03/30" });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Dit kort blev afvist.");
    expect((await card({ card: "4242424242424242", expiry: "03/30" })).status).toBe(303);
    await eventually(() => checkSubscription(user.accessToken), (s) => s.status === "active");
    const paid = await overview(user.accessToken);
    expect(paid.body.invoices.map((invoice) => invoice.status)).toEqual(["paid", "paid"]);
    expect(paid.body.paymentMethod).toMatchObject({ last4: "4242", expMonth: 3, expYear: 2030 });
  });
});
