import { CreditCard, FileText } from "lucide-react";
import { formatDanishDate, formatDKK } from "#shared/lib/format.ts";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import type { BillingOverview } from "#shared/lib/billing-overview.ts";
import { PORTAL_TEXT } from "../strings.ts";
import { DANISH_VAT_PERCENT } from "#shared/facts/danish-vat.ts";
import { useBillingOverview } from "../use-subscription.ts";

const { billing } = PORTAL_TEXT;

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", dankort: "Dankort" };
const brandName = (brand: string) => BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

function Card({ card }: { card: BillingOverview["paymentMethod"] }) {
  if (!card) return <p className="text-muted-foreground">{billing.noCard}</p>;
  return (
    <p className="flex items-center gap-2" data-testid="payment-method">
      <CreditCard aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span>
        <span className="font-medium">{brandName(card.brand)}</span> •••• {card.last4}{" "}
        <span className="text-muted-foreground">· {billing.cardExpires(String(card.expMonth).padStart(2, "0"), String(card.expYear))}</span>
      </span>
    </p>
  );
}

function Invoices({ invoices }: { invoices: BillingOverview["invoices"] }) {
  if (invoices.length === 0) return <p className="text-muted-foreground">{billing.noInvoices}</p>;
  return (
    <ul className="divide-y divide-border" data-testid="invoices">
      {invoices.map((invoice) => {
        const date = formatDanishDate(invoice.created);
        const paid = invoice.status === "paid";
        return (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
            <span className="min-w-0">
              <span className="block font-medium">{date}</span>
              <span className="block text-xs text-muted-foreground">{invoice.number}</span>
            </span>
            <span className="ml-auto flex items-center gap-3 text-right">
              <span>
                <span className="block font-medium tabular-nums" data-testid="invoice-total">
                  {formatDKK(invoice.total / 100)}
                </span>
                <span className="block text-xs text-muted-foreground tabular-nums" data-testid="invoice-breakdown">
                  {invoice.tax > 0
                    ? billing.breakdown(formatDKK(invoice.net / 100), formatDKK(invoice.tax / 100), DANISH_VAT_PERCENT)
                    : billing.exclVat}
                </span>
              </span>
              <span className={paid ? "text-xs font-semibold text-emerald-800" : "text-xs font-semibold text-red-800"}>
                {billing.invoiceStatus[invoice.status] ?? invoice.status}
              </span>
              {invoice.pdfUrl && (
                <a
                  href={invoice.pdfUrl}
                  target="_blank"
                  rel="noopener"
                  aria-label={billing.pdfLabel(invoice.number ?? "", date)}
                  className="inline-flex min-h-6 items-center gap-1 font-medium text-primary underline"
                >
                  <FileText aria-hidden="true" className="size-4" />
                  {billing.pdf}
                </a>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What the customer pays with and for, as the payment provider has it (billing-overview): the company
 * and CVR given at checkout, the card the subscription is charged to, and the latest invoices with
 * their PDFs.
 */
export function BillingPanel({ userId }: { userId: string }) {
  const overview = useBillingOverview(userId, true);
  return (
    <section aria-labelledby="billing-overview" className="rounded-lg border border-border bg-card p-6 shadow-sm">
      <h2 id="billing-overview" className="text-xl font-semibold">
        {billing.title}
      </h2>
      {overview.isPending ? (
        <div className="mt-4 space-y-3" role="status" aria-label={billing.loading}>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : overview.isError || !overview.data ? (
        <p className="mt-4 text-sm text-muted-foreground" role="status">
          {billing.unavailable}
        </p>
      ) : (
        <div className="mt-4 space-y-5 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2" data-testid="billing-company">
            <dt className="font-medium">{billing.company}</dt>
            <dd>{overview.data.company ?? <span className="text-muted-foreground">{billing.noCompany}</span>}</dd>
            {overview.data.cvr && (
              <>
                <dt className="font-medium">{billing.cvr}</dt>
                <dd>{overview.data.cvr}</dd>
              </>
            )}
            <dt className="font-medium">{billing.paymentMethod}</dt>
            <dd>
              <Card card={overview.data.paymentMethod} />
            </dd>
          </dl>
          <div>
            <h3 className="font-semibold">{billing.invoices}</h3>
            <div className="mt-1">
              <Invoices invoices={overview.data.invoices} />
            </div>
            <p className="mt-2 text-xs text-muted-foreground">{billing.allInvoices}</p>
          </div>
        </div>
      )}
    </section>
  );
}
