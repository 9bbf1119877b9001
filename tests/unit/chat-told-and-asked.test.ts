// What a visitor tells before asking, and how they ask: an introduction that asks nothing yet, an English
// "doesn't", a bill that follows a leaver, two questions of practice one post answers, a product named in a title.
import { describe, expect, it } from "vitest";
import type { PublishedPost } from "../../supabase/functions/chat-support/assistant/knowledge.ts";
import { playerOverPosts } from "./support/chat-play.ts";
import { MFA_POST, MFA_POST_LINES, post } from "./support/chat-posts.ts";

const POSTS: PublishedPost[] = [
  post(MFA_POST[0], MFA_POST[1], [...MFA_POST[2], "Microsoft 365"], MFA_POST_LINES),
  post("opdateringer-paa-15-minutter-om-ugen", "Opdateringer og patch management på 15 minutter om ugen", ["opdateringer", "patch management", "Windows", "Microsoft 365"], [
    "De fleste angreb udnytter huller, der allerede er lukket af en opdatering.",
    "",
    "## Den ugentlige rutine",
    "",
    "Sæt 15 minutter af hver mandag: tjek, at computerne har fået de seneste opdateringer.",
    "",
    "Tommelfingerregel: kritiske sikkerhedsopdateringer installeres inden for 14 dage, og i løbet af få dage, hvis der er kendte angreb i gang.",
  ]),
  post("five-microsoft-365-settings-to-change", "Five Microsoft 365 security settings every small business should change", ["Microsoft 365", "MFA", "settings"], [
    "The default settings of a new Microsoft 365 tenant favour convenience over security.",
    "",
    "## 1. Turn on multi-factor authentication for everyone",
    "",
    "Security defaults or conditional access: require MFA for every account, admins first.",
  ]),
  post("nis2-for-smaa-virksomheder", "NIS2 for små virksomheder: Gælder det dig?", ["NIS2", "lovgivning"], [
    "Det korte svar er: sandsynligvis ikke direkte, men sandsynligvis indirekte.",
  ]),
];

const play = playerOverPosts(POSTS);

const HANDOVER = /står ikke på siden|doesn't say/;

describe("an introduction that asks nothing yet", () => {
  it("gets the prices for the headcount told, in the visitor's language, not a hand-over", async () => {
    for (const [told, lang] of [["hej vi er et vvs firma med 9 ansatte", "da"], ["hej vi er en ejendomsmægler butik med 9 ansatte", "da"], ["hey we're a small architecture firm, 9 people, mostly on macbooks", "en"]] as const) {
      const reply = await play(told);
      expect(reply.text, told).not.toMatch(HANDOVER);
      expect(reply.text, told).toMatch(lang === "en" ? /DKK 1,161/ : /1\.161 kr\./);
    }
  });

  it("keeps the hand-over for a question told around a headcount, question mark or not, that the prices do not answer", async () => {
    for (const asked of ["vi er et vvs firma med 9 ansatte, virker det på vores kasseterminaler", "vi er et vvs firma med 9 ansatte. virker det på vores kasseterminaler?"]) {
      const reply = await play(asked);
      expect(reply.text, asked).toMatch(HANDOVER);
      expect(reply.text, asked).not.toMatch(/396 kr\./);
    }
  });

  it("answers the next question for the headcount told", async () => {
    const reply = await play("hey we're a small architecture firm, 9 people, mostly on macbooks", "what exactly do we get with Complete that Essentials doesnt have?");
    expect(reply.text).toMatch(/Mobile Device Management/);
    expect(reply.text).toMatch(/Security Awareness Training/);
    expect(reply.text).not.toMatch(HANDOVER);
  });
});

describe("how a question is put in English", () => {
  it("reads 'doesn't' and 'doesnt' as no word of the question", async () => {
    for (const asked of ["what is in Complete that Essentials doesn't have?", "what exactly do we get with Complete that Essentials doesnt have?"]) {
      const reply = await play(asked);
      expect(reply.text, asked).toMatch(/Complete includes everything in Essentials plus Network/);
    }
  });

  it("answers 'what do we get with Complete?' with what it holds, not only its price", async () => {
    expect((await play("what do we get with Complete?")).text).toMatch(/Mobile Device Management/);
  });
});

describe("a leaver and the bill", () => {
  it("says a lower headcount is billed from the next period, not that the site does not say", async () => {
    const reply = await play("Vi har en medarbejder der stopper til udgangen af måneden. Hvornår kan vi se det på regningen hvis jeg sætter antallet ned?");
    expect(reply.text).toMatch(/førstkommende betalingsperiode/);
    expect(reply.text).toMatch(/kundeportalen/);
  });

  it("still leaves an employee's own notice, with no word of the bill, to a person", async () => {
    expect((await play("hvad gør jeg, hvis en medarbejder siger op og tager kundelister med?")).text).toMatch(/står ikke på siden|kollega/);
  });
});

describe("the post a question of practice asks for", () => {
  it("answers two questions of practice in one from the post both point to", async () => {
    const reply = await play("Jeg er IT-praktikant. Hvor hurtigt bør vi installere kritiske sikkerhedsopdateringer, og har I en fast rutine I anbefaler?");
    expect(reply.text).toContain("(/blog/opdateringer-paa-15-minutter-om-ugen)");
    expect(reply.text).toMatch(/14 dage/);
  });

  it("finds the post whose title names the product asked about", async () => {
    const reply = await play("any quick wins for locking down our microsoft 365? we're 6 people and nobody really knows what they're doing lol");
    expect(reply.text).toContain("(/blog/five-microsoft-365-settings-to-change)");
    expect(reply.text).not.toMatch(/DKK \d/);
  });

  it("does not answer how fast we reply to an e-mail from a post", async () => {
    expect((await play("hvor fort svarer dere på en vanlig e-post?")).text).toMatch(/arbejdsdag/);
  });
});

describe("questions listed under one question mark", () => {
  it("answers each of '3 spm: hvad koster …, hvor lang tid tager …, og er der …?'", async () => {
    const reply = await play("3 spm: hvad koster complete for 2 personer om måneden, hvor lang tid tager det at installere på en pc, og er der noget opstartsgebyr?");
    expect(reply.text).toMatch(/258 kr\./);
    expect(reply.text).toMatch(/10-15 minutter/);
    expect(reply.text).toMatch(/intet opstartsgebyr/);
    expect(reply.text).not.toMatch(/«spm»/);
  });
});

describe("working abroad and logins from other countries", () => {
  it("says the agent follows the laptop and that logins can be limited to the countries they work from", async () => {
    const reply = await play("We're 4 people and mostly remote.", "One of us will work from Portugal for three months on her company laptop. Is she still protected, and can we block logins from countries we don't work from?");
    expect(reply.text).toMatch(/Cloud App Security is included from the Essentials plan/);
    expect(reply.text).toMatch(/countries you work from/);
    expect(reply.text).toMatch(/the agent follows the computer/);
  });
});
