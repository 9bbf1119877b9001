import { Siren } from "lucide-react";
import { AssistantMarkdown } from "../../chat/assistant-markdown.tsx";
import { LeadStateBadge } from "../components/lead-state.tsx";
import type { ConversationDetail } from "./chat-history-api.ts";

/**
 * A conversation's escalations and messages, as the chat history's dialog and the inbox's detail show them. An
 * escalation carries the lead's state in the inbox's words ('Afventer', 'I gang', 'Løst'); an urgent one is red
 * with 'Akut', never the amber of an ordinary call-back.
 */
export function ConversationTranscript({ detail }: { detail: ConversationDetail }) {
  return (
    <div className="space-y-3">
      {detail.escalations.map((escalation) => {
        const urgentOpen = escalation.urgent && escalation.lead_status !== "done";
        return (
          <section
            key={escalation.id}
            aria-label={escalation.urgent ? "Akut eskalering" : "Eskalering"}
            className={`rounded-md border p-3 text-sm ${urgentOpen ? "border-red-300 bg-red-50 text-red-950" : "border-amber-300 bg-amber-50 text-amber-950"}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <strong className="inline-flex items-center gap-1.5">
                {escalation.urgent && <Siren aria-hidden="true" className="size-4" />}
                {escalation.urgent ? "Akut: " : "Eskalering: "}
                {escalation.reason}
              </strong>
              <LeadStateBadge status={escalation.lead_status} />
            </div>
            <p className="mt-1 break-words">{escalation.user_message}</p>
          </section>
        );
      })}
      <ol className="space-y-2" aria-label="Beskeder">
        {detail.messages.map((message) => (
          <li
            key={message.id}
            className={`max-w-[85%] rounded-lg px-3 py-2 text-sm break-words ${message.role === "user" ? "ml-auto bg-primary whitespace-pre-wrap text-primary-foreground" : "bg-muted"}`}
          >
            <span className="sr-only">{message.role === "user" ? "Besøgende: " : "Assistent: "}</span>
            {message.role === "user" ? message.content : <AssistantMarkdown content={message.content} />}
          </li>
        ))}
      </ol>
    </div>
  );
}
