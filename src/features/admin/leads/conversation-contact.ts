import { isStrictEmail } from "#shared/lib/email.ts";
import type { ConversationDetail } from "../chat/chat-history-api.ts";

// The patterns of private.email_in() and private.phone_in() (supabase/migrations/20261125100000_leads_inbox.sql):
// an address, and a Danish number of eight digits, optionally after +45/0045, in pairs or fours.
// An address counts only standing on its own (as private.email_in reads it since the fourth attack round): one
// inside a link a visitor typed ("www.look-alike.dk/login?next=x@example.com") is no way to reach them.
const EMAIL = /(?<![^\s(<"'«:,;])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}(?![\w/?=&@-])/;
const PHONE = /(?:(?:\+45|0045)[ -]?)?\b\d{2}[ -]?\d{2}[ -]?\d{2}[ -]?\d{2}\b/;

export interface ConversationContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/**
 * How to reach a chat visitor from what the conversation itself holds: the name they gave, the signed-in
 * e-mail, else the newest address and number they typed. The escalation records these when it is made; a
 * lead made before the visitor typed them (or an older one) would otherwise say it has no contact details.
 */
export function conversationContact(detail: ConversationDetail): ConversationContact {
  const typed = detail.messages.filter((message) => message.role === "user").reverse();
  const find = (pattern: RegExp) => {
    for (const message of typed) {
      const match = pattern.exec(message.content);
      if (match) return match[0].trim();
    }
    return null;
  };
  const typedEmail = find(EMAIL);
  return {
    name: detail.conversation.user_name?.trim() || null,
    // And only an address the product's one rule accepts (lib/email.ts) becomes a mailto: link.
    email: detail.conversation.user_email ?? (typedEmail && isStrictEmail(typedEmail) ? typedEmail : null),
    phone: find(PHONE),
  };
}
