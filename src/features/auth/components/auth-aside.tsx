import { Check, KeyRound, LifeBuoy, Lock, ShieldCheck } from "lucide-react";
import { PRICE_UNIT_TEXT, PLAN_NOTICE_TEXT, type Plan } from "#shared/content/plans.ts";
import { SUPPORT_PROMISE } from "#shared/content/support.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";

const POINTS = [
  {
    icon: ShieldCheck,
    title: "Alt samlet i kundeportalen",
    text: "Vælg plan, betal med kort, hent fakturaer og ret abonnementet, når I vokser.",
  },
  {
    icon: KeyRound,
    title: "Totrinsbekræftelse på din konto",
    text: "Slå en kode fra din godkendelsesapp til i portalen, så en stjålen adgangskode ikke er nok.",
  },
  {
    icon: Lock,
    title: "Krypteret forbindelse og databehandleraftale",
    text: "Vi behandler jeres oplysninger efter databehandleraftalen, og kortoplysninger går direkte til betalingsudbyderen.",
  },
  {
    icon: LifeBuoy,
    title: "Hjælp, når det brænder på",
    text: `${SUPPORT_PROMISE.incidents} Ring ${siteIdentity.incidentPhone}.`,
  },
] as const;

/** The plan a buyer came from ('Start i dag'), named beside the form: price, unit and notice. */
export function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <div className="mt-4 flex items-start gap-3 rounded-lg border border-accent/40 bg-accent/5 p-4" data-testid="auth-plan">
      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <p className="text-sm">
        <span className="font-semibold">Valgt plan: {plan.name}</span>
        <span className="block text-muted-foreground">
          {plan.pricePerEmployee} {PRICE_UNIT_TEXT}, ekskl. moms. Du vælger antal medarbejdere og betaler i næste trin.
        </span>
      </p>
    </div>
  );
}

/**
 * Beside the form on a wide screen (below it on a phone): what the account gives and why it can be trusted, in
 * the landing page's navy, so /auth reads as the same security company's site and not a bare card on grey.
 */
export function AuthAside() {
  return (
    <aside aria-labelledby="auth-aside-heading" className="rounded-2xl bg-primary p-6 text-primary-foreground sm:p-8 lg:order-1 lg:p-10">
      <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">{siteIdentity.productName} kundeportal</p>
      <h2 id="auth-aside-heading" className="mt-3 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        Beskyttelse af hele virksomheden, styret fra én konto
      </h2>
      <ul className="mt-8 space-y-6">
        {POINTS.map((point) => (
          <li key={point.title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
              <point.icon aria-hidden="true" className="size-5 text-teal-300" />
            </span>
            <span>
              <span className="block font-semibold">{point.title}</span>
              <span className="mt-1 block text-sm text-primary-foreground/80">{point.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-8 border-t border-white/15 pt-6 text-sm text-primary-foreground/80">{PLAN_NOTICE_TEXT}</p>
    </aside>
  );
}
