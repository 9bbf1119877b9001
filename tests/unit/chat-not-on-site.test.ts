// What the site does not say is said to be so: a fixed answer that shares words with a question but answers another
// one (how or when, where the visitor asked who; how the customer pays, where the visitor asked us to pay) is
// replaced by the honest hand-over.
import { describe, expect, it } from "vitest";
import { seedVocabulary } from "../../supabase/functions/chat-support/assistant/answer.ts";
import { SearchIndex } from "../../supabase/functions/chat-support/assistant/retrieval.ts";
import { staticDocs } from "../../supabase/functions/chat-support/assistant/knowledge.ts";
import { Vocabulary } from "../../supabase/functions/chat-support/assistant/text.ts";
import { DEFAULT_SITE_IDENTITY } from "#shared/content/site.ts";
import { chatPlayer } from "./support/chat-play.ts";

const vocabulary = seedVocabulary(new Vocabulary());
const index = new SearchIndex(staticDocs(DEFAULT_SITE_IDENTITY), vocabulary);
const play = chatPlayer({ identity: DEFAULT_SITE_IDENTITY, userEmail: null, vocabulary, index: async () => index, today: { year: 2026, month: 11, day: 28 } });

const UNKNOWN = /står ikke på siden|doesn't say|en kollega kan|a colleague can/;

describe("who may do a thing is not answered by how or when it is done", () => {
  it("hands over who may cancel when the owner dies", async () => {
    const reply = await play("if I die, who can cancel the subscription for my company?");
    expect(reply.text).toMatch(UNKNOWN);
    expect(reply.text).not.toMatch(/one month's notice/);
  });

  it("hands over who installs the agent instead of giving the setup time", async () => {
    const reply = await play("hvem kan installere agenten hos os");
    expect(reply.text).toMatch(UNKNOWN);
    expect(reply.text).not.toMatch(/1 time/);
  });

  it("still answers who cancels with the terms: the customer, in the portal", async () => {
    const reply = await play("hvem kan opsige abonnementet?");
    expect(reply.text).toMatch(/I opsiger i kundeportalen/);
  });
});

describe("what we would pay for the customer is not on the site", () => {
  it("does not answer a fine from Datatilsynet with the payment terms", async () => {
    const reply = await play("vi har fået en bøde fra datatilsynet, kan I betale den?");
    expect(reply.text).toMatch(UNKNOWN);
    expect(reply.text).not.toMatch(/Stripe/);
  });

  it("still answers how the customer pays", async () => {
    const reply = await play("hvordan kan vi betale?");
    expect(reply.text).toMatch(/kort via Stripe/);
  });

  it("answers damage paid for by us with the liability terms, not the hand-over", async () => {
    const reply = await play("kan I betale for skaden hvis vi bliver ramt af ransomware?");
    expect(reply.text).toMatch(/erstatningsansvar/);
  });
});

describe("a customer's everyday matters", () => {
  it("points a forgotten portal password to the sign-in page's own button", async () => {
    for (const message of ["jeg har glemt min adgangskode til portalen", "I forgot my password", "jeg kan ikke logge ind i kundeportalen"]) {
      const reply = await play(message);
      expect(reply.text).toMatch(/Glemt adgangskode\?/);
      expect(reply.text).toMatch(/\(\/auth\)/);
    }
  });

  it("does not offer our reset for another service's password, nor for a password someone else changed", async () => {
    expect((await play("jeg har glemt koden til min mail")).text).not.toMatch(/Glemt adgangskode\?/);
    const taken = await play("nogen har ændret min adgangskode og jeg kan ikke logge ind");
    expect(taken.text).toMatch(/\+45 70 20 30 40/);
  });

  it("answers how often the card is charged with the payment terms, never a yearly price", async () => {
    const reply = await play("how often do you charge the card?");
    expect(reply.text).toMatch(/in advance for each month/);
    const yearly = await play("hvor mange gange om året sender i faktura?");
    expect(yearly.text).not.toMatch(/Core 44 kr/);
  });
});

describe("a mail in the visitor's own name that they did not write", () => {
  it("is an incident with the account steps, in Danish and English", async () => {
    const da = await play("min chef har fået en mail fra \"mig\" hvor jeg beder om at få ændret min løn-konto, men det har jeg ikke skrevet");
    expect(da.text).toMatch(/\+45 70 20 30 40/);
    expect(da.text).toMatch(/Skift adgangskoden/);
    const en = await play("my boss got an email from me asking him to buy gift cards, but I never sent it");
    expect(en.text).toMatch(/\+45 70 20 30 40/);
  });
});
