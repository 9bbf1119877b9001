import { CheckCircle2, CircleDashed, Clock3, Siren } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { LEAD_ACTIONS, LEAD_STATUS_LABELS, URGENT_LABEL, type LeadStatus } from "../admin-vocabulary.ts";

const pill = "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

const STATE_STYLE: Record<LeadStatus, { tone: string; icon: typeof Clock3 }> = {
  new: { tone: "border-amber-300 bg-amber-50 text-amber-950", icon: CircleDashed },
  in_progress: { tone: "border-sky-300 bg-sky-50 text-sky-950", icon: Clock3 },
  done: { tone: "border-border bg-muted text-muted-foreground", icon: CheckCircle2 },
};

/** A lead's state, with the same word, colour and icon in every tab. */
export function LeadStateBadge({ status }: { status: LeadStatus }) {
  const { tone, icon: Icon } = STATE_STYLE[status];
  return (
    <span className={`${pill} ${tone}`} data-lead-state={status}>
      <Icon aria-hidden="true" className="size-3.5" />
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * 'Akut': an attack in progress. Solid red with a siren while the lead is open, so it cannot be taken for
 * 'Afventer'; once it is 'Løst' it stays named but quiet (the history still shows what kind of case it was).
 */
export function UrgentBadge({ open }: { open: boolean }) {
  return (
    <span
      className={`${pill} ${open ? "border-red-700 bg-red-700 text-white" : "border-red-300 bg-background text-red-800"}`}
      data-urgent={open ? "open" : "handled"}
    >
      <Siren aria-hidden="true" className="size-3.5" />
      {URGENT_LABEL}
    </span>
  );
}

/** The one way to move a lead on (and to close it), in the inbox and in the conversation alike. */
export function LeadStateActions({ status, busy, onChange }: { status: LeadStatus; busy: boolean; onChange(status: LeadStatus): void }) {
  return (
    <div className="flex flex-wrap gap-2">
      {status === "new" && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onChange("in_progress")}>
          <Clock3 aria-hidden="true" />
          {LEAD_ACTIONS.start}
        </Button>
      )}
      {status !== "done" && (
        <Button size="sm" disabled={busy} onClick={() => onChange("done")}>
          <CheckCircle2 aria-hidden="true" />
          {LEAD_ACTIONS.finish}
        </Button>
      )}
      {status === "done" && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onChange("in_progress")}>
          {LEAD_ACTIONS.reopen}
        </Button>
      )}
    </div>
  );
}
