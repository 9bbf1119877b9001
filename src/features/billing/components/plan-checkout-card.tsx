import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "../../../lib/toast.ts";
import { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatDKK } from "#shared/lib/format.ts";
import { clampEmployees, EMPLOYEES_DEFAULT, EMPLOYEES_MAX, EMPLOYEES_MIN, monthlyTotal, type Plan } from "#shared/content/plans.ts";
import { createCheckout } from "../api/billing-api.ts";
import { openInNewWindow } from "../open-in-new-window.ts";
import { PORTAL_TEXT } from "../strings.ts";

const schema = z.object({
  employees: z.number().int().min(EMPLOYEES_MIN).max(EMPLOYEES_MAX),
  acceptTerms: z.literal(true),
});
type Values = z.input<typeof schema>;

interface PlanCheckoutCardProps {
  plan: Plan;
  selected: boolean;
  online: boolean;
}

/** One plan: its employee count (clamped 1-30), the price for that count, and checkout behind the terms. */
export function PlanCheckoutCard({ plan, selected, online }: PlanCheckoutCardProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { employees: EMPLOYEES_DEFAULT, acceptTerms: false as unknown as true },
  });
  const employees = useWatch({ control: form.control, name: "employees" });
  const accepted = useWatch({ control: form.control, name: "acceptTerms" }) === true;
  const { isSubmitting } = form.formState;
  const id = `plan-${plan.id}`;

  const submit = form.handleSubmit(async (values) => {
    try {
      await openInNewWindow(() => createCheckout(plan.priceId, values.employees));
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
        <div className="flex items-start gap-2">
          <input id={`${id}-terms`} type="checkbox" className="mt-1 size-4" {...form.register("acceptTerms")} />
          <label htmlFor={`${id}-terms`} className="text-sm">
            {PORTAL_TEXT.acceptTerms}
          </label>
        </div>
        <Button type="submit" className="mt-auto" disabled={!accepted || !online || isSubmitting}>
          {isSubmitting ? PORTAL_TEXT.opening : PORTAL_TEXT.checkout}
        </Button>
      </form>
    </section>
  );
}
