import { describe, expect, it } from "vitest";
import { BILLING_MESSAGES } from "#shared/content/billing.ts";
import { PLANS } from "#shared/content/plans.ts";
import { TEST_CARDS } from "../../supabase/local/stripe/index.ts";
import { anonClient, callFunction, newUser, sql, stackInfo } from "./support/clients.ts";
import { billingRows, checkSubscription, CORE_PRICE, eventually, expiredToken, payCheckout, stripeApi, stripeUrl } from "./support/billing.ts";

// Amounts in øre as the double's pages write them (Danish kroner), independently of its helpers.
const kr = (ore: number) => new Intl.NumberFormat("da-DK", { style: "currency", currency: "DKK", minimumFractionDigits: 2 }).format(ore / 100);
/** The label and amount of each row of the checkout's order summary. */
const summaryRows = (html: string) =>
  [...html.matchAll(/<tr(?: class="total")?><th scope="row">(.*?)<\/th><td>(.*?)<\/td><\/tr>/g)].map((row) => [row[1], row[2]]);
/** A page's text, tags as spaces, runs of spaces and line breaks as one (the no-break space in amounts stays). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\r\n]+/g, " ");

describe("create-checkout", () => {
  it("refuses bad input with a 4xx and writes nothing", async () => {
    const user = await newUser();
    const bodies: unknown[] = [
      { quantity: 5 },
      { priceId: "price_unknown", quantity: 5 },
      { priceId: CORE_PRICE, quantity: 0 },
      { priceId: CORE_PRICE, quantity: 31 },
      { priceId: CORE_PRICE, quantity: "5" },
      { priceId: CORE_PRICE, quantity: -1 },
      { priceId: CORE_PRICE, quantity: 2.5 },
      { priceId: CORE_PRICE },
      [CORE_PRICE, 5],
    ];
    for (const body of bodies) {
      const answer = await callFunction("create-checkout", { token: user.accessToken, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).not.toMatch(/ at |stack/);
    }
    const unknown = await callFunction("create-checkout", { token: user.accessToken, body: { priceId: "price_unknown", quantity: 5 } });
    expect(unknown.body).toMatchObject({ error: BILLING_MESSAGES.unknownPrice });
    const quantity = await callFunction("create-checkout", { token: user.accessToken, body: { priceId: CORE_PRICE, quantity: 31 } });
    expect(quantity.body).toMatchObject({ error: BILLING_MESSAGES.invalidQuantity });

    const huge = await callFunction("create-checkout", {
      token: user.accessToken,
      rawBody: JSON.stringify({ priceId: CORE_PRICE, quantity: 5, padding: "x".repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
    const notJson = await callFunction("create-checkout", { token: user.accessToken, rawBody: "{priceId" });
    expect(notJson.status).toBe(400);

    expect(await billingRows(user.id)).toEqual({ customers: 0, subscriptions: 0 });
  });

  it("refuses a missing, anonymous or expired token with 401 and writes nothing", async () => {
    const user = await newUser();
    const body = { priceId: CORE_PRICE, quantity: 5 };
    const noHeader = await fetch(`${stackInfo().apiUrl}/functions/v1/create-checkout`, { method: "POST", body: JSON.stringify(body) });
    expect(noHeader.status).toBe(401);
    expect((await callFunction("create-checkout", { body })).status).toBe(401);
    expect((await callFunction("create-checkout", { token: await expiredToken(user.id), body })).status).toBe(401);
    for (const name of ["customer-portal", "check-subscription"]) {
      expect((await callFunction(name, { token: await expiredToken(user.id) })).status, name).toBe(401);
    }
    expect(await billingRows(user.id)).toEqual({ customers: 0, subscriptions: 0 });
  });

  it("makes one Stripe customer for two concurrent checkouts of one user", async () => {
    const user = await newUser();
    const [first, second] = await Promise.all(
      [5, 7].map((quantity) => callFunction("create-checkout", { token: user.accessToken, body: { priceId: CORE_PRICE, quantity } })),
    );
    expect(first!.status).toBe(200);
    expect(second!.status).toBe(200);
    expect((await billingRows(user.id)).customers).toBe(1);
    const sessionOf = (url: string) => url.split("/").pop()!;
    const sessions = await Promise.all(
      [first!, second!].map((answer) => stripeApi<{ customer: string; locale: string; tax_id_collection: { enabled: boolean }; success_url: string }>(
        `/checkout/sessions/${sessionOf((answer.body as { url: string }).url)}`,
      )),
    );
    expect(sessions[0]!.customer).toBe(sessions[1]!.customer);
    const customer = await stripeApi<{ metadata: Record<string, string> }>(`/customers/${sessions[0]!.customer}`);
    expect(customer.metadata.user_id).toBe(user.id);
    // Configured on the server, never taken from the request.
    expect(sessions[0]).toMatchObject({ locale: "da", tax_id_collection: { enabled: true }, success_url: `${stackInfo().siteUrl}/customer-portal?success=true` });

    // A later attempt reuses the stored customer.
    const third = await callFunction("create-checkout", { token: user.accessToken, body: { priceId: CORE_PRICE, quantity: 9 } });
    const thirdSession = await stripeApi<{ customer: string }>(`/checkout/sessions/${sessionOf((third.body as { url: string }).url)}`);
    expect(thirdSession.customer).toBe(sessions[0]!.customer);
  });

  it("a declined card creates no subscription", async () => {
    const user = await newUser();
    const { body } = await callFunction("create-checkout", { token: user.accessToken, body: { priceId: CORE_PRICE, quantity: 3 } });
    const paid = await payCheckout((body as { url: string }).url, TEST_CARDS.declined);
    expect(paid.status).toBe(402);
    expect(await paid.text()).toContain("Dit kort blev afvist");
    expect(await checkSubscription(user.accessToken)).toMatchObject({ subscribed: false, price_id: null });
    expect((await billingRows(user.id)).subscriptions).toBe(0);
  });

  it("checkout → webhook → subscribed; a second checkout is refused; the portal changes seats and cancels", async () => {
    const user = await newUser();
    expect(await checkSubscription(user.accessToken)).toEqual({
      subscribed: false,
      price_id: null,
      quantity: null,
      subscription_end: null,
      cancel_at_period_end: false,
      status: null,
      cancel_at: null,
    });
    const noCustomer = await callFunction("customer-portal", { token: user.accessToken });
    expect(noCustomer).toMatchObject({ status: 404, body: { error: BILLING_MESSAGES.noCustomer } });

    const checkout = await callFunction("create-checkout", { token: user.accessToken, body: { priceId: CORE_PRICE, quantity: 5 } });
    expect(checkout.status).toBe(200);
    const url = (checkout.body as { url: string }).url;
    expect(url.startsWith(`${stripeUrl()}/checkout/`)).toBe(true);
    const page = await fetch(url);
    const checkoutHtml = await page.text();
    expect(checkoutHtml).toContain("Kortnummer");
    // The order summary as Stripe's with the subscription's tax rate: the subtotal, 25 % moms, the total per month.
    const net = 5 * PLANS[0]!.pricePerEmployee * 100;
    expect(summaryRows(checkoutHtml)).toEqual([
      ["Subtotal", kr(net)],
      ["Moms (25 %)", kr(net / 4)],
      ["I alt pr. måned", kr(net * 1.25)],
    ]);

    const paid = await payCheckout(url, "4242 4242 4242 4242");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${stackInfo().siteUrl}/customer-portal?success=true`);

    const active = await eventually(() => checkSubscription(user.accessToken), (s) => s.subscribed);
    expect(active).toMatchObject({ subscribed: true, price_id: CORE_PRICE, quantity: 5, cancel_at_period_end: false });
    const end = new Date(active.subscription_end!).getTime();
    expect(end).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    const again = await callFunction("create-checkout", { token: user.accessToken, body: { priceId: CORE_PRICE, quantity: 6 } });
    expect(again).toMatchObject({ status: 409, body: { error: BILLING_MESSAGES.alreadySubscribed } });

    const portal = await callFunction("customer-portal", { token: user.accessToken });
    expect(portal.status).toBe(200);
    const portalUrl = (portal.body as { url: string }).url;
    const portalPage = await (await fetch(portalUrl)).text();
    // The subscription and its first invoice with moms, as Stripe's portal shows a subscription with a tax rate.
    const portalText = textOf(portalPage);
    expect(portalText).toContain(`5 medarbejdere · ${kr(net * 1.25)} pr. måned inkl. moms (heraf moms ${kr(net / 4)})`);
    expect(portalText).toContain(`Beløb inkl. moms Status`);
    expect(portalText).toContain(`${kr(net * 1.25)} heraf moms ${kr(net / 4)} Betalt`);
    const subscriptionId = /subscriptions\/(sub_\w+)\/quantity/.exec(portalPage)![1]!;
    const post = (action: string, form: Record<string, string> = {}) =>
      fetch(`${portalUrl}/subscriptions/${subscriptionId}/${action}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
        redirect: "manual",
      });
    expect((await post("quantity", { quantity: "12" })).status).toBe(303);
    await eventually(() => checkSubscription(user.accessToken), (s) => s.quantity === 12);
    expect((await post("cancel")).status).toBe(303);
    // Cancelled: the terms' notice sets the end (tests/integration/billing-notice.test.ts); still subscribed until then.
    const cancelled = await eventually(() => checkSubscription(user.accessToken), (s) => s.cancel_at !== null);
    expect(cancelled).toMatchObject({ subscribed: true, quantity: 12 });
    expect((await post("resume")).status).toBe(303);
    await eventually(() => checkSubscription(user.accessToken), (s) => s.cancel_at === null && !s.cancel_at_period_end);

    // Another user sees none of it (RLS), and cannot write billing rows.
    const other = await newUser();
    expect(await checkSubscription(other.accessToken)).toMatchObject({ subscribed: false });
    const { data: peek } = await other.client.from("subscriptions" as never).select("*");
    expect(peek).toEqual([]);
    const { data: own } = await user.client.from("subscriptions" as never).select("id");
    expect(own).toHaveLength(1);
    const write = await user.client.from("subscriptions" as never).update({ quantity: 30 } as never).eq("id", subscriptionId);
    expect(write.error).not.toBeNull();
    const insert = await user.client.from("customers" as never).insert({ user_id: user.id, stripe_customer_id: "cus_forged" } as never);
    expect(insert.error).not.toBeNull();
  });
});

describe("billing with a second step", () => {
  it("refuses checkout and portal until a user with a verified authenticator has given its code", async () => {
    const { TOTP } = await import("otpauth");
    const user = await newUser();
    const enrolled = await user.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "test" });
    if (enrolled.error) throw enrolled.error;
    const totp = new TOTP({ secret: enrolled.data.totp.secret, digits: 6, period: 30, algorithm: "SHA1" });
    const verified = await user.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totp.generate() });
    if (verified.error) throw verified.error;
    const aal2Token = verified.data.access_token;

    // A new sign-in with the password only: aal1.
    const signIn = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password });
    const aal1Token = signIn.data.session!.access_token;
    const body = { priceId: CORE_PRICE, quantity: 5 };
    const refused = await callFunction("create-checkout", { token: aal1Token, body });
    expect(refused.status).toBe(403);
    expect((await callFunction("customer-portal", { token: aal1Token })).status).toBe(403);
    expect(await billingRows(user.id)).toEqual({ customers: 0, subscriptions: 0 });

    expect((await callFunction("create-checkout", { token: aal2Token, body })).status).toBe(200);
  });
});

describe("billing reads with a second step", () => {
  it("shows a customer's own billing rows to a password-only session only when they have no authenticator", async () => {
    const { createClient } = await import("@supabase/supabase-js");
    const { TOTP } = await import("otpauth");
    const user = await newUser();
    const suffix = user.id.replaceAll("-", "");
    await sql("insert into public.customers (user_id, stripe_customer_id) values ($1, $2)", [user.id, `cus_${suffix}`]);
    await sql(
      `insert into public.subscriptions (id, user_id, stripe_customer_id, status, price_id, quantity, current_period_end, stripe_state_at)
       values ($1, $2, $3, 'active', $4, 5, now() + interval '30 days', 1)`,
      [`sub_${suffix}`, user.id, `cus_${suffix}`, CORE_PRICE],
    );
    const readAs = async (token: string) => {
      const client = createClient(stackInfo().apiUrl, stackInfo().anonKey, {
        global: { headers: { Authorization: `Bearer ${token}` } },
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const customers = await client.from("customers").select("stripe_customer_id");
      const subscriptions = await client.from("subscriptions").select("id, quantity");
      return { customers: customers.data?.length, subscriptions: subscriptions.data?.length };
    };

    // No authenticator: the password alone is the whole sign-in, and the rows are the user's to read.
    expect(await readAs(user.accessToken)).toEqual({ customers: 1, subscriptions: 1 });
    expect(await checkSubscription(user.accessToken)).toMatchObject({ subscribed: true, quantity: 5 });

    const enrolled = await user.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "test" });
    if (enrolled.error) throw enrolled.error;
    const totp = new TOTP({ secret: enrolled.data.totp.secret, digits: 6, period: 30, algorithm: "SHA1" });
    const verified = await user.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totp.generate() });
    if (verified.error) throw verified.error;

    // A stolen password (a fresh aal1 session) now reads nothing, and the check says a code is owed.
    const signIn = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password });
    const aal1Token = signIn.data.session!.access_token;
    expect(await readAs(aal1Token)).toEqual({ customers: 0, subscriptions: 0 });
    const owed = await callFunction("check-subscription", { token: aal1Token });
    expect(owed.status).toBe(403);
    expect(JSON.stringify(owed.body)).not.toContain(CORE_PRICE);

    // After the code (aal2) the rows are back.
    expect(await readAs(verified.data.access_token)).toEqual({ customers: 1, subscriptions: 1 });
    expect(await checkSubscription(verified.data.access_token)).toMatchObject({ subscribed: true, quantity: 5 });
  });
});
