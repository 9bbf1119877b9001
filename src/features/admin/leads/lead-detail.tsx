import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Mail, MessageSquare, Phone, Trash2 } from "lucide-react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { telHref } from "#shared/content/site.ts";
import { formatDanishDateTime } from "#shared/lib/format.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { adminInputClasses } from "../components/admin-field.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { fetchConversationDetail } from "../chat/chat-history-api.ts";
import { ConversationTranscript } from "../chat/conversation-transcript.tsx";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type Lead, type LeadStatus } from "./leads-api.ts";
import { LeadBadges, leadWho } from "./lead-row.tsx";
import { LeadContactLinks } from "./lead-contact-links.tsx";
import { replyMailto } from "./reply-mailto.ts";

interface LeadDetailProps {
  id: string;
  lead: Lead;
  busy: boolean;
  onStatus(status: LeadStatus): void;
  onNote(note: string): void;
  onDelete(): void;
}

/**
 * One lead in full: who and how to reach them, the message, status and internal note, 'Svar via e-mail',
 * 'Ring op', and for a chat lead the conversation itself. A chat lead is closed here, and only here, by its
 * status 'Afsluttet' (the chat history's one action says the same word and makes the same change).
 */
export function LeadDetail({ id, lead, busy, onStatus, onNote, onDelete }: LeadDetailProps) {
  const [note, setNote] = useState(lead.note ?? "");
  const [confirming, setConfirming] = useState(false);
  const who = leadWho(lead);
  const mailto = replyMailto(lead, siteIdentity.resellerName);
  const headingId = `${id}-heading`;
  const noteChanged = note.trim() !== (lead.note ?? "").trim();
  const conversation = useQuery({
    queryKey: ["admin", "chat-history", "detail", lead.conversation_id],
    queryFn: () => fetchConversationDetail(lead.conversation_id!),
    enabled: lead.conversation_id !== null,
  });

  return (
    <section id={id} aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-4" data-lead-id={lead.id}>
      <h2 id={headingId} className="text-lg font-semibold break-words">
        <span className="sr-only">Henvendelse fra </span>
        {who}
        {lead.company && <span className="font-normal text-muted-foreground"> · {lead.company}</span>}
      </h2>
      <LeadContactLinks lead={lead} />
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <LeadBadges lead={lead} />
        <time dateTime={lead.created_at} className="text-muted-foreground">
          {formatDanishDateTime(lead.created_at)}
        </time>
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-wrap">{lead.message ?? <span className="text-muted-foreground">(ingen besked)</span>}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {mailto && (
          <a href={mailto} className={buttonClasses({ size: "sm" })}>
            <Mail aria-hidden="true" />
            Svar via e-mail
          </a>
        )}
        {lead.phone && (
          <a href={telHref(lead.phone)} className={buttonClasses({ variant: "outline", size: "sm" })}>
            <Phone aria-hidden="true" />
            Ring op
          </a>
        )}
        {lead.conversation_id && (
          <Link to="/admin/chat" search={{ samtale: lead.conversation_id }} className={buttonClasses({ variant: "outline", size: "sm" })}>
            <MessageSquare aria-hidden="true" />
            Åbn samtalen
          </Link>
        )}
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]">
        <label className="text-sm font-medium">
          Status
          <select value={lead.status} disabled={busy} onChange={(event) => onStatus(event.target.value as LeadStatus)} className={adminInputClasses}>
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
          <label htmlFor={`${id}-note`}>Intern note</label>
          <textarea
            id={`${id}-note`}
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
      {lead.conversation_id && (
        <div className="mt-4">
          <h3 className="mb-2 text-sm font-semibold">Samtalen</h3>
          {conversation.isPending && <p role="status" className="text-sm">Indlæser samtale...</p>}
          {conversation.isError && <p className="text-sm text-destructive">Samtalen kunne ikke hentes.</p>}
          {conversation.isSuccess && !conversation.data && <p className="text-sm">Samtalen findes ikke længere.</p>}
          {conversation.data && (
            <div className="max-h-96 overflow-y-auto rounded-md border border-border p-3">
              <ConversationTranscript detail={conversation.data} />
            </div>
          )}
        </div>
      )}
      <div className="mt-4 border-t border-border pt-3">
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
    </section>
  );
}
