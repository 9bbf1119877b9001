// Why a conversation was handed to a person, as the admin area shows it on the escalation.
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

/**
 * What the lead is about: the visitor's latest turn that is not itself the hand-off (a request for a person,
 * or the name and number left for one), e.g. the price question before "kan jeg tale med en person?". With
 * nothing else asked, the last turn. `isHandOff(upTo)` reads the conversation up to and including a turn (the
 * assistant's own analysis, so "a request for a person" means the same here as in the answer).
 */
export function leadQuestion<T extends Turn>(messages: readonly T[], isHandOff: (upTo: readonly T[]) => boolean): string {
  let last = "";
  for (let index = messages.length - 1; index >= 0; index--) {
    const turn = messages[index]!;
    if (turn.role !== "user") continue;
    last ||= turn.content;
    if (!isHandOff(messages.slice(0, index + 1))) return turn.content;
  }
  return last;
}
