// Why a conversation was handed to a person, as the admin area shows it on the escalation.
import { truncateCodePoints } from "../_shared/lib/text.ts";

export const ESCALATION_REASONS = {
  askedForHuman: "Den besøgende bad om at blive kontaktet af en medarbejder.",
  emergency: "HASTER: den besøgende melder om et igangværende angreb.",
} as const;
// `emergency` goes with a reply marked urgent (issue 28): the escalation is made at once, marked urgent in the
// inbox, and mailed at once with 'AKUT:' in the subject.

interface Turn {
  role: string;
  content: string;
}

/** How many of the visitor's turns before the hand-off the lead quotes (a follow-up needs its question). */
const LEAD_TURNS = 3;
/** chat_escalations.user_message's limit. */
const LEAD_MESSAGE_MAX = 10_000;

/**
 * What the lead is about: the visitor's turns before the hand-off (a request for a person, or the name and
 * number left for one), oldest first, at most LEAD_TURNS of them, e.g. "Hvad koster Essentials for 10?" and
 * "og med moms?" rather than "kan jeg tale med en person?". With nothing else asked, the last turn.
 * `isHandOff(upTo)` reads the conversation up to and including a turn (the assistant's own analysis, so "a
 * request for a person" means the same here as in the answer).
 */
export function leadQuestion<T extends Turn>(messages: readonly T[], isHandOff: (upTo: readonly T[]) => boolean): string {
  let last = "";
  const asked: string[] = [];
  for (let index = messages.length - 1; index >= 0 && asked.length < LEAD_TURNS; index--) {
    const turn = messages[index]!;
    if (turn.role !== "user") continue;
    last ||= turn.content;
    if (!isHandOff(messages.slice(0, index + 1))) asked.unshift(turn.content.trim());
  }
  return truncateCodePoints(asked.length ? asked.join("\n") : last, LEAD_MESSAGE_MAX);
}
