import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { Mail, MessageSquare, Trash2 } from "lucide-react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { formatDanishDateTime } from "#shared/lib/format.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { adminInputClasses } from "../components/admin-field.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES, type Lead, type LeadStatus } from "./leads-api.ts";
import { replyMailto } from "./reply-mailto.ts";

interface LeadItemProps {
  lead: Lead;
  busy: boolean;
  onStatus(status: LeadStatus): void;
  onNote(note: string): void;
  onDelete(): void;
}

/** One lead: who, what, when and from where, with its status, note and actions. */
export function LeadItem({ lead, busy, onStatus, onNote, onDelete }: LeadItemProps) {
  const [note, setNote] = useState(lead.note ?? "");
  const [confirming, setConfirming] = useState(false);
  // The contact line below shows the address and number; the heading names the person where it can.
  const who = lead.name?.trim() || lead.email || (lead.source === "chat" ? "Besøgende i chatten" : "Anonym besøgende");
  const mailto = replyMailto(lead, siteIdentity.resellerName);
  const headingId = `lead-${lead.id}`;
  const noteChanged = note.trim() !== (lead.note ?? "").trim();
  return (
    <li className="rounded-lg border border-border p-4" aria-labelledby={headingId} data-lead-id={lead.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold break-words">
            {who}
            {lead.company && <span className="font-normal text-muted-foreground"> · {lead.company}</span>}
          </h2>
          <p className="text-sm break-all text-muted-foreground">
            {lead.email && <a href={`mailto:${lead.email}`} className="underline">{lead.email}</a>}
            {lead.email && lead.phone && " · "}
            {lead.phone && <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="underline">{lead.phone}</a>}
            {!lead.email && !lead.phone && "Ingen kontaktoplysninger"}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {lead.urgent && <span className="inline-flex items-center rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">Akut</span>}
          <Badge variant="outline">{LEAD_SOURCE_LABELS[lead.source]}</Badge>
          <Badge variant={lead.status === "new" ? "default" : "secondary"}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
          <time dateTime={lead.created_at} className="text-muted-foreground">
            {formatDanishDateTime(lead.created_at)}
          </time>
        </div>
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-wrap">{lead.message ?? <span className="text-muted-foreground">(ingen besked)</span>}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]">
        <label className="text-sm font-medium">
          Status
          <select
            value={lead.status}
            disabled={busy}
            onChange={(event) => onStatus(event.target.value as LeadStatus)}
            className={adminInputClasses}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <form
          className="text-sm font-medium"
          onSubmit={(event) => {
            event.preventDefault();
            onNote(note);
          }}
        >
          <label htmlFor={`${headingId}-note`}>Intern note</label>
          <textarea
            id={`${headingId}-note`}
            rows={2}
            maxLength={5000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={adminInputClasses}
            placeholder="Kun synlig for administratorer"
          />
          {noteChanged && (
            <Button type="submit" size="sm" className="mt-2" disabled={busy}>
              Gem note
            </Button>
          )}
        </form>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {mailto && (
          <a href={mailto} className={buttonClasses({ size: "sm" })}>
            <Mail aria-hidden="true" />
            Svar via e-mail
          </a>
        )}
        {lead.conversation_id && (
          <Link to="/admin/chat" search={{ samtale: lead.conversation_id }} className={buttonClasses({ variant: "outline", size: "sm" })}>
            <MessageSquare aria-hidden="true" />
            Åbn samtalen
          </Link>
        )}
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Slet
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={lead.source === "contact" ? "Slet henvendelsen?" : "Slet hele chatsamtalen?"}
        description={
          lead.source === "contact"
            ? `Henvendelsen fra ${who} slettes permanent. Det kan ikke fortrydes.`
            : `Samtalen med ${who} slettes permanent med alle beskeder og eskaleringer. Det kan ikke fortrydes.`
        }
        confirm="Slet permanent"
        cancel="Annuller"
        onConfirm={onDelete}
      />
    </li>
  );
}
