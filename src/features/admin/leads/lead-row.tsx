import { Badge } from "../../../components/ui/badge.tsx";
import { formatDanishDateTime } from "#shared/lib/format.ts";
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, type Lead } from "./leads-api.ts";

/** Who a lead is from: the name where given, else the address, else where it came from. */
export function leadWho(lead: Lead): string {
  return lead.name?.trim() || lead.email || (lead.source === "chat" ? "Besøgende i chatten" : "Anonym besøgende");
}

/** Source, status and, when the row says so, 'Akut'. */
export function LeadBadges({ lead }: { lead: Lead }) {
  return (
    <>
      {lead.urgent === true && <Badge className="border-transparent bg-destructive text-white">Akut</Badge>}
      <Badge variant="outline">{LEAD_SOURCE_LABELS[lead.source]}</Badge>
      <Badge variant={lead.status === "new" ? "default" : "secondary"}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
    </>
  );
}

interface LeadRowProps {
  lead: Lead;
  selected: boolean;
  detailId: string;
  onSelect(): void;
}

/** One line of the inbox: who, what (the message's start), when, source and status; pressing it opens the lead. */
export function LeadRow({ lead, selected, detailId, onSelect }: LeadRowProps) {
  return (
    <button
      type="button"
      aria-expanded={selected}
      aria-controls={selected ? detailId : undefined}
      onClick={onSelect}
      className={`block w-full rounded-lg border px-3 py-2.5 text-left text-sm ${selected ? "border-accent bg-secondary/60" : "border-border hover:bg-muted"}`}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="min-w-0 truncate font-semibold">
          {leadWho(lead)}
          {lead.company && <span className="font-normal text-muted-foreground"> · {lead.company}</span>}
        </span>
        <time dateTime={lead.created_at} className="shrink-0 text-xs text-muted-foreground">
          {formatDanishDateTime(lead.created_at)}
        </time>
      </span>
      <span className="mt-0.5 block truncate text-muted-foreground">{lead.message?.split("\n")[0] ?? "(ingen besked)"}</span>
      <span className="mt-1.5 flex flex-wrap gap-1.5">
        <LeadBadges lead={lead} />
      </span>
    </button>
  );
}
