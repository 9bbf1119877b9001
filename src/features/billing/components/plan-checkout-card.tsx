import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "../../../lib/toast.ts";
import { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDKK } from "#shared/lib/format.ts";
import { Check } from "lucide-react";
import { clampEmployees, EMPLOYEES_DEFAULT, EMPLOYEES_MAX, EMPLOYEES_MIN, getPlan, monthlyTotal, type Plan } from "#shared/content/plans.ts";
import { createCheckout } from "../api/billing-api.ts";
import { openInNewWindow } from "../open-in-new-window.ts";
import { rememberPendingCheckout } from "../pending-checkout.ts";
import { PORTAL_TEXT } from "../strings.ts";
import { TERMS_CHECKBOX_ID } from "./terms-consent.tsx";

const schema = z.object({
  employees: z.number().int().min(EMPLOYEES_MIN).max(EMPLOYEES_MAX),
});
type Values = z.input<typeof schema>;

interface PlanCheckoutCardProps {
  plan: Plan;
  selected: boolean;
  online: boolean;
  /** The page's one terms checkbox is ticked (TermsConsent); checkout waits for it. */
  accepted: boolean;
}

/** What the plan includes: the plan below it in full, then what it adds (plans.ts). */
function Includes({ plan }: { plan: Plan }) {
  return (
    <div className="mt-4 text-sm">
      <p className="font-medium">{plan.includes ? PORTAL_TEXT.plansIncludesAll(getPlan(plan.includes).name) : `${PORTAL_TEXT.plansIncludes}:`}</p>
      <ul className="mt-2 space-y-1.5" aria-label={`${PORTAL_TEXT.plansIncludes} ${plan.name}`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            {feature}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One plan: what it includes, its employee count (clamped 1-30), the price for that count, and checkout behind the terms. */
export function PlanCheckoutCard({ plan, selected, online, accepted }: PlanCheckoutCardProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { employees: EMPLOYEES_DEFAULT },
  });
  const employees = useWatch({ control: form.control, name: "employees" });
  const { isSubmitting } = form.formState;
  const id = `plan-${plan.id}`;

  // Pressed before the terms are ticked: the button does not look broken (disabled); it says, at the button, what is
  // missing and moves the focus to the box.
  const [termsMissing, setTermsMissing] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    if (!accepted) {
      setTermsMissing(true);
      document.getElementById(TERMS_CHECKBOX_ID)?.focus();
      return;
    }
    try {
      const url = await openInNewWindow(() => createCheckout(plan.priceId, values.employees));
      rememberPendingCheckout({ planId: plan.id, quantity: values.employees, url });
      toast.success(PORTAL_TEXT.checkoutOpened, { description: PORTAL_TEXT.checkoutOpenedText });
    } catch (error) {
      toast.error(PORTAL_TEXT.error, { description: error instanceof Error ? error.message : "Kunne ikke oprette checkout session" });
    }
  });

  const employeesField = form.register("employees", {
    setValueAs: (value: unknown) => clampEmployees(typeof value === "number" ? value : String(value)),
  });

  return (
    <section
      aria-labelledby={`${id}-name`}
      aria-current={selected ? "true" : undefined}
      className={cn("flex flex-col rounded-lg border bg-card p-6 shadow-sm", selected ? "border-primary ring-2 ring-primary" : "border-border")}
    >
      {selected && <p className="mb-2 text-xs font-semibold text-primary uppercase">{PORTAL_TEXT.selected}</p>}
      <h2 id={`${id}-name`} className="text-xl font-semibold">
        {plan.name}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-2 text-sm">{formatDKK(plan.pricePerEmployee)} pr. medarbejder pr. måned</p>
      <Includes plan={plan} />
      <form onSubmit={submit} noValidate className="mt-4 flex flex-1 flex-col gap-4">
        <div>
          <label htmlFor={`${id}-employees`} className="text-sm font-medium">
            {PORTAL_TEXT.employees}
          </label>
          <input
            id={`${id}-employees`}
            type="number"
            inputMode="numeric"
            min={EMPLOYEES_MIN}
            max={EMPLOYEES_MAX}
            step={1}
            aria-describedby={`${id}-employees-hint`}
            className="mt-1 block w-full rounded-md border border-border bg-background px-3 py-2 text-base"
            {...employeesField}
            onBlur={(event) => {
              // The shown value follows the clamp, so what is typed is what is bought.
              const clamped = clampEmployees(event.target.value);
              form.setValue("employees", clamped);
              event.target.value = String(clamped);
              void employeesField.onBlur(event);
            }}
          />
          <p id={`${id}-employees-hint`} className="mt-1 text-xs text-muted-foreground">
            {PORTAL_TEXT.employeesHint}
          </p>
        </div>
        <p className="text-2xl font-bold" aria-live="polite" data-testid={`${id}-total`}>
          {formatDKK(monthlyTotal(plan, clampEmployees(employees)))} <span className="text-sm font-normal text-muted-foreground">{PORTAL_TEXT.perMonth}</span>
        </p>
        <div className="mt-auto flex flex-col gap-2">
          <Button type="submit" disabled={!online || isSubmitting} aria-describedby={accepted ? undefined : `${id}-terms-hint`}>
            {isSubmitting ? PORTAL_TEXT.opening : PORTAL_TEXT.checkout}
          </Button>
          {/* Hidden, not removed, once the terms are accepted: the button and the card keep their place. After a press
              without the tick it is said as an alert, in the error colour. */}
          <p
            id={`${id}-terms-hint`}
            role={termsMissing && !accepted ? "alert" : undefined}
            className={cn("text-xs", termsMissing && !accepted ? "font-medium text-destructive" : "text-muted-foreground", accepted && "invisible")}
            aria-hidden={accepted || undefined}
          >
            {PORTAL_TEXT.termsHint}
          </p>
        </div>
      </form>
    </section>
  );
}
