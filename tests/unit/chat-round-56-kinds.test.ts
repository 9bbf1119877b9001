// Kinds first met in held-out round 56 (issue 38), each tested in other words than the round's: reporting to the
// police or Datatilsynet (ahead or afterwards), a fraud over and done with, a post named before the question,
// practice asked as "hvad gør vi så?", and the incidents that were new. (Over the demo blog's real posts.)
import { describe, expect, it } from "vitest";
import { emergencyKind, isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import { preparedKind } from "../../supabase/functions/chat-support/assistant/prepared.ts";
import { playerOverPosts } from "./support/chat-play.ts";
import { seedPosts } from "./support/seed-posts.ts";

const play = playerOverPosts(seedPosts());

describe("reporting, ahead or afterwards", () => {
  it("'should we report it to the police now, afterwards?': the post's sentence, and that the site cannot judge the case", async () => {
    const reply = await play("giver det mening at melde det til politiet bagefter, pengene er jo væk?");
    expect(reply.text).toMatch(/^Det står i vores indlæg \[Trusselsbilledet/);
    expect(reply.text).toMatch(/politiet på politi\.dk/);
    expect(reply.escalation).toBeNull();
  });

  it("which authority for a breach, in English: Datatilsynet and the hours as the post gives them", async () => {
    const reply = await play("for our plan: which authority gets told about a personal data breach?");
    expect(reply.text).toMatch(/Datatilsynet, the Danish Data Protection Agency, within 72 hours/);
  });

  it("a fraud told as over and done with is no incident now; NIS2 and reporting is the NIS2 question", async () => {
    expect(isEmergency("vi blev snydt med en falsk faktura i august, det er overstået nu og banken kunne ikke hente pengene")).toBe(false);
    const nis2 = await play("er vi omfattet af NIS2 og skal vi anmelde noget til en myndighed?");
    expect(nis2.text).not.toMatch(/^Det står i vores indlæg \[Trusselsbilledet/);
  });
});

describe("a post named before the question, and practice asked plainly", () => {
  it("'your Microsoft 365 post mentions forwarding. What do you recommend?': that step's section", async () => {
    const reply = await play("Your post about Microsoft 365 talks about auto-forwarding. What should we do about it?");
    expect(reply.text).toMatch(/Block external auto-forwarding/);
  });

  it("a password typed on a fake page, asked for the plan: the account steps as a plan", () => {
    expect(preparedKind("til beredskabsplanen hvad gor vi hvis en ansat taster sin adgangskode pa en falsk side")).toBe("account");
  });
});

describe("incidents first met in round 56", () => {
  it("goods ordered in the company's name, a salary account changed on a mail, files with a new ending on the shared drive", () => {
    const cases: Array<[string, string]> = [
      ["en leverandør siger at nogen har bestilt varer i vores navn i nat og de er sendt afsted", "in-our-name"],
      ["payroll changed an employee's salary account yesterday after an email from the CEO, and the salary went out today", "payment"],
      ["alle filerne på fællesdrevet har fået en ny mærkelig endelse og vi kan ikke åbne dem", "ransomware"],
    ];
    for (const [message, kind] of cases) {
      expect(isEmergency(message), message).toBe(true);
      expect(emergencyKind(message), message).toBe(kind);
    }
  });

  it("goods ordered in their name get the supplier stopped first, and no price", async () => {
    const reply = await play("hvad koster core for 4", "vent, en grossist ringer: der er bestilt varer i vores firmas navn, som vi aldrig har bestilt. hvad gør vi?");
    expect(reply.text).toMatch(/Ring til leverandøren nu/);
    expect(reply.text).not.toMatch(/44 kr/);
  });

  it("not how to change a salary account, nor a price in thousands read as a headcount", async () => {
    expect(isEmergency("hvordan ændrer jeg lønkontoen for en medarbejder i lønsystemet?")).toBe(false);
    const reply = await play("vi har lige købt ind for 40.000 kr hos en grossist, hvad koster essentials egentlig?");
    expect(reply.text).not.toMatch(/40 medarbejdere/);
    expect(reply.text).toMatch(/66 kr\. pr\. medarbejder/);
  });
});
