// Kinds first met in held-out round 53 (issue 38), each tested in other words than the round's: whether a plan is
// enough or worth it, a feature bought alone, IT work the service does not include, other currencies and periods,
// "both" after two plans, card data, "say it simpler" after a post, the threat picture, a post's section found by a
// rare word, and the incidents that were new. (Over the demo blog's real posts.)
import { describe, expect, it } from "vitest";
import { emergencyKind, isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import { periodAnswer, periodAsked } from "../../supabase/functions/chat-support/assistant/period.ts";
import { planFitAsked } from "../../supabase/functions/chat-support/assistant/plan-fit.ts";
import { getPlan } from "../../supabase/functions/_shared/facts/content.ts";
import { playerOverPosts } from "./support/chat-play.ts";
import { seedPosts } from "./support/seed-posts.ts";

const play = playerOverPosts(seedPosts());

describe("is a plan enough, too much or worth it", () => {
  it("the cheapest asked about beside a need for mail: what it lacks, where mail comes in, and a person to choose with", async () => {
    const reply = await play("holder den billigste pakke til os? næsten alt det skumle kommer ind via outlook");
    expect(reply.text).toMatch(/^Core indeholder/);
    expect(reply.text).toMatch(/Email Security er med fra Essentials/);
    expect(reply.text).toMatch(/kan siden ikke afgøre; en kollega/);
  });

  it("the top plan as too much, after telling of tablets: what it adds over the one below", async () => {
    const reply = await play("vi er en frisør med 4 ansatte og to tablets ved kassen", "er complete ikke for meget til os?");
    expect(reply.text).toMatch(/^Det, den lægger oven i Essentials/);
    expect(reply.text).toMatch(/Mobile Device Management er med fra Complete/);
    expect(reply.text).toMatch(/For 4 medarbejdere om måneden ekskl\. moms: Core 176 kr\., Essentials 264 kr\. og Complete 516 kr\./);
  });

  it("'worth it for the three of us?' beside a free antivirus: the prices for three, no comparison claimed", async () => {
    const reply = await play("is it even worth it for 3 people? my partner says free antivirus does the job");
    expect(reply.text).toMatch(/For 3 employees a month excluding VAT: Core DKK 132, Essentials DKK 198 and Complete DKK 387/);
    expect(reply.text).toMatch(/does not compare Skjold with other products/);
  });

  it("a question of practice ('er en NAS nok som backup?') and two plans compared are not this", () => {
    expect(planFitAsked("er en nas nok som backup", false)).toBe(false);
    expect(planFitAsked("er sms koder nok eller skal vi have en app", false)).toBe(false);
    expect(planFitAsked("er essentials nok til os", true)).toBe(true);
  });

  it("'forskellen på core og essentials, er det værd at betale mere?' keeps the difference", async () => {
    const reply = await play("hvad er forskellen på core og essentials, er det værd at betale mere?");
    expect(reply.text).toMatch(/22 kr\. mere/);
  });
});

describe("a feature bought alone, and IT work outside the service", () => {
  it("only the training, 'without the rest': sold in the plans, the total for the headcount, a colleague for other options", async () => {
    const reply = await play("kan vi nøjes med at købe kun træningen til de ansatte uden resten? vi er 8");
    expect(reply.text).toMatch(/^På siden sælges funktionerne i planerne, ikke enkeltvis: Security Awareness Training er med fra Complete/);
    expect(reply.text).toMatch(/For 8 medarbejdere er det 1\.032 kr\./);
    expect(reply.text).toMatch(/en kollega kan svare/);
  });

  it("moving mail, building a website, setting up Microsoft 365: the terms' line on help outside the service", async () => {
    for (const message of ["kan I hjælpe os og migrere mailen fra simply til google workspace?", "could you build a new website for us too?", "kan I sætte office 365 op for os når vi starter?"]) {
      const reply = await play(message);
      expect(reply.text, message).toMatch(/^(Det hører ikke under Skjold|That is outside Skjold)/);
    }
  });

  it("connecting Microsoft 365 to the product is still the product's setup", async () => {
    const reply = await play("hvordan forbinder vi vores microsoft 365 til skjold?");
    expect(reply.text).not.toMatch(/^Det hører ikke under Skjold/);
  });
});

describe("other currencies, other periods, and both plans", () => {
  it("'and in Swedish kronor?' after a plan's price: the price in DKK and no other currency claimed", async () => {
    const reply = await play("vad kostar Complete?", "och i svenska kronor?");
    expect(reply.text).toMatch(/^Complete koster 129 kr\. \(DKK\) pr\. medarbejder pr\. måned ekskl\. moms\./);
    expect(reply.text).toMatch(/står der ikke noget på siden/);
  });

  it("per week and per quarter, as an average of the monthly charge", () => {
    expect(periodAsked("hvad bliver det om ugen")).toBe("week");
    expect(periodAsked("what is that per quarter")).toBe("quarter");
    // "i dag" is today, "i uge 12" a week by its number.
    expect(periodAsked("skal betales i dag")).toBeNull();
    expect(periodAsked("vi starter i uge 12")).toBeNull();
    expect(periodAnswer("week", getPlan("essentials"), 10, "da")).toMatch(/^Essentials til 10 medarbejdere koster 660 kr\. om måneden ekskl\. moms; det svarer til ca\. 152,31 kr\. om ugen/);
    expect(periodAnswer("quarter", getPlan("core"), null, "en")).toMatch(/^Core per employee costs DKK 44 a month excluding VAT; that is DKK 132 a quarter/);
  });

  it("a week's price asked after a plan's price", async () => {
    const reply = await play("hvad koster essentials", "hvad bliver det pr uge for 4 personer?");
    expect(reply.text).toMatch(/^Essentials til 4 medarbejdere koster 264 kr\. om måneden ekskl\. moms; det svarer til ca\. 60,92 kr\. om ugen/);
  });

  it("'begge' after two plans were compared prices both", async () => {
    const reply = await play("hvad skiller essentials fra complete?", "og hvad koster begge for 5 inkl moms?");
    expect(reply.text).toMatch(/Essentials: 412,50 kr\./);
    expect(reply.text).toMatch(/Complete: 806,25 kr\./);
  });

  it("not 'for os begge', which is a headcount", async () => {
    const reply = await play("hvad er forskellen på core og essentials", "hvad koster essentials for os begge?");
    expect(reply.text).toMatch(/132 kr\./);
  });
});

describe("card data, 'say it simpler', the threat picture and a post's section", () => {
  it("who keeps the card number: the privacy policy's sentence", async () => {
    const reply = await play("bliver vores kortdata gemt hos jer når vi betaler?");
    expect(reply.text).toMatch(/^Kortoplysninger håndteres udelukkende af vores betalingsudbyder, Stripe; vi ser aldrig hele kortnummeret/);
  });

  it("'forklar det enklere' after a post's passage gives the post's own steps", async () => {
    const reply = await play("hvordan kommer vi i gang med phishing-øvelser for personalet uden at det bliver ubehageligt?", "forklar det enklere tak");
    expect(reply.text).toMatch(/^Kort fortalt, fra indlægget \[Awareness-træning uden skræmmekampagner\]/);
    expect(reply.text).toMatch(/- Fortæl på forhånd/);
  });

  it("what is going around now is the threat report, not a verdict on one mail", async () => {
    const reply = await play("hvilke slags svindel er de mest almindelige hos små firmaer for tiden?");
    expect(reply.text).toMatch(/\/blog\/trusselsbilledet-for-smaa-virksomheder-2026/);
    expect(reply.text).not.toMatch(/Om en bestemt mail er phishing/);
  });

  it("what to tell staff about QR codes, and an old VPN box, from the threat report's sections", async () => {
    const qr = await play("hvad skal jeg fortælle mine ansatte om de der qr koder i mails?");
    expect(qr.text).toMatch(/IT aldrig beder dem scanne en QR-kode/);
    const vpn = await play("der står en gammel vpn-boks hos os som ingen har rørt i flere år, er det farligt?");
    expect(vpn.text).toMatch(/producentens sikkerhedsmeddelelser/);
  });
});

describe("incidents first met in round 53", () => {
  it("data taken by someone of their own, and sign-in prompts they did not start", () => {
    const cases: Array<[string, string]> = [
      ["en kollega der stopper har lige downloadet hele kunderegistret til sin private gmail", "insider"],
      ["a salesperson who resigned copied our client list onto a usb stick this morning", "insider"],
      ["jeg får hele tiden godkend login beskeder på telefonen lige nu og det er ikke mig", "login"],
    ];
    for (const [message, kind] of cases) {
      expect(isEmergency(message), message).toBe(true);
      expect(emergencyKind(message), message).toBe(kind);
    }
  });

  it("not how to stop it, nor what the product does about it", () => {
    expect(isEmergency("hvordan undgår vi at en ansat kopierer kundelisten til en usb nøgle?")).toBe(false);
    expect(isEmergency("kan skjold opdage hvis nogen kopierer kundedata til en usb?")).toBe(false);
  });

  it("prompts not started: the first step says not to approve them", async () => {
    const reply = await play("I'm getting loads of sign-in approval requests right now and it isn't me");
    expect(reply.text).toMatch(/Do not approve any sign-in request you did not start yourselves/);
  });
});
