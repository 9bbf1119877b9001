import { cn } from "../../../lib/cn.ts";
import type { SubscriptionState } from "../subscription-state.ts";
import { PORTAL_TEXT } from "../strings.ts";

const LOOK: Record<SubscriptionState, { label: string; className: string }> = {
  active: { label: PORTAL_TEXT.statusActive, className: "border-emerald-700/20 bg-emerald-50 text-emerald-800" },
  trialing: { label: PORTAL_TEXT.statusTrialing, className: "border-sky-700/20 bg-sky-50 text-sky-800" },
  cancelled: { label: PORTAL_TEXT.statusCancelled, className: "border-amber-700/30 bg-amber-50 text-amber-900" },
  past_due: { label: PORTAL_TEXT.statusPastDue, className: "border-red-700/30 bg-red-50 text-red-800" },
};

/** The subscription's state as a badge: a dot and a word, so it reads without the colour too. */
export function StatusBadge({ state }: { state: SubscriptionState }) {
  const look = LOOK[state];
  return (
    <span
      data-testid="subscription-status"
      className={cn("inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", look.className)}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {look.label}
    </span>
  );
}
