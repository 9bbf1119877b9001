// The person behind a chat lead (issue 28 item 8): the hand-off message's name and company, and the question
// the lead is about (the visitor's substantive turn, not the request for a person).
import { describe, expect, it } from "vitest";
import { findContact } from "../../supabase/functions/chat-support/assistant/contact.ts";
import { ESCALATION_REASONS, leadQuestion } from "../../supabase/functions/chat-support/escalation.ts";

describe("findContact: name and company from a hand-off", () => {
  it.each([
    ["Mette Holm, 22 33 44 55", { name: "Mette Holm", email: null, phone: "22 33 44 55" }],
    // A word of assent or a greeting before the name is none of it (the blind held-out round found "Sure:").
    ["Sure: John Miller from Miller Bakery ApS, +45 31 41 59 26", { name: "John Miller", email: null, phone: "+45 31 41 59 26", company: "Miller Bakery ApS" }],
    ["Hej, ring mig op på 40404040", { name: null, email: null, phone: "40404040" }],
    ["Hi! Anna Berg, anna@berg.dk", { name: "Anna Berg", email: "anna@berg.dk", phone: null }],
    ["Hej, Lone her, 40 40 40 40", { name: "Lone", email: null, phone: "40 40 40 40" }],
    // The name between commas after the request, and a name with its company after the number.
    ["ja lad en af jer ringe mig op, Kasper Lund, 31 42 53 64", { name: "Kasper Lund", email: null, phone: "31 42 53 64" }],
    ["send det til Outlook, mette@firma.dk", { name: null, email: "mette@firma.dk", phone: null }],
    ["Mette Holm, Holm VVS, mette@holmvvs.dk", { name: "Mette Holm", email: "mette@holmvvs.dk", phone: null, company: "Holm VVS" }],
    ["Mette Holm, Holm VVS ApS, 22 33 44 55", { name: "Mette Holm", email: null, phone: "22 33 44 55", company: "Holm VVS ApS" }],
    ["Jeg hedder Mette Holm fra Holm VVS, tlf 22 33 44 55", { name: "Mette Holm", email: null, phone: "22 33 44 55", company: "Holm VVS" }],
    ["Peter Jensen hos Jensen & Søn A/S, peter@jensen.dk", { name: "Peter Jensen", email: "peter@jensen.dk", phone: null, company: "Jensen & Søn A/S" }],
    ["Jeg hedder Mette Holm, og min mail er mette@holm-byg.dk", { name: "Mette Holm", email: "mette@holm-byg.dk", phone: null }],
    ["Mette Holm, ring gerne i morgen på 22 33 44 55", { name: "Mette Holm", email: null, phone: "22 33 44 55" }],
  ])("%j", (text, expected) => {
    expect(findContact(text)).toEqual(expected);
  });
});

describe("leadQuestion: what the lead is about", () => {
  const user = (content: string) => ({ role: "user" as const, content });
  const assistant = (content: string) => ({ role: "assistant" as const, content });
  // The assistant's own reading decides what a hand-off is; here a stand-in with the same answers.
  const handOff = (upTo: ReadonlyArray<{ content: string }>) => /person|medarbejder|\d{2} \d{2}|@/.test(upTo.at(-1)!.content);

  it("is the question before the request for a person", () => {
    const messages = [user("Hvad koster Complete for 9 ansatte?"), assistant("…"), user("kan jeg tale med en person?")];
    expect(leadQuestion(messages, handOff)).toBe("Hvad koster Complete for 9 ansatte?");
  });

  it("skips the turn with the contact details too", () => {
    const messages = [
      user("Hvad koster Complete for 9 ansatte?"), assistant("…"),
      user("kan jeg tale med en person?"), assistant("…"),
      user("Mette Holm, 22 33 44 55"),
    ];
    expect(leadQuestion(messages, handOff)).toBe("Hvad koster Complete for 9 ansatte?");
  });

  it("keeps a follow-up with the question it follows, oldest first, at most three turns", () => {
    const messages = [
      user("Hej"), assistant("…"),
      user("Hvad koster Essentials for 10 ansatte?"), assistant("…"),
      user("og med moms?"), assistant("…"),
      user("og om året?"), assistant("…"),
      user("Kan jeg tale med en rigtig person?"),
    ];
    expect(leadQuestion(messages, handOff)).toBe("Hvad koster Essentials for 10 ansatte?\nog med moms?\nog om året?");
  });

  it("is the request itself when the visitor asked nothing else", () => {
    expect(leadQuestion([user("kan jeg tale med en person?")], handOff)).toBe("kan jeg tale med en person?");
  });

  it("has an emergency reason for the urgent route", () => {
    expect(ESCALATION_REASONS.emergency).toMatch(/angreb/);
  });
});
