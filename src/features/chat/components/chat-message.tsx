import { cn } from "../../../lib/cn.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import type { ChatTurn } from "../schemas.ts";
import { AssistantMarkdown } from "../assistant-markdown.tsx";

/** Only the site's own address is a mailto link in a reply; the visitor's own, repeated back to them, is text. */
const MAIL_LINKS = [siteIdentity.supportEmail.toLowerCase()];

/** One message: the visitor's on the right as plain text, the assistant's on the left as safe markdown. */
export function ChatMessage({ turn, label, onLinkClick }: { turn: ChatTurn; label: string; onLinkClick?: () => void }) {
  const mine = turn.role === "user";
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")} data-role={turn.role}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words",
          mine ? "rounded-br-sm bg-primary whitespace-pre-wrap text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{label}: </span>
        {mine ? turn.content : <AssistantMarkdown content={turn.content} mailAddresses={MAIL_LINKS} onLinkClick={onLinkClick} />}
      </div>
    </li>
  );
}
