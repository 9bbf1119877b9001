/**
 * The admin's one vocabulary (issue 36): every tab names the anonymous visitor, a lead's state and the way to
 * close it with these words, so one hand-off reads the same in 'Henvendelser', 'Chat Historik' and the
 * conversation. The state names follow the words the spec quotes for an escalation ('Afventer' when not
 * resolved, 'Løst' when resolved), with 'I gang' between them; 'Akut' is not a state but a severity on top of
 * one: an attack in progress, shown first and in red until the lead is 'Løst'. The spec's conversation status
 * ('Aktiv' / 'Lukket') is the chat's own, not the lead's, and stays as quoted.
 */
export const ANONYMOUS_VISITOR = "Anonym besøgende";

export const LEAD_STATUSES = ["new", "in_progress", "done"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: "Afventer", in_progress: "I gang", done: "Løst" };

/** The one way to move a lead on, the same buttons in the inbox and in the conversation. */
export const LEAD_ACTIONS = {
  start: "Tag sagen",
  finish: "Markér som løst",
  reopen: "Genåbn",
} as const;

export const URGENT_LABEL = "Akut";

export const CONVERSATION_STATUS_LABELS = { active: "Aktiv", closed: "Lukket" } as const;

/** A post's state in the list and by 'Update Post' (the spec quotes no words for it; its values stay English). */
export const POST_STATUS_LABELS = { draft: "Kladde", published: "Udgivet" } as const;
