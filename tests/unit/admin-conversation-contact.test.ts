import { describe, expect, it } from "vitest";
import type { ConversationDetail } from "../../src/features/admin/chat/chat-history-api.ts";
import { conversationContact } from "../../src/features/admin/leads/conversation-contact.ts";

const detail = (conversation: Partial<ConversationDetail["conversation"]>, typed: string[], assistant: string[] = []): ConversationDetail => ({
  conversation: { id: "c", session_id: "s", user_name: null, user_email: null, status: "active", created_at: "2026-11-28T00:00:00Z", ...conversation },
  messages: [
    ...typed.map((content, index) => ({ id: `u${index}`, role: "user", content, created_at: `2026-11-28T00:0${index}:00Z` })),
    ...assistant.map((content, index) => ({ id: `a${index}`, role: "assistant", content, created_at: "2026-11-28T00:09:00Z" })),
  ],
  escalations: [],
});

describe("conversationContact: what a chat lead's conversation holds (issue 36)", () => {
  it("takes the newest number and address the visitor typed, never the assistant's (the incident line)", () => {
    const found = conversationContact(
      detail({}, ["vi er ramt af ransomware", "ring på 22 33 44 55", "eller +45 40506070, jens@holm-vvs.dk"], ["Ring til hændelseslinjen +45 70 20 30 40"]),
    );
    expect(found).toEqual({ name: null, email: "jens@holm-vvs.dk", phone: "+45 40506070" });
  });

  it("uses the conversation's name and the signed-in e-mail first", () => {
    const found = conversationContact(detail({ user_name: " Mette Holm ", user_email: "mette@example.dk" }, ["skriv til anden@example.dk"]));
    expect(found).toEqual({ name: "Mette Holm", email: "mette@example.dk", phone: null });
  });

  it("finds nothing where nothing was given: no year or order number taken for a phone", () => {
    expect(conversationContact(detail({}, ["angreb siden 2026", "ordre 1234567"]))).toEqual({ name: null, email: null, phone: null });
  });
});
