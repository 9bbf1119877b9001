// Why a conversation was handed to a person, as the admin area shows it on the escalation.
export const ESCALATION_REASONS = {
  askedForHuman: "Den besøgende bad om at blive kontaktet af en medarbejder.",
  emergency: "HASTER: den besøgende melder om et igangværende angreb.",
} as const;
