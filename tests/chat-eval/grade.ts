// The strict grader of the evaluation set: a reply passes only when every rule holds. No partial credit.
import type { EvalConversation } from "./conversations.ts";

export interface EscalationRecord {
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
}

export interface Played {
  replies: string[];
  /** Escalation records of the conversation; null when they could not be read (counts as a failure where checked). */
  escalations: EscalationRecord[] | null;
}

export interface Grade {
  pass: boolean;
  failures: string[];
}

const DANISH_WORDS = /\b(og|ikke|jeg|du|det|på|med|pr|måned|måneder|medarbejder\w*|kan|vi|jer|hvis|skal|når|også)\b/gi;
const ENGLISH_WORDS = /\b(the|and|you|your|is|are|with|of|per|month|employees?)\b/gi;
const LEAKS = /KILDER:|systemprompt:|system prompt:|Opfind aldrig|service_role|CHAT_API|chat_begin_turn/i;

/** Markdown taken away, so patterns read the text a visitor sees. */
function plain(text: string): string {
  return text.replace(/\*\*|__|`/g, "").replace(/\[([^\]]+)\]\(([^)]+)\)/g, "$1 ($2)");
}

/** The first sentence: up to the first full stop, question or exclamation mark that ends a sentence, or a line break. */
function firstSentence(text: string): string {
  const body = plain(text).trim();
  const end = body.search(/[.!?:](?=\s+[A-ZÆØÅ(\-•*]|\s*$)|\n/);
  return end === -1 ? body : body.slice(0, end + 1);
}

function count(text: string, words: RegExp): number {
  return (text.match(words) ?? []).length;
}

function defaultEscalates(conversation: EvalConversation): boolean | undefined {
  if (conversation.escalates !== undefined) return conversation.escalates;
  if (conversation.category === "person" || conversation.category === "contact-details") return true;
  // An attack in progress is handed to a person, marked urgent (docs/product-rules.md#chat-assistant).
  if (conversation.category === "emergency") return true;
  if (conversation.category === "unknown") return undefined;
  return false;
}

export function grade(conversation: EvalConversation, played: Played): Grade {
  const failures: string[] = [];
  const reply = played.replies.at(-1) ?? "";
  const text = plain(reply);
  if (played.replies.length !== conversation.turns.length || reply.trim() === "") failures.push("no reply");
  for (const pattern of conversation.must) if (!pattern.test(text)) failures.push(`missing ${pattern}`);
  for (const pattern of conversation.mustNot ?? []) if (pattern.test(text)) failures.push(`forbidden ${pattern}`);
  if (conversation.first && !conversation.first.test(firstSentence(reply))) {
    failures.push(`first sentence lacks ${conversation.first}: "${firstSentence(reply).slice(0, 120)}"`);
  }
  if (/Her er, hvad jeg kan fortælle/.test(reply)) failures.push("pasted passage");
  if (/…\s*(\n|$)/.test(reply)) failures.push("cut sentence");
  if (reply.length > 1100) failures.push(`too long (${reply.length})`);
  if (LEAKS.test(reply)) failures.push("reveals internals");
  const lang = conversation.lang ?? "da";
  const danish = count(text, DANISH_WORDS);
  const english = count(text, ENGLISH_WORDS);
  if (lang === "en" && danish > 1) failures.push(`not English (${danish} Danish words)`);
  if (lang !== "en" && english > 1) failures.push(`not Danish (${english} English words)`);
  const wanted = defaultEscalates(conversation);
  if (wanted !== undefined || conversation.contact) {
    if (played.escalations === null) failures.push("escalations unreadable");
    else {
      if (wanted === true && played.escalations.length === 0) failures.push("did not escalate");
      if (wanted === false && played.escalations.length > 0) failures.push("escalated needlessly");
      if (conversation.contact) {
        const withContact = played.escalations.find((e) => e.contact_email || e.contact_phone);
        const { name, email, phone } = conversation.contact;
        if (!withContact) failures.push("contact details not stored");
        else {
          if (name && !name.test(withContact.contact_name ?? "")) failures.push(`stored name ${withContact.contact_name}`);
          if (email && withContact.contact_email !== email) failures.push(`stored e-mail ${withContact.contact_email}`);
          if (phone && !phone.test(withContact.contact_phone ?? "")) failures.push(`stored phone ${withContact.contact_phone}`);
        }
      }
    }
  }
  return { pass: failures.length === 0, failures };
}
