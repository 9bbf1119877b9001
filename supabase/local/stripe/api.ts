// Stripe's REST API for what our functions call, answering in Stripe's shapes and error format, so the
// stripe SDK runs unchanged against it.
import { createHash } from "node:crypto";
import { list, obj, parseStripeForm, str, stringRecord, type FormValue } from "./form.ts";
import { newId, type CheckoutSession, type Refund, type StripeStore, type Subscription, type TaxRate } from "./store.ts";
import { addTaxId, createCardPaymentMethod, createInvoice, markPaid, oneMonthAfter } from "./billing-records.ts";
import type { WebhookSender } from "./webhooks.ts";
import { createPrice, createProduct, listPrices, updatePrice, updateProduct } from "./catalog.ts";
import { StripeApiError, invalid, type ApiAnswer } from "./errors.ts";

const missing = (kind: string, id: string) => new StripeApiError(404, "invalid_request_error", `No such ${kind}: '${id}'`, "id");

export interface ApiContext {
  store: StripeStore;
  webhooks: WebhookSender;
  publicUrl: string;
}

function list_<T>(data: T[], url: string) {
  return { object: "list", data, has_more: false, url };
}

/** Stripe's own subscription changes, shared by the API and the portal page. */
export function updateSubscription(
  context: ApiContext,
  subscription: Subscription,
  change: { quantity?: number; cancelAtPeriodEnd?: boolean; cancelAt?: number | null; priceId?: string },
): Subscription {
  const item = subscription.items.data[0]!;
  if (change.cancelAt != null && change.cancelAtPeriodEnd === true) {
    throw invalid("cancel_at", "You may only specify one of these parameters: cancel_at, cancel_at_period_end.");
  }
  if (change.cancelAt != null && change.cancelAt <= context.store.now()) throw invalid("cancel_at", "cancel_at must be in the future.");
  if (change.quantity !== undefined) {
    if (!Number.isInteger(change.quantity) || change.quantity < 1) throw invalid("quantity", "Invalid integer: quantity must be at least 1");
    item.quantity = change.quantity;
  }
  if (change.priceId !== undefined) {
    const price = context.store.prices.get(change.priceId);
    if (!price) throw missing("price", change.priceId);
    item.price = price;
  }
  // As Stripe: cancel_at_period_end schedules the end at the period's end; cancel_at at any later moment
  // (cancel_at_period_end then says whether that is the period's end); either stamps canceled_at with
  // the request's time, and clearing them resumes the subscription.
  const now = context.store.tick();
  if (change.cancelAtPeriodEnd !== undefined) {
    subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
    subscription.cancel_at = change.cancelAtPeriodEnd ? item.current_period_end : null;
    subscription.canceled_at = change.cancelAtPeriodEnd ? now : null;
  }
  if (change.cancelAt !== undefined) {
    subscription.cancel_at = change.cancelAt;
    subscription.cancel_at_period_end = change.cancelAt !== null && change.cancelAt === item.current_period_end;
    subscription.canceled_at = change.cancelAt === null ? null : now;
  }
  context.webhooks.emit("customer.subscription.updated", subscription, now);
  return subscription;
}

export function cancelSubscription(context: ApiContext, subscription: Subscription): Subscription {
  const now = context.store.tick();
  subscription.status = "canceled";
  subscription.canceled_at = now;
  context.webhooks.emit("customer.subscription.deleted", subscription, now);
  return subscription;
}

/** What the checkout page took: the card, and the business name and CVR when the buyer gave them. */
export interface CheckoutPayment {
  card: string;
  expiry: string;
  company?: string | null;
  cvr?: string | null;
}

/**
 * Pays an open checkout session: the subscription starts now and runs a month at a time, charged to the
 * card paid with (its default payment method); the first invoice is paid. With tax id collection, a
 * business name becomes the customer's name (customer_update[name]=auto) and a CVR its tax id.
 */
export function completeCheckout(context: ApiContext, session: CheckoutSession, payment: CheckoutPayment): Subscription {
  const { store, webhooks } = context;
  const now = store.tick();
  const line = session.line_items[0]!;
  const customer = store.customers.get(session.customer)!;
  if (payment.company) customer.name = payment.company;
  if (payment.cvr) addTaxId(store, customer.id, payment.cvr);
  const card = createCardPaymentMethod(store, customer.id, { number: payment.card, expiry: payment.expiry }, { name: customer.name, email: customer.email });
  const subscription: Subscription = {
    id: newId("sub"),
    object: "subscription",
    customer: session.customer,
    status: "active",
    cancel_at_period_end: false,
    default_payment_method: card.id,
    cancel_at: null,
    canceled_at: null,
    created: now,
    latest_invoice: null,
    metadata: session.subscription_metadata,
    default_tax_rates: session.subscription_tax_rates.map((rateId) => store.taxRates.get(rateId)).filter((rate) => rate !== undefined),
    items: {
      object: "list",
      data: [
        {
          id: newId("si"),
          object: "subscription_item",
          price: store.prices.get(line.price)!,
          quantity: line.quantity,
          current_period_start: now,
          current_period_end: oneMonthAfter(now),
        },
      ],
      has_more: false,
      url: "/v1/subscription_items",
    },
    livemode: false,
  };
  store.subscriptions.set(subscription.id, subscription);
  const invoice = createInvoice(store, context.publicUrl, subscription, "subscription_create", now);
  session.status = "complete";
  session.payment_status = "paid";
  session.subscription = subscription.id;
  session.invoice = invoice.id;
  session.customer_details = {
    email: customer.email,
    name: payment.company ?? customer.name,
    tax_exempt: "none",
    tax_ids: payment.cvr ? [{ type: "eu_vat", value: `DK${payment.cvr}` }] : [],
  };
  webhooks.emit("customer.subscription.created", subscription, now);
  webhooks.emit("invoice.paid", invoice, store.tick());
  webhooks.emit("checkout.session.completed", publicSession(session), store.tick());
  return subscription;
}

/** Moves a subscription into its next month (Stripe's renewal at the period's end). */
function nextPeriod(subscription: Subscription): void {
  const item = subscription.items.data[0]!;
  item.current_period_start = item.current_period_end;
  item.current_period_end = oneMonthAfter(item.current_period_end);
}

/**
 * What Stripe does at a period's end for one subscription (the tests' stand-in for time passing, as
 * POST /_double/subscriptions/:id/end is for the end): the next month starts and its invoice is paid
 * with the card on file; invoice.paid and customer.subscription.updated are sent. A subscription
 * scheduled to end by then ends instead; a past-due one has its open invoice paid (Stripe's retry).
 */
export function renewSubscription(context: ApiContext, subscription: Subscription): Subscription {
  const { store, webhooks } = context;
  if (subscription.status === "past_due") return payOpenInvoice(context, subscription);
  const item = subscription.items.data[0]!;
  if (subscription.cancel_at !== null && subscription.cancel_at <= item.current_period_end) return cancelSubscription(context, subscription);
  nextPeriod(subscription);
  const at = store.tick();
  const invoice = createInvoice(store, context.publicUrl, subscription, "subscription_cycle", at);
  webhooks.emit("invoice.paid", invoice, at);
  webhooks.emit("customer.subscription.updated", subscription, store.tick());
  return subscription;
}

/**
 * A renewal whose card is declined: the next month starts with its invoice open, the subscription turns
 * past_due while Stripe retries, and invoice.payment_failed and customer.subscription.updated are sent.
 */
export function failRenewal(context: ApiContext, subscription: Subscription): Subscription {
  const { store, webhooks } = context;
  nextPeriod(subscription);
  subscription.status = "past_due";
  const at = store.tick();
  const invoice = createInvoice(store, context.publicUrl, subscription, "subscription_cycle", at, false);
  webhooks.emit("invoice.payment_failed", invoice, at);
  webhooks.emit("customer.subscription.updated", subscription, store.tick());
  return subscription;
}

/** A past-due subscription's open invoice paid (a retry that went through, or a new card): active again. */
function payOpenInvoice(context: ApiContext, subscription: Subscription): Subscription {
  const { store, webhooks } = context;
  const invoice = subscription.latest_invoice ? store.invoices.get(subscription.latest_invoice) : undefined;
  const at = store.tick();
  if (invoice?.status === "open") webhooks.emit("invoice.paid", markPaid(invoice, at), at);
  subscription.status = "active";
  webhooks.emit("customer.subscription.updated", subscription, store.tick());
  return subscription;
}

/**
 * The billing portal's "update payment method": the new card becomes the subscription's default, and
 * a past-due subscription's open invoice is paid with it at once, as Stripe retries on a new card.
 */
export function replaceCard(context: ApiContext, subscription: Subscription, card: { number: string; expiry: string }): Subscription {
  const customer = context.store.customers.get(subscription.customer)!;
  const method = createCardPaymentMethod(context.store, customer.id, card, { name: customer.name, email: customer.email });
  subscription.default_payment_method = method.id;
  if (subscription.status === "past_due") return payOpenInvoice(context, subscription);
  context.webhooks.emit("customer.subscription.updated", subscription, context.store.tick());
  return subscription;
}

function publicSession(session: CheckoutSession) {
  const { line_items: _lines, subscription_metadata: _meta, ...rest } = session;
  return rest;
}

function createCheckoutSession(context: ApiContext, form: Record<string, FormValue>) {
  const { store } = context;
  if (str(form.mode) !== "subscription") throw invalid("mode", "The double supports mode=subscription only");
  const customer = str(form.customer);
  if (!customer || !store.customers.has(customer)) throw missing("customer", customer ?? "");
  const successUrl = str(form.success_url);
  const cancelUrl = str(form.cancel_url);
  if (!successUrl) throw invalid("success_url", "Missing required param: success_url.");
  const lines = list(form.line_items).map((line, index) => {
    const fields = obj(line);
    const price = str(fields.price) ?? "";
    if (!store.prices.has(price)) throw missing("price", price);
    const quantity = Number(str(fields.quantity) ?? "1");
    if (!Number.isInteger(quantity) || quantity < 1) throw invalid(`line_items[${index}][quantity]`, "Invalid integer");
    return { price, quantity };
  });
  if (lines.length !== 1) throw invalid("line_items", "The double supports exactly one line item");
  const id = newId("cs_test");
  const session: CheckoutSession = {
    id,
    object: "checkout.session",
    mode: "subscription",
    status: "open",
    payment_status: "unpaid",
    customer,
    client_reference_id: str(form.client_reference_id) ?? null,
    subscription: null,
    invoice: null,
    url: `${context.publicUrl}/checkout/${id}`,
    success_url: successUrl,
    cancel_url: cancelUrl ?? successUrl,
    locale: str(form.locale) ?? null,
    metadata: stringRecord(form.metadata),
    line_items: lines,
    subscription_metadata: stringRecord(obj(form.subscription_data).metadata),
    subscription_tax_rates: taxRateIds(store, obj(form.subscription_data).default_tax_rates),
    tax_id_collection: { enabled: str(obj(form.tax_id_collection).enabled) === "true" },
    customer_details: null,
    created: store.tick(),
    livemode: false,
  };
  store.checkoutSessions.set(id, session);
  return publicSession(session);
}

/** Stripe's POST /v1/checkout/sessions/:id/expire: only an open session can expire; it cannot be paid after. */
function expireCheckout(context: ApiContext, session: CheckoutSession) {
  if (session.status !== "open") {
    throw invalid("session", `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
  }
  session.status = "expired";
  const body = publicSession(session);
  context.webhooks.emit("checkout.session.expired", body, context.store.tick());
  return body;
}

/** A full refund of a payment intent (partial refunds are not needed here). */
function createRefund(context: ApiContext, form: Record<string, FormValue>): Refund {
  const { store } = context;
  const paymentIntent = str(form.payment_intent) ?? "";
  const invoice = [...store.invoices.values()].find((candidate) => candidate.payment_intent === paymentIntent);
  if (!invoice) throw missing("payment_intent", paymentIntent);
  const refunded = [...store.refunds.values()].filter((r) => r.payment_intent === paymentIntent).reduce((sum, r) => sum + r.amount, 0);
  const amount = Number(str(form.amount) ?? invoice.amount_paid - refunded);
  if (amount <= 0 || refunded + amount > invoice.amount_paid) {
    throw new StripeApiError(400, "invalid_request_error", `Charge for payment intent ${paymentIntent} has already been refunded.`, "payment_intent");
  }
  const refund: Refund = {
    id: newId("re"),
    object: "refund",
    amount,
    currency: "dkk",
    payment_intent: paymentIntent,
    status: "succeeded",
    reason: str(form.reason) ?? null,
    metadata: stringRecord(form.metadata),
    created: store.tick(),
  };
  store.refunds.set(refund.id, refund);
  return refund;
}

/** Stripe's `limit` (1-100, default 10), as its list endpoints take it. */
function limitOf(query: URLSearchParams): number {
  const raw = query.get("limit");
  if (raw === null) return 10;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw invalid("limit", "Invalid integer: limit must be between 1 and 100.");
  return limit;
}

/** GET /v1/invoices: newest first, by customer and subscription, `limit` and `starting_after` as Stripe pages. */
function listInvoices(store: StripeStore, query: URLSearchParams) {
  const customer = query.get("customer");
  const subscription = query.get("subscription");
  const status = query.get("status");
  const all = [...store.invoices.values()]
    .filter((i) => (!customer || i.customer === customer) && (!subscription || i.subscription === subscription) && (!status || i.status === status))
    .sort((a, b) => b.created - a.created || b.number.localeCompare(a.number));
  const after = query.get("starting_after");
  const start = after ? all.findIndex((invoice) => invoice.id === after) + 1 : 0;
  const limit = limitOf(query);
  const data = all.slice(start, start + limit);
  return { object: "list", data, has_more: start + limit < all.length, url: "/v1/invoices" };
}

function paymentMethodsOf(store: StripeStore, customer: string, query: URLSearchParams) {
  const type = query.get("type");
  return [...store.paymentMethods.values()]
    .filter((method) => method.customer === customer && (!type || method.type === type))
    .sort((a, b) => b.created - a.created)
    .slice(0, limitOf(query));
}

/** subscription_data[default_tax_rates][]: ids of active tax rates of this account, as Stripe refuses any other. */
function taxRateIds(store: StripeStore, value: FormValue | undefined): string[] {
  const ids = list(value).map((entry) => str(entry) ?? "");
  for (const id of ids) {
    if (!store.taxRates.get(id)?.active) throw invalid("subscription_data[default_tax_rates]", `No such tax rate: '${id}'`);
  }
  return ids;
}

/** Stripe's POST /v1/tax_rates (the fields a rate has; rates cannot change their percentage afterwards). */
function createTaxRate(store: StripeStore, form: Record<string, FormValue>): TaxRate {
  const displayName = str(form.display_name);
  const percentage = Number(str(form.percentage));
  const inclusive = str(form.inclusive);
  if (!displayName) throw invalid("display_name", "Missing required param: display_name.");
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) throw invalid("percentage", "Invalid percentage.");
  if (inclusive !== "true" && inclusive !== "false") throw invalid("inclusive", "Missing required param: inclusive.");
  const rate: TaxRate = {
    id: newId("txr"),
    object: "tax_rate",
    active: str(form.active) !== "false",
    country: str(form.country) ?? null,
    description: str(form.description) ?? null,
    display_name: displayName,
    inclusive: inclusive === "true",
    jurisdiction: str(form.jurisdiction) ?? null,
    percentage,
    tax_type: str(form.tax_type) ?? null,
    metadata: stringRecord(form.metadata),
    created: store.tick(),
    livemode: false,
  };
  store.taxRates.set(rate.id, rate);
  return rate;
}

function route(context: ApiContext, method: string, path: string, query: URLSearchParams, form: Record<string, FormValue>): ApiAnswer {
  const { store } = context;
  const parts = path.split("/").filter(Boolean); // ["v1", ...]
  const [, resource, id, sub] = parts;
  const ok = (body: unknown): ApiAnswer => ({ status: 200, body });

  if (resource === "tax_rates") {
    if (!id && method === "GET") {
      const active = query.get("active");
      const data = [...store.taxRates.values()].filter((rate) => active === null || String(rate.active) === active);
      return ok(list_(data, "/v1/tax_rates"));
    }
    if (!id && method === "POST") return ok(createTaxRate(store, form));
    const rate = store.taxRates.get(id ?? "");
    if (!rate) throw missing("tax_rate", id ?? "");
    if (method === "GET") return ok(rate);
    if (method === "POST") {
      if (form.active !== undefined) rate.active = str(form.active) === "true";
      if (form.display_name !== undefined) rate.display_name = str(form.display_name) ?? rate.display_name;
      return ok(rate);
    }
  }

  if (resource === "prices") {
    if (!id && method === "GET") return ok(list_(listPrices(store, query), "/v1/prices"));
    if (!id && method === "POST") return ok(createPrice(store, form));
    const price = store.prices.get(id ?? "");
    if (!price) throw missing("price", id ?? "");
    if (method === "POST") return ok(updatePrice(store, price, form));
    return ok(price);
  }
  if (resource === "products") {
    if (!id && method === "GET") return ok(list_([...store.products.values()], "/v1/products"));
    if (!id && method === "POST") return ok(createProduct(store, form));
    const product = store.products.get(id ?? "");
    if (!product) throw missing("product", id ?? "");
    if (method === "POST") return ok(updateProduct(store, product, form));
    return ok(product);
  }
  if (resource === "customers") {
    if (!id && method === "POST") {
      const customer = {
        id: newId("cus"),
        object: "customer" as const,
        email: str(form.email) ?? null,
        name: str(form.name) ?? null,
        metadata: stringRecord(form.metadata),
        invoice_settings: { default_payment_method: null },
        created: store.tick(),
        livemode: false as const,
      };
      store.customers.set(customer.id, customer);
      return ok(customer);
    }
    const customer = store.customers.get(id ?? "");
    if (!customer) throw missing("customer", id ?? "");
    if (sub === "tax_ids" && method === "GET") {
      const data = [...store.taxIds.values()].filter((taxId) => taxId.customer === customer.id);
      return ok(list_(data, `/v1/customers/${customer.id}/tax_ids`));
    }
    if (sub === "payment_methods" && method === "GET") {
      return ok(list_(paymentMethodsOf(store, customer.id, query), `/v1/customers/${customer.id}/payment_methods`));
    }
    if (sub) throw new StripeApiError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
    if (method === "DELETE") {
      store.customers.delete(customer.id);
      return ok({ id: customer.id, object: "customer", deleted: true });
    }
    return ok(customer);
  }
  if (resource === "checkout" && id === "sessions") {
    const sessionId = sub;
    if (!sessionId && method === "POST") return ok(createCheckoutSession(context, form));
    if (!sessionId && method === "GET") {
      const customer = query.get("customer");
      const status = query.get("status");
      const data = [...store.checkoutSessions.values()]
        .filter((s) => (!customer || s.customer === customer) && (!status || s.status === status))
        .sort((a, b) => b.created - a.created)
        .map(publicSession);
      return ok(list_(data, "/v1/checkout/sessions"));
    }
    const session = store.checkoutSessions.get(sessionId ?? "");
    if (!session) throw missing("checkout.session", sessionId ?? "");
    if (method === "POST" && parts[4] === "expire") return ok(expireCheckout(context, session));
    return ok(publicSession(session));
  }
  if (resource === "invoices" && method === "GET") {
    if (!id) return ok(listInvoices(store, query));
    const invoice = store.invoices.get(id);
    if (!invoice) throw missing("invoice", id);
    return ok(invoice);
  }
  if (resource === "payment_methods" && method === "GET") {
    if (!id) {
      const customer = query.get("customer");
      if (!customer) throw invalid("customer", "Missing required param: customer.");
      return ok(list_(paymentMethodsOf(store, customer, query), "/v1/payment_methods"));
    }
    const paymentMethod = store.paymentMethods.get(id);
    if (!paymentMethod) throw missing("payment_method", id);
    return ok(paymentMethod);
  }
  if (resource === "invoice_payments" && !id && method === "GET") {
    const invoice = store.invoices.get(query.get("invoice") ?? "");
    const data = invoice
      ? [
          {
            id: `inpay_${invoice.id.slice(3)}`,
            object: "invoice_payment",
            invoice: invoice.id,
            amount_paid: invoice.amount_paid,
            currency: invoice.currency,
            is_default: true,
            status: "paid",
            payment: { type: "payment_intent", payment_intent: invoice.payment_intent },
          },
        ]
      : [];
    return ok(list_(data, "/v1/invoice_payments"));
  }
  if (resource === "refunds") {
    if (!id && method === "POST") return ok(createRefund(context, form));
    if (!id && method === "GET") {
      const paymentIntent = query.get("payment_intent");
      return ok(list_([...store.refunds.values()].filter((r) => !paymentIntent || r.payment_intent === paymentIntent), "/v1/refunds"));
    }
    const refund = store.refunds.get(id ?? "");
    if (!refund) throw missing("refund", id ?? "");
    return ok(refund);
  }
  if (resource === "billing_portal" && id === "sessions" && method === "POST") {
    const customer = str(form.customer) ?? "";
    if (!store.customers.has(customer)) throw missing("customer", customer);
    const sessionId = newId("bps");
    const session = {
      id: sessionId,
      object: "billing_portal.session" as const,
      customer,
      return_url: str(form.return_url) ?? "",
      url: `${context.publicUrl}/portal/${sessionId}`,
      created: store.tick(),
      livemode: false as const,
    };
    store.portalSessions.set(sessionId, session);
    return ok(session);
  }
  if (resource === "subscriptions") {
    if (!id && method === "GET") {
      const customer = query.get("customer");
      const status = query.get("status") ?? "active";
      const data = [...store.subscriptions.values()].filter(
        (s) => (!customer || s.customer === customer) && (status === "all" || s.status === status),
      );
      return ok(list_(data, "/v1/subscriptions"));
    }
    const subscription = store.subscriptions.get(id ?? "");
    if (!subscription) throw missing("subscription", id ?? "");
    if (method === "GET") return ok(subscription);
    if (method === "DELETE") return ok(cancelSubscription(context, subscription));
    const item = obj(list(form.items)[0]);
    const quantity = str(form.quantity) ?? str(item.quantity);
    const cancel = str(form.cancel_at_period_end);
    // A timestamp schedules the end; an empty value clears it, as in Stripe's form encoding.
    const cancelAt = str(form.cancel_at);
    if (cancelAt !== undefined && cancelAt !== "" && !/^\d+$/.test(cancelAt)) throw invalid("cancel_at", "Invalid timestamp: must be an integer Unix timestamp.");
    return ok(
      updateSubscription(context, subscription, {
        quantity: quantity === undefined ? undefined : Number(quantity),
        priceId: str(item.price),
        cancelAtPeriodEnd: cancel === undefined ? undefined : cancel === "true",
        cancelAt: cancelAt === undefined ? undefined : cancelAt === "" ? null : Number(cancelAt),
      }),
    );
  }
  throw new StripeApiError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
}

/** Remembered answers per Idempotency-Key, as Stripe keeps them (for 24 hours there; for the run here). */
const idempotency = new WeakMap<StripeStore, Map<string, { fingerprint: string; answer: ApiAnswer }>>();

export function handleApi(
  context: ApiContext,
  request: { method: string; path: string; query: URLSearchParams; body: string; idempotencyKey?: string },
): ApiAnswer {
  const form = parseStripeForm(request.body);
  const remembered = idempotency.get(context.store) ?? new Map<string, { fingerprint: string; answer: ApiAnswer }>();
  idempotency.set(context.store, remembered);
  const key = request.method === "POST" && request.idempotencyKey ? request.idempotencyKey : undefined;
  const fingerprint = createHash("sha256").update(`${request.method} ${request.path}\n${request.body}`).digest("hex");
  if (key) {
    const earlier = remembered.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        return new StripeApiError(
          400,
          "idempotency_error",
          `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
        ).toAnswer();
      }
      return earlier.answer;
    }
  }
  let answer: ApiAnswer;
  try {
    answer = route(context, request.method, request.path, request.query, form);
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    answer = error.toAnswer();
  }
  // Stripe replays successes and client errors for a key; a 5xx would be retried, so it is not stored.
  if (key && answer.status < 500) remembered.set(key, { fingerprint, answer });
  return answer;
}
