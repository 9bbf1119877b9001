import { Badge } from "../../../components/ui/badge.tsx";
import { formatDanishDateTime } from "#shared/lib/format.ts";
import { ANONYMOUS_VISITOR } from "../admin-vocabulary.ts";
import { LeadStateBadge, UrgentBadge } from "../components/lead-state.tsx";
import { LEAD_SOURCE_LABELS, type Lead } from "./leads-api.ts";

/** Who a lead is from: the name where given, else the address, else the one name for an anonymous visitor. */
export function leadWho(lead: Pick<Lead, "name" | "email">): string {
  return lead.name?.trim() || lead.email || ANONYMOUS_VISITOR;
}

/** An attack in progress that nobody has closed yet: first in the list, red, until it is 'Løst'. */
export const isOpenUrgent = (lead: Pick<Lead, "urgent" | "status">) => lead.urgent && lead.status !== "done";

/** 'Akut' first when the lead is urgent, then the state and the source. */
export function LeadBadges({ lead }: { lead: Lead }) {
  return (
    <>
      {lead.urgent && <UrgentBadge open={lead.status !== "done"} />}
      <LeadStateBadge status={lead.status} />
      <Badge variant="outline">{LEAD_SOURCE_LABELS[lead.source]}</Badge>
    </>
  );
}

interface LeadRowProps {
  lead: Lead;
  selected: boolean;
  detailId: string;
  onSelect(): void;
}

/** One line of the inbox: who, what (the message's start), when, state and source; pressing it opens the lead. */
export function LeadRow({ lead, selected, detailId, onSelect }: LeadRowProps) {
  const urgent = isOpenUrgent(lead);
  const tone = urgent
    ? `border-red-300 border-l-4 border-l-red-700 ${selected ? "bg-red-100" : "bg-red-50 hover:bg-red-100"}`
    : selected
      ? "border-accent bg-secondary/60"
      : "border-border hover:bg-muted";
  return (
    <button
      type="button"
      aria-expanded={selected}
      aria-controls={selected ? detailId : undefined}
      onClick={onSelect}
      data-urgent={urgent || undefined}
      className={`block w-full rounded-lg border px-3 py-2.5 text-left text-sm ${tone} ${selected ? "ring-2 ring-accent" : ""}`}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className={`min-w-0 truncate ${urgent ? "font-bold text-red-950" : "font-semibold"}`}>
          {leadWho(lead)}
          {lead.company && <span className="font-normal text-muted-foreground"> · {lead.company}</span>}
        </span>
        <time dateTime={lead.created_at} className="shrink-0 text-xs text-muted-foreground">
          {formatDanishDateTime(lead.created_at)}
        </time>
      </span>
      <span className={`mt-0.5 block truncate ${urgent ? "font-medium text-red-950" : "text-muted-foreground"}`}>{lead.message?.split("\n")[0] ?? "(ingen besked)"}</span>
      <span className="mt-1.5 flex flex-wrap gap-1.5">
        <LeadBadges lead={lead} />
      </span>
    </button>
  );
}
