import { Badge } from "../../../components/ui/badge.tsx";
import { AssistantMarkdown } from "../../chat/assistant-markdown.tsx";
import type { ConversationDetail } from "./chat-history-api.ts";

/** A conversation's escalations and messages, as the chat history's dialog and the inbox's detail show them. */
export function ConversationTranscript({ detail }: { detail: ConversationDetail }) {
  return (
    <div className="space-y-3">
      {detail.escalations.map((escalation) => (
        <section key={escalation.id} aria-label="Eskalering" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <div className="flex items-center justify-between gap-2">
            <strong>Eskalering: {escalation.reason}</strong>
            <Badge variant={escalation.resolved ? "default" : "secondary"}>{escalation.resolved ? "Løst" : "Afventer"}</Badge>
          </div>
          <p className="mt-1 break-words">{escalation.user_message}</p>
        </section>
      ))}
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
