import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { Mail, MessageSquare, Phone, Siren, Trash2 } from "lucide-react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { telHref } from "#shared/content/site.ts";
import { formatDanishDateTime } from "#shared/lib/format.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { adminInputClasses } from "../components/admin-field.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { LeadStateActions } from "../components/lead-state.tsx";
import { fetchConversationDetail } from "../chat/chat-history-api.ts";
import { ConversationTranscript } from "../chat/conversation-transcript.tsx";
import { mailtoHref } from "#shared/lib/email.ts";
import { conversationContact } from "./conversation-contact.ts";
import type { Lead, LeadStatus } from "./leads-api.ts";
import { isOpenUrgent, LeadBadges, leadWho } from "./lead-row.tsx";
import { replyMailto } from "./reply-mailto.ts";

interface LeadDetailProps {
  id: string;
  lead: Lead;
  busy: boolean;
  onStatus(status: LeadStatus): void;
  onNote(note: string): void;
  onDelete(): void;
}

/** "for 12 min. siden": how long an urgent case has waited, at the time the lead was opened. */
function waited(createdAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 1) return "lige nu";
  if (minutes < 60) return `for ${minutes} min. siden`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `for ${hours} ${hours === 1 ? "time" : "timer"} siden`;
  return `for ${Math.floor(hours / 24)} dage siden`;
}

/**
 * One lead in full: who and how to reach them (for a chat lead, also what the conversation itself holds),
 * the message, 'Ring op' and 'Svar via e-mail', the state with the one way to move it on, the internal note,
 * and for a chat lead the conversation inline. An urgent lead opens with what happened and what the visitor
 * was told (the incident line), so nobody has to open the conversation to know it is an attack in progress.
 */
export function LeadDetail({ id, lead, busy, onStatus, onNote, onDelete }: LeadDetailProps) {
  const [note, setNote] = useState(lead.note ?? "");
  const [confirming, setConfirming] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const headingId = `${id}-heading`;
  const noteChanged = note.trim() !== (lead.note ?? "").trim();
  const urgent = isOpenUrgent(lead);
  const conversation = useQuery({
    queryKey: ["admin", "chat-history", "detail", lead.conversation_id],
    queryFn: () => fetchConversationDetail(lead.conversation_id!),
    enabled: lead.conversation_id !== null,
  });
  // What the lead row lacks, taken from the conversation (a name, the signed-in e-mail, a typed number).
  const fromChat = conversation.data ? conversationContact(conversation.data) : null;
  const contact = {
    name: lead.name?.trim() || fromChat?.name || null,
    email: lead.email ?? fromChat?.email ?? null,
    phone: lead.phone ?? fromChat?.phone ?? null,
  };
  const foundInChat = (!lead.email && contact.email) || (!lead.phone && contact.phone) || (!lead.name?.trim() && contact.name);
  const who = leadWho(contact);
  const mailto = replyMailto({ ...lead, ...contact }, siteIdentity.resellerName);

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-lg border bg-card p-4 ${urgent ? "border-red-300 border-t-4 border-t-red-700" : "border-border"}`}
      data-lead-id={lead.id}
    >
      <h2 id={headingId} className="text-lg font-semibold break-words">
        <span className="sr-only">Henvendelse fra </span>
        {who}
        {lead.company && <span className="font-normal text-muted-foreground"> · {lead.company}</span>}
      </h2>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <LeadBadges lead={lead} />
        <time dateTime={lead.created_at} className="text-muted-foreground">
          {formatDanishDateTime(lead.created_at)}
        </time>
      </div>
      {urgent && (
        <div role="note" aria-label="Akut" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950" data-testid="urgent-brief">
          <p className="flex items-center gap-2 font-bold">
            <Siren aria-hidden="true" className="size-4 shrink-0" />
            Igangværende angreb · modtaget {waited(lead.created_at, openedAt)}
          </p>
          <p className="mt-1">
            Den besøgende fik hændelseslinjen{" "}
            <a href={telHref(siteIdentity.incidentPhone)} className="font-semibold whitespace-nowrap underline">
              {siteIdentity.incidentPhone}
            </a>{" "}
            (døgnet rundt) i chatten og fik at vide, at sagen er markeret som haster.{" "}
            {contact.phone ? "Ring op nu." : contact.email ? "Skriv til den besøgende nu." : "Samtalen har ingen kontaktoplysninger endnu: hold øje med den."}
          </p>
        </div>
      )}
      <p className="mt-3 text-sm break-all">
        {contact.email && (
          // The address came from the visitor: encoded, so "…?bcc=…&body=…" can add no Bcc or body (mailtoHref).
          <a href={mailtoHref(contact.email)} className="underline">
            {contact.email}
          </a>
        )}
        {contact.email && contact.phone && " · "}
        {contact.phone && (
          <a href={telHref(contact.phone)} className="font-semibold underline">
            {contact.phone}
          </a>
        )}
        {!contact.email && !contact.phone && (
          <span className="text-muted-foreground">
            {lead.conversation_id && conversation.isPending ? "Henter kontaktoplysninger fra samtalen..." : lead.conversation_id ? "Samtalen har ingen kontaktoplysninger" : "Ingen kontaktoplysninger"}
          </span>
        )}
        {foundInChat && <span className="ml-1 text-muted-foreground">(fra samtalen)</span>}
      </p>
      <p className="mt-3 text-sm break-words whitespace-pre-wrap">{lead.message ?? <span className="text-muted-foreground">(ingen besked)</span>}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {contact.phone && (
          <a href={telHref(contact.phone)} className={buttonClasses({ size: "sm", variant: urgent ? "primary" : "outline" })}>
            <Phone aria-hidden="true" />
            Ring op
          </a>
        )}
        {mailto && (
          <a href={mailto} className={buttonClasses({ size: "sm", variant: urgent && contact.phone ? "outline" : "primary" })}>
            <Mail aria-hidden="true" />
            Svar via e-mail
          </a>
        )}
      </div>
      <div className="mt-4 border-t border-border pt-3">
        <p className="mb-2 text-sm font-medium">Status</p>
        <LeadStateActions status={lead.status} busy={busy} onChange={onStatus} />
      </div>
      {lead.conversation_id && (
        <div className="mt-4">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">Samtalen</h3>
            <Link to="/admin/chat" search={{ samtale: lead.conversation_id }} className={buttonClasses({ variant: "ghost", size: "sm" })}>
              <MessageSquare aria-hidden="true" />
              Åbn i Chat Historik
            </Link>
          </div>
          {conversation.isPending && <p role="status" className="text-sm">Indlæser samtale...</p>}
          {conversation.isError && <p className="text-sm text-destructive">Samtalen kunne ikke hentes.</p>}
          {conversation.isSuccess && !conversation.data && <p className="text-sm">Samtalen findes ikke længere.</p>}
          {conversation.data && (
            <div className="max-h-96 overflow-y-auto rounded-md border border-border p-3" data-testid="lead-transcript">
              <ConversationTranscript detail={conversation.data} />
            </div>
          )}
        </div>
      )}
      <form
        className="mt-4 text-sm font-medium"
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
