// Kinds first met in held-out round 54 (issue 38), each tested in other words than the round's: the blog as a
// whole, fixed prices and inflation, deductions, an attack's cost, getting started after paying, a two-step method
// without a smartphone, and the incidents that were new. (Over the demo blog's real posts.)
import { describe, expect, it } from "vitest";
import { emergencyKind, isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import { blogAsked } from "../../supabase/functions/chat-support/assistant/blog-guide.ts";
import { playerOverPosts } from "./support/chat-play.ts";
import { seedPosts } from "./support/seed-posts.ts";

const play = playerOverPosts(seedPosts());

describe("the blog as a whole", () => {
  it("which post to read first: no ranking claimed, the post that calls itself the one thing, quoted", async () => {
    const reply = await play("hvis jeg kun læser én af jeres artikler, hvilken skal det så være?");
    expect(reply.text).toMatch(/^Siden rangerer ikke sine indlæg/);
    expect(reply.text).toMatch(/»Hvis du kun gør én ting/);
    expect(reply.text).toMatch(/\/blog\/mfa-den-billigste-sikkerhed/);
  });

  it("the posts named before 'hvilken skal jeg læse først?', and the same asked in English", async () => {
    const danish = await play("der er mange indlæg på jeres blog, hvilket skal jeg læse først?");
    expect(danish.text).toMatch(/^Siden rangerer ikke sine indlæg/);
    const english = await play("which of your blog posts should I read first?");
    expect(english.text).toMatch(/^The site does not rank its posts, but one of them, in Danish, calls itself the one thing to do/);
    expect(english.text).toMatch(/\/blog\/mfa-den-billigste-sikkerhed/);
  });

  it("'your five best tips': no top list, the one-thing post, and posts that give advice (no announcement)", async () => {
    const reply = await play("kan du give mig jeres 5 bedste tips?");
    expect(reply.text).toMatch(/^Siden har ingen top-liste over råd/);
    expect(reply.text).not.toMatch(/ISO 27001-certificeret/);
  });

  it("a post in English asked for, in either language", async () => {
    const english = await play("do you have any posts in English? I don't read Danish");
    expect(english.text).toMatch(/^Yes: one of our posts is in English: \[Five Microsoft 365 security settings/);
    const danish = await play("findes der artikler på engelsk til min svenske kollega?");
    expect(danish.text).toMatch(/^Ja, ét af vores indlæg er på engelsk/);
  });

  it("not a question about one post, nor about the plans", () => {
    expect(blogAsked("hvad siger jeres artikel om backup")).toBeNull();
    expect(blogAsked("hvilken plan skal vi vaelge forst")).toBeNull();
  });
});

describe("money around the price", () => {
  it("a price fixed for a year, or following inflation: what the terms do not promise, then the notice", async () => {
    const fixed = await play("kan vi få låst prisen fast i 12 måneder?");
    expect(fixed.text).toMatch(/^En fast pris i en bestemt periode lover vilkårene ikke: vi kan ændre priserne med 30 dages varsel/);
    const inflation = await play("will the price follow inflation each year?");
    expect(inflation.text).toMatch(/^The terms promise no fixed price for a set period, and they do not mention inflation/);
  });

  it("deducting the moms or the cost is not the site's to say; removing a leaver is no deduction", async () => {
    const moms = await play("er udgiften til jer fradragsberettiget i regnskabet?");
    expect(moms.escalation).toBe("no-answer");
    const leaver = await play("vi har core til 6", "en er stoppet, kan vi trække ham fra fra næste måned?");
    expect(leaver.text).toMatch(/^Core til 5 medarbejdere koster \*\*220 kr\./);
  });

  it("what an attack costs a firm is not our price", async () => {
    const reply = await play("hvad koster et ransomwareangreb typisk en virksomhed på 10 ansatte?");
    expect(reply.text).not.toMatch(/kr\. om måneden/);
  });
});

describe("getting started, and the practice around it", () => {
  it("'how soon are we covered after paying?': the setup time, not the payment terms", async () => {
    const reply = await play("hvor hurtigt er vi beskyttet efter vi har betalt?");
    expect(reply.text).toMatch(/^Opsætningen tager typisk omkring 1 time/);
  });

  it("'we just paid, what now?': the steps to get started", async () => {
    const reply = await play("så har vi betalt! hvad skal vi gøre nu?");
    expect(reply.text).toMatch(/^I kommer i gang i fire trin/);
  });

  it("two-step sign-in for someone without a smartphone: the MFA post's methods, no phone management pitch", async () => {
    const reply = await play("vores lagermand har kun en gammel knaptelefon, hvordan skal han så bruge MFA?");
    expect(reply.text).toMatch(/\/blog\/mfa-den-billigste-sikkerhed/);
    expect(reply.text).not.toMatch(/Mobile Device Management er med/);
  });

  it("too small to be a target: no incident line for a question", async () => {
    const reply = await play("vi er kun 2 i firmaet, er vi ikke for små til at hackere gider angribe os?");
    expect(reply.escalation).not.toBe("emergency");
    expect(reply.text).not.toMatch(/^Ring til vores beredskab/);
  });
});

describe("incidents first met in round 54", () => {
  it("an approval not started, a card typed after a mail, a site showing someone else's message, someone changing passwords now, prompts one after another, a changed signature", () => {
    const cases: Array<[string, string]> = [
      ["jeg har lige godkendt et mitid login som jeg ikke selv startede", "payment"],
      ["my colleague entered our company card number on a page from a refund email, it was fake", "payment"],
      ["vores webshop viser pludselig en andens budskab i stedet for vores produkter", "website"],
      ["jeg kan se at nogen er logget ind som admin og er ved at slette brugere lige nu", "account"],
      ["jeg får den ene godkend-anmodning efter den anden på telefonen og det er ikke mig der logger ind", "login"],
      ["signaturen i bogholderens mail er blevet ændret med et nyt kontonummer, det har hun ikke gjort", "account"],
    ];
    for (const [message, kind] of cases) {
      expect(isEmergency(message), message).toBe(true);
      expect(emergencyKind(message), message).toBe(kind);
    }
  });

  it("not entering a card at checkout, nor changing passwords ourselves", () => {
    expect(isEmergency("hvor indtaster vi kortnummeret når vi bestiller?")).toBe(false);
    expect(isEmergency("vi er ved at skifte alle adgangskoder efter kurset, hvor lange skal de være?")).toBe(false);
  });
});
