// Everyday wording the built-in answerer must read: numbers as words, headcounts, intents, contact details and typos.
import { describe, expect, it } from "vitest";
import { analyse, EMPTY_STATE } from "../../supabase/functions/chat-support/assistant/analyse.ts";
import { builtInReply, seedVocabulary } from "../../supabase/functions/chat-support/assistant/answer.ts";
import { staticDocs } from "../../supabase/functions/chat-support/assistant/knowledge.ts";
import { SearchIndex } from "../../supabase/functions/chat-support/assistant/retrieval.ts";
import { DEFAULT_SITE_IDENTITY } from "#shared/content/site.ts";
import { findContact } from "../../supabase/functions/chat-support/assistant/contact.ts";
import { spelledNumbers } from "../../supabase/functions/chat-support/assistant/numbers.ts";
import { Vocabulary } from "../../supabase/functions/chat-support/assistant/text.ts";

const today = { year: 2026, month: 11, day: 25 };
const vocabulary = seedVocabulary(new Vocabulary());
const read = (text: string) => analyse(text, EMPTY_STATE, vocabulary, today);

describe("spelledNumbers", () => {
  it.each([
    ["vi er et dusin", "vi er 12"],
    ["et halvt dusin ansatte", "6 ansatte"],
    ["to dusin", "24"],
    ["a dozen people", "12 people"],
    ["half a dozen users", "6 users"],
    ["femogtyve medarbejdere", "25 medarbejdere"],
    ["fem og tyve", "25"],
    ["enogtredive", "31"],
    ["twenty-five employees", "25 employees"],
    ["twenty five", "25"],
    ["fjorten mand", "14 mand"],
    ["tyve brugere", "20 brugere"],
    ["halvtreds", "50"],
  ])("%s → %s", (input, expected) => {
    expect(spelledNumbers(input)).toBe(expected);
  });

  it("leaves single units and words that only contain a number alone", () => {
    expect(spelledNumbers("kan en af jer ringe til mig om to timer")).toBe("kan en af jer ringe til mig om to timer");
    expect(spelledNumbers("tyveri og fire wall")).toBe("tyveri og fire wall");
  });
});

describe("headcounts in words", () => {
  it.each([
    ["pris for core, vi er et dusin", 12],
    ["hvad koster essentials til ti ansatte", 10],
    ["Complete for seks medarbejdere med moms tak", 6],
    ["hvad koster de forskellige pakker for tyve medarbejdere", 20],
    ["vi er femogtyve, hvad koster core", 25],
    ["How much would Core be for twelve people?", 12],
    ["vi er halvtreds mand, hvad koster core", 50],
    ["hvad koster det for mig og 3 kolleger med core", 4],
    ["vi er 3 mand + mig, essentials?", 4],
    ["me and 2 colleagues, how much is Core", 3],
    ["essentials x 15", 15],
    ["7 x complete", 7],
  ])("%s → %i", (message, employees) => {
    expect(read(message).employees).toBe(employees);
  });
});

describe("intents in everyday wording", () => {
  it.each([
    ["hvad er prisforskellen mellem core og essentials for 10", "difference"],
    ["hvad koster de forskellige pakker for tyve medarbejdere", "price"],
    ["en kollega klikkede på et link, så hvad koster essentials for os 14 ansatte?", "price"],
    ["vi er blevet hacket", "emergency"],
    ["kan man teste det forst", "trial"],
    ["kan I hjælpe med at sætte det op", "setup"],
    ["kan jeg få en mand i røret", "person"],
    ["kan jeg stoppe når jeg vil", "lock-in"],
    ["hvem vinder superligaen i aar", "off-topic"],
    ["hvem kan jeg snakke med", "person"],
    ["svarer i hurtigt hvis noget går galt", "support"],
    ["hvad sker der hvis vi ansætter en ny", "headcount-change"],
    ["trækker i pengene automatisk hver måned", "payment"],
    ["giv mig jeres tlf nr", "person"],
    ["tak, det var alt", "thanks"],
    ["cheers, thanks", "thanks"],
    ["hvor mange ansatte kan i max dække", "limits"],
    ["hvor lang er opsigelsen og kan vi få pengene tilbage", "refund"],
  ])("%s → %s", (message, topic) => {
    expect(read(message).topic).toBe(topic);
  });

  it("answers a price and a terms question asked together: the price first, the other after", () => {
    const a = read("Vi er 8. Hvad koster Core og hvad koster Complete? Og er der binding?");
    expect([a.topic, a.also, a.employees, a.plans]).toEqual(["price", "lock-in", 8, ["core", "complete"]]);
    expect(read("Er der binding?").also).toBeNull();
  });

  it("replies to both parts", async () => {
    const index = new SearchIndex(staticDocs(DEFAULT_SITE_IDENTITY), vocabulary);
    const context = { identity: DEFAULT_SITE_IDENTITY, userEmail: null, vocabulary, index: async () => index, today };
    const reply = await builtInReply([{ role: "user", content: "Vi er 8. Hvad koster Core og hvad koster Complete? Og er der binding?" }], context);
    expect(reply.text).toMatch(/^For 8 medarbejdere/);
    expect(reply.text).toMatch(/Core: 352 kr\./);
    expect(reply.text).toMatch(/Complete: 1\.032 kr\./);
    expect(reply.text).toMatch(/ingen binding ud over løbende \+1 måneds varsel/);
  });

  it("reads 'hele året' as a year", () => {
    expect(read("og hele året med moms?").yearly).toBe(true);
  });

  it("reads an English request without English question words as English", () => {
    expect(read("write me a python script that sorts a list").lang).toBe("en");
  });
});

describe("a name typed right before the contact details", () => {
  it("stores the name and the number", () => {
    expect(findContact("Peter Jensen 23 45 67 89")).toEqual({ name: "Peter Jensen", email: null, phone: "23 45 67 89" });
  });

  it("leaves a word of assent out of the name", () => {
    expect(findContact("Ok. Hanne Lund, hanne.lund@firma.dk").name).toBe("Hanne Lund");
  });

  it("keeps the conversation's language when the message is mostly a name and an address", () => {
    const danish = { ...EMPTY_STATE, lang: "da" as const, handoffPending: true };
    expect(analyse("Ok. Hanne Lund, hanne.lund@firma.dk", danish, vocabulary, today).lang).toBe("da");
  });
});

describe("typo correction", () => {
  it("leaves a word alone that starts with a stem the assistant knows (\\bansaet\\w*)", () => {
    expect(vocabulary.correct("ansaetter")).toBe("ansaetter");
  });
});
