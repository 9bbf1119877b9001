// A Stripe test double for the local stack: Stripe's HTTP API (what our functions call), the hosted
// Checkout and billing-portal pages, and signed webhook deliveries with retries. Functions reach it with the
// unchanged stripe SDK pointed at its base URL (STRIPE_API_BASE); browsers open its pages.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { cancelSubscription, failRenewal, completeCheckout, handleApi, renewSubscription, replaceCard, updateSubscription, type ApiContext } from "./api.ts";
import { invoicePdf, parseCvr } from "./billing-records.ts";
import { checkoutPage, invoicePage, invoicePdfLines, portalPage } from "./pages.ts";
import { StripeStore } from "./store.ts";
import { WebhookSender, type Delivery, type StripeEvent } from "./webhooks.ts";

/** A secret key the double accepts; real Stripe keys are never needed locally. */
export const DOUBLE_SECRET_KEY = "sk_test_local_stripe_double";
export const DOUBLE_WEBHOOK_SECRET = "whsec_local_stripe_double";

/** The card numbers of Stripe's test mode that the checkout page knows. */
export const TEST_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

export interface StripeDoubleOptions {
  port: number;
  /** Where events go: stripe-webhook behind the gateway. */
  webhookUrl: string;
  webhookSecret?: string;
  secretKey?: string;
  retryDelaysMs?: number[];
  log?: (message: string) => void;
}

export interface StripeDouble {
  url: string;
  secretKey: string;
  webhookSecret: string;
  events: StripeEvent[];
  deliveries: Map<string, Delivery>;
  /** Resolves once every event so far has been delivered or has used up its retries. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const MAX_BODY = 256 * 1024;
/** How long the portal page waits for the webhook's answer to a change before showing the page anyway. */
const PORTAL_SETTLE_MS = 10_000;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error("body too large"));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: string, type: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": type, "cache-control": "no-store", ...headers });
  res.end(body);
}

const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, JSON.stringify(body), "application/json", { "request-id": `req_${Date.now().toString(36)}` });
const sendHtml = (res: ServerResponse, status: number, html: string) => send(res, status, html, "text/html; charset=utf-8");
const redirect = (res: ServerResponse, location: string) => send(res, 303, "", "text/plain", { location });

export async function startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  const url = `http://127.0.0.1:${options.port}`;
  const secretKey = options.secretKey ?? DOUBLE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? DOUBLE_WEBHOOK_SECRET;
  const log = options.log ?? (() => undefined);
  const store = new StripeStore();
  const webhooks = new WebhookSender({
    url: options.webhookUrl,
    secret: webhookSecret,
    retryDelaysMs: options.retryDelaysMs ?? [500, 1_000, 2_000, 5_000, 10_000],
    log,
  });
  const context: ApiContext = { store, webhooks, publicUrl: url };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const requestUrl = new URL(req.url ?? "/", url);
    const path = requestUrl.pathname;
    const method = req.method ?? "GET";
    const body = method === "GET" || method === "HEAD" ? "" : await readBody(req);

    if (path.startsWith("/v1/")) {
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return sendJson(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
      }
      const idempotencyKey = req.headers["idempotency-key"];
      const answer = handleApi(context, {
        method,
        path,
        query: requestUrl.searchParams,
        body,
        idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : undefined,
      });
      log(`${method} ${path} -> ${answer.status}`);
      return sendJson(res, answer.status, answer.body);
    }

    const checkout = /^\/checkout\/([\w]+)$/.exec(path);
    if (checkout) {
      const session = store.checkoutSessions.get(checkout[1]!);
      if (!session) return sendHtml(res, 404, "<!doctype html><html lang=da><title>Ikke fundet</title><h1>Betalingen findes ikke</h1></html>");
      const line = session.line_items[0]!;
      const unitAmount = store.prices.get(line.price)!.unit_amount;
      const plan = store.planOf(line.price);
      // The rates the subscription will be charged with (subscription_data.default_tax_rates), shown in the summary.
      const taxRates = session.subscription_tax_rates.map((id) => store.taxRates.get(id)).filter((rate) => rate !== undefined);
      if (method === "POST") {
        if (session.status === "expired") return sendHtml(res, 410, checkoutPage(session, plan, unitAmount, taxRates));
        if (session.status !== "open") return redirect(res, session.success_url);
        const fields = new URLSearchParams(body);
        const card = (fields.get("card") ?? "").replace(/\D/g, "");
        if (card === TEST_CARDS.declined) return sendHtml(res, 402, checkoutPage(session, plan, unitAmount, taxRates, "Dit kort blev afvist. Prøv et andet kort."));
        if (card !== TEST_CARDS.success) return sendHtml(res, 400, checkoutPage(session, plan, unitAmount, taxRates, "Kortnummeret er ugyldigt."));
        const expiry = fields.get("expiry")?.trim() || "12/34";
        if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(expiry)) return sendHtml(res, 400, checkoutPage(session, plan, unitAmount, taxRates, "Udløbsdatoen skal skrives MM/ÅÅ."));
        // Checkout's tax id collection: a business name and a CVR number, both optional; a CVR must be 8 digits.
        const company = session.tax_id_collection.enabled ? fields.get("company")?.trim().slice(0, 200) || null : null;
        const cvrInput = session.tax_id_collection.enabled ? fields.get("cvr")?.trim() || "" : "";
        const cvr = cvrInput ? parseCvr(cvrInput) : null;
        if (cvrInput && !cvr) return sendHtml(res, 400, checkoutPage(session, plan, unitAmount, taxRates, "CVR-nummeret skal være 8 cifre."));
        completeCheckout(context, session, { card, expiry, company, cvr });
        return redirect(res, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
      }
      return sendHtml(res, 200, checkoutPage(session, plan, unitAmount, taxRates));
    }

    const portal = /^\/portal\/(\w+)(?:\/subscriptions\/(\w+)\/(quantity|cancel|resume|card))?$/.exec(path);
    if (portal) {
      const session = store.portalSessions.get(portal[1]!);
      if (!session) return sendHtml(res, 404, "<!doctype html><html lang=da><title>Ikke fundet</title><h1>Sessionen findes ikke</h1></html>");
      const own = () => [...store.subscriptions.values()].filter((s) => s.customer === session.customer);
      if (method === "POST" && portal[2]) {
        const subscription = own().find((s) => s.id === portal[2]);
        if (!subscription || subscription.status === "canceled") return redirect(res, `/portal/${session.id}`);
        const action = portal[3];
        if (action === "quantity") {
          const quantity = Number(new URLSearchParams(body).get("quantity"));
          if (!Number.isInteger(quantity) || quantity < 1 || quantity > 30) {
            return sendHtml(res, 400, portalPage(session.id, session.return_url, own(), store, "Antal medarbejdere skal være mellem 1 og 30."));
          }
          updateSubscription(context, subscription, { quantity });
        } else if (action === "card") {
          const fields = new URLSearchParams(body);
          const card = (fields.get("card") ?? "").replace(/\D/g, "");
          const expiry = fields.get("expiry")?.trim() ?? "";
          const refuse = (message: string) => sendHtml(res, 402, portalPage(session.id, session.return_url, own(), store, message));
          if (card === TEST_CARDS.declined) return refuse("Dit kort blev afvist. Prøv et andet kort.");
          if (card !== TEST_CARDS.success) return refuse("Kortnummeret er ugyldigt.");
          if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(expiry)) return refuse("Udløbsdatoen skal skrives MM/ÅÅ.");
          replaceCard(context, subscription, { number: card, expiry });
        } else {
          updateSubscription(context, subscription, { cancelAtPeriodEnd: action === "cancel" });
        }
        // The page after the change shows what the account's webhook made of it (the terms' cancel_at),
        // as Stripe's own page shows the subscription's current cancel_at: wait, briefly, for the deliveries.
        await webhooks.settled(PORTAL_SETTLE_MS);
        return redirect(res, `/portal/${session.id}?updated=1`);
      }
      const notice = requestUrl.searchParams.get("updated") ? "Dine ændringer er gemt." : undefined;
      return sendHtml(res, 200, portalPage(session.id, session.return_url, own(), store, notice));
    }

    // The hosted invoice page and its PDF (the invoice's hosted_invoice_url and invoice_pdf).
    const invoiceMatch = /^\/invoices\/(\w+)(\/pdf)?$/.exec(path);
    if (invoiceMatch && method === "GET") {
      const invoice = store.invoices.get(invoiceMatch[1]!);
      if (!invoice) return sendHtml(res, 404, "<!doctype html><html lang=da><title>Ikke fundet</title><h1>Fakturaen findes ikke</h1></html>");
      const customer = store.customers.get(invoice.customer);
      const taxIds = [...store.taxIds.values()].filter((taxId) => taxId.customer === invoice.customer);
      if (invoiceMatch[2]) {
        res.writeHead(200, {
          "content-type": "application/pdf",
          "content-disposition": `inline; filename="Faktura-${invoice.number}.pdf"`,
          "cache-control": "no-store",
        });
        res.end(invoicePdf(invoicePdfLines(invoice, customer, taxIds)));
        return;
      }
      return sendHtml(res, 200, invoicePage(invoice, customer, taxIds));
    }

    // A period's end for one subscription: renewed and its invoice paid, or (fail-renewal) the card declined.
    const renew = /^\/_double\/subscriptions\/(\w+)\/(renew|fail-renewal)$/.exec(path);
    if (renew && method === "POST") {
      const subscription = store.subscriptions.get(renew[1]!);
      if (!subscription || subscription.status === "canceled") return sendJson(res, 404, { error: "no such running subscription" });
      return sendJson(res, 200, renew[2] === "renew" ? renewSubscription(context, subscription) : failRenewal(context, subscription));
    }
    // Ends a subscription at once, as the end of its period would (the tests' stand-in for time passing).
    const end = /^\/_double\/subscriptions\/(\w+)\/end$/.exec(path);
    if (end && method === "POST") {
      const subscription = store.subscriptions.get(end[1]!);
      if (!subscription) return sendJson(res, 404, { error: "no such subscription" });
      return sendJson(res, 200, cancelSubscription(context, subscription));
    }
    // Stripe's "now" for what follows (Stripe's test clocks, simplified): { "now": <Unix seconds> }.
    if (path === "/_double/clock" && method === "POST") {
      const now = Number((JSON.parse(body || "{}") as { now?: unknown }).now);
      if (!Number.isInteger(now) || now <= 0) return sendJson(res, 400, { error: "now must be Unix seconds" });
      store.setClock(now);
      return sendJson(res, 200, { now: store.now() });
    }
    if (path === "/_double/events" && method === "GET") {
      return sendJson(res, 200, { events: webhooks.events, deliveries: [...webhooks.deliveries.values()] });
    }
    if (path === "/_health") return sendJson(res, 200, { ok: true });
    return sendJson(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`error: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: { type: "api_error", message: "Internal error in the Stripe double" } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });

  return {
    url,
    secretKey,
    webhookSecret,
    events: webhooks.events,
    deliveries: webhooks.deliveries,
    idle: () => webhooks.idle(),
    stop: async () => {
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
