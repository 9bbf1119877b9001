// The hosted pages Stripe would show: Checkout (pay or be declined) and the billing portal (change seats,
// cancel at period end, resume). Plain server-rendered HTML forms, labelled for keyboard and screen readers.
import type { Plan } from "#shared/content/plans.ts";
import { taxesOn } from "./billing-records.ts";
import type { CheckoutSession, Customer, Invoice, StripeStore, Subscription, TaxId, TaxRate } from "./store.ts";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const money = (ore: number) =>
  new Intl.NumberFormat("da-DK", { style: "currency", currency: "DKK", minimumFractionDigits: 2 }).format(ore / 100);

const percent = (value: number) => new Intl.NumberFormat("da-DK", { maximumFractionDigits: 4 }).format(value);

/** A tax rate's line as Stripe's hosted pages label it: its display name and percentage ("Moms (25 %)"). */
const taxLabel = (rate: TaxRate) => `${rate.display_name} (${percent(rate.percentage)} %)${rate.inclusive ? ", inkluderet" : ""}`;

/**
 * What a month costs with the subscription's tax rates, as Stripe's pages show it: the net amount, each tax and
 * the total charged (net plus the exclusive taxes).
 */
function monthlyCharge(net: number, rates: TaxRate[]): { rows: Array<[string, number]>; tax: number; total: number } {
  const { taxes, tax, total } = taxesOn(net, rates);
  return { rows: rates.map((rate, index) => [taxLabel(rate), taxes[index]!.amount]), tax, total };
}

const longDate = (seconds: number) =>
  new Intl.DateTimeFormat("da-DK", { dateStyle: "long", timeZone: "Europe/Copenhagen" }).format(new Date(seconds * 1000));

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a2e}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.25rem;padding:.6rem 1rem;font-size:1rem;background:#3b3bd6;color:#fff;border:0;border-radius:.4rem;cursor:pointer}
button.secondary{background:#555}fieldset{margin-top:1rem;border:1px solid #ccc;border-radius:.4rem}legend{font-weight:600}
table{border-collapse:collapse;width:100%;margin-top:1rem}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}.error{color:#a30000;font-weight:600}.note{color:#444;font-size:.9rem}
table.summary th{font-weight:400}table.summary td{text-align:right;white-space:nowrap}table.summary tr.total>*{font-weight:700;border-top:2px solid #1a1a2e}
</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(session: CheckoutSession, plan: Plan | undefined, unitAmount: number, taxRates: TaxRate[], error?: string): string {
  const line = session.line_items[0]!;
  if (session.status === "expired") {
    return page(
      "Betalingen er udløbet",
      `<h1>Betalingen er udløbet</h1><p>Denne betaling kan ikke længere gennemføres, fordi en nyere er startet.</p><p><a href="${escape(session.cancel_url)}">Tilbage til butikken</a></p>`,
    );
  }
  if (session.status !== "open") {
    return page("Betaling gennemført", `<h1>Betalingen er allerede gennemført</h1><p><a href="${escape(session.success_url)}">Tilbage til butikken</a></p>`);
  }
  return page(
    "Betal abonnement – testbetaling",
    `<h1>${escape(plan?.name ?? line.price)}</h1>
<p>${line.quantity} medarbejdere × ${money(unitAmount)} pr. måned</p>
${checkoutSummary(unitAmount * line.quantity, taxRates)}
<p class="note">Lokal testbetaling (Stripe-testdobbelt). Brug kortnummer 4242 4242 4242 4242 for at betale, 4000 0000 0000 0002 for et afvist kort.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ""}
<form method="post" action="/checkout/${escape(session.id)}">
<label for="card">Kortnummer</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Udløbsdato (MM/ÅÅ)</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="12/34">
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123">
${
  session.tax_id_collection.enabled
    ? `<fieldset><legend>Køber du som virksomhed?</legend>
<label for="company">Virksomhedsnavn (valgfrit)</label><input id="company" name="company" autocomplete="organization" maxlength="200">
<label for="cvr">CVR-nummer (valgfrit)</label><input id="cvr" name="cvr" inputmode="numeric" aria-describedby="cvr-hint">
<p id="cvr-hint" class="note">8 cifre, fx 12345678. Vises på fakturaen.</p></fieldset>`
    : ""
}
<button type="submit">Betal og abonnér</button>
</form>
<p><a href="${escape(session.cancel_url)}">Annuller og gå tilbage</a></p>`,
  );
}

/** Checkout's order summary with tax rates, as Stripe's: the subtotal, each tax ("Moms (25 %)"), the total. */
function checkoutSummary(net: number, taxRates: TaxRate[]): string {
  const charge = monthlyCharge(net, taxRates);
  const rows: Array<[string, string]> = [
    ...(taxRates.length ? [["Subtotal", money(net)] as [string, string]] : []),
    ...charge.rows.map(([label, amount]): [string, string] => [label, money(amount)]),
  ];
  return `<table class="summary" aria-label="Pris pr. måned"><tbody>${rows
    .map(([label, amount]) => `<tr><th scope="row">${escape(label)}</th><td>${amount}</td></tr>`)
    .join("")}<tr class="total"><th scope="row">I alt pr. måned</th><td>${money(charge.total)}</td></tr></tbody></table>`;
}

/** A subscription's monthly charge as the portal lists it: the total, and the moms in it when it has a rate. */
function monthlyLine(net: number, taxRates: TaxRate[]): string {
  const charge = monthlyCharge(net, taxRates);
  return taxRates.length
    ? `<strong>${money(charge.total)}</strong> pr. måned inkl. moms (heraf moms ${money(charge.tax)})`
    : `${money(charge.total)} pr. måned`;
}

export function portalPage(sessionId: string, returnUrl: string, subscriptions: Subscription[], store: StripeStore, notice?: string): string {
  const body = subscriptions.length
    ? subscriptions
        .map((subscription) => {
          const item = subscription.items.data[0]!;
          const plan = store.planOf(item.price.id);
          const base = `/portal/${escape(sessionId)}/subscriptions/${escape(subscription.id)}`;
          const state =
            subscription.status === "canceled"
              ? "Abonnementet er ophørt."
              : subscription.cancel_at !== null
                ? `Opsagt. Abonnementet ophører ${longDate(subscription.cancel_at)}.`
                : `Fornyes ${longDate(item.current_period_end)}.`;
          const card = subscription.default_payment_method ? store.paymentMethods.get(subscription.default_payment_method) : undefined;
          const cardLine = card
            ? `${escape(card.card.brand === "visa" ? "Visa" : card.card.brand)} •••• ${escape(card.card.last4)}, udløber ${String(card.card.exp_month).padStart(2, "0")}/${card.card.exp_year}`
            : "Intet kort";
          return `<section aria-label="${escape(plan?.name ?? item.price.id)}">
<h2>${escape(plan?.name ?? item.price.id)}</h2>
<p>${item.quantity} medarbejdere · ${monthlyLine(item.price.unit_amount * item.quantity, subscription.default_tax_rates)}</p>
<p>${state}</p>
${
  subscription.status === "canceled"
    ? ""
    : `<form method="post" action="${base}/quantity">
<label for="quantity-${escape(subscription.id)}">Antal medarbejdere</label>
<input id="quantity-${escape(subscription.id)}" name="quantity" type="number" min="1" max="30" value="${item.quantity}" required>
<button type="submit">Opdater antal</button></form>
<h3>Betalingskort</h3>
${subscription.status === "past_due" ? `<p class="error">Den seneste betaling mislykkedes. Opdater betalingskortet, så betales den åbne faktura med det nye kort.</p>` : ""}
<p>${cardLine}</p>
<form method="post" action="${base}/card">
<label for="card-${escape(subscription.id)}">Nyt kortnummer</label><input id="card-${escape(subscription.id)}" name="card" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry-${escape(subscription.id)}">Udløbsdato (MM/ÅÅ)</label><input id="expiry-${escape(subscription.id)}" name="expiry" autocomplete="cc-exp" required>
<button type="submit">Opdater betalingskort</button></form>
<form method="post" action="${base}/${subscription.cancel_at !== null ? "resume" : "cancel"}">
<button type="submit" class="secondary">${subscription.cancel_at !== null ? "Genoptag abonnement" : "Opsig abonnement"}</button></form>`
}
</section>`;
        })
        .join("")
    : "<p>Ingen abonnementer.</p>";
  const customer = subscriptions[0]?.customer;
  const invoices = customer
    ? [...store.invoices.values()].filter((invoice) => invoice.customer === customer).sort((a, b) => b.created - a.created)
    : [];
  const history = invoices.length
    ? `<h2>Fakturahistorik</h2><table><thead><tr><th scope="col">Dato</th><th scope="col">Beløb inkl. moms</th><th scope="col">Status</th></tr></thead><tbody>${invoices
        .map(
          (invoice) =>
            `<tr><td><a href="/invoices/${escape(invoice.id)}">${longDate(invoice.created)}</a></td><td>${money(invoice.total)}<br><span class="note">heraf moms ${money(invoice.total_taxes.reduce((sum, tax) => sum + tax.amount, 0))}</span></td><td>${invoice.status === "paid" ? "Betalt" : "Ikke betalt"}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : "";
  return page(
    "Administrer abonnement",
    `<h1>Administrer abonnement</h1>${notice ? `<p role="status">${escape(notice)}</p>` : ""}${body}${history}
<p><a href="${escape(returnUrl)}">Tilbage til kundeportalen</a></p>`,
  );
}

const taxIdText = (taxIds: TaxId[]) => taxIds.map((taxId) => `CVR ${taxId.value.replace(/^DK/, "")}`).join(", ");

/** The lines of an invoice, shared by its hosted page and its PDF. */
export function invoicePdfLines(invoice: Invoice, customer: Customer | undefined, taxIds: TaxId[]): string[] {
  const line = invoice.lines.data[0]!;
  const vat = invoice.total_taxes.reduce((sum, tax) => sum + tax.amount, 0);
  // The rate as Stripe's invoice prints it beside the tax line ("Moms (25 %)"), from the amounts it was applied to.
  const taxable = invoice.total_taxes[0]?.taxable_amount ?? invoice.subtotal;
  const percent = taxable > 0 ? Math.round((vat / taxable) * 100) : 0;
  return [
    `Faktura ${invoice.number}`,
    `Dato: ${longDate(invoice.created)}`,
    `Kunde: ${customer?.name ?? customer?.email ?? invoice.customer}${taxIds.length ? ` (${taxIdText(taxIds)})` : ""}`,
    `Periode: ${longDate(invoice.period_start)} - ${longDate(invoice.period_end)}`,
    `${line.description}: ${money(line.amount)}`,
    `Subtotal (ekskl. moms): ${money(invoice.subtotal)}`,
    `Moms (${percent} %): ${money(vat)}`,
    `I alt: ${money(invoice.total)}`,
    invoice.status_transitions.paid_at === null ? "Status: ikke betalt" : `Status: betalt ${longDate(invoice.status_transitions.paid_at)}`,
  ];
}

/** The hosted invoice page (hosted_invoice_url): the invoice's lines and a link to its PDF. */
export function invoicePage(invoice: Invoice, customer: Customer | undefined, taxIds: TaxId[]): string {
  const [title, ...rest] = invoicePdfLines(invoice, customer, taxIds);
  return page(
    title!,
    `<h1>${escape(title!)}</h1><ul>${rest.map((line) => `<li>${escape(line)}</li>`).join("")}</ul>
<p><a href="/invoices/${escape(invoice.id)}/pdf">Hent faktura som PDF</a></p>`,
  );
}
