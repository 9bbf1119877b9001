// The edges of the business: people who are not one (a pensioner, a student, a parent), referees asked for,
// prices in another currency or another country's VAT, a salesman who is no request for sales, and the endpoint
// protection offline.
import { describe, expect, it } from "vitest";
import { playerOverPosts } from "./support/chat-play.ts";

const play = playerOverPosts([]);

describe("someone who is not a business", () => {
  it("is told the terms: businesses only, nobody under 18, and nothing on the site about private use", async () => {
    for (const told of ["jeg er folkepensionist og vil gerne have det på min computer, hvad koster det", "Is there a student discount? It's for my own laptop at home", "kan jeg sætte det på telefonen til min søn?"]) {
      const reply = await play(told);
      expect(reply.analysis.topic, told).toBe("private-use");
      expect(reply.text, told).toMatch(/virksomheder|businesses/);
      expect(reply.text, told).toMatch(/18/);
      expect(reply.text, told).not.toMatch(/44 kr|DKK 44/);
    }
  });

  it("leaves a family member in a business story alone ('min søn siger op' is the firm's notice)", async () => {
    const reply = await play("Hvis min søn opsiger abonnementet den 3. december 2026, hvornår stopper det så?");
    expect(reply.analysis.topic).not.toBe("private-use");
  });
});

describe("questions at the edges of a purchase", () => {
  it("answers a request for referees honestly, with the testimonials, not a feature", async () => {
    const reply = await play("our board wants two customer references with phone numbers before we sign. can you give us names?");
    expect(reply.analysis.topic).toBe("references");
    expect(reply.text).toMatch(/doesn't say/);
  });

  it("answers prices in euro with a headcount, and another country's VAT, as not on the site", async () => {
    const euro = await play("We're a company in Hamburg with 6 people. What are your prices in euro?");
    expect(euro.analysis.topic).toBe("currency");
    expect(euro.text).toMatch(/DKK/);
    for (const told of ["Vi er et norsk AS med 4 ansatte. Blir det omvendt avgiftsplikt med vårt VAT-nummer?", "We are an Irish company, 3 staff: is it reverse charge with our EU VAT number?"]) {
      const vat = await play(told);
      expect(["currency", "not-stated"], told).toContain(vat.analysis.topic);
      expect(vat.text, told).toMatch(/står der ikke|står ikke|doesn't say|says nothing/);
    }
  });

  it("reads 'our sales guys' as people at the visitor's firm, not a wish to talk to sales", async () => {
    const reply = await play("our sales guys work without internet for days. does the endpoint protection still work then?");
    expect(reply.escalation).not.toBe("asked-for-human");
    expect(reply.text).toMatch(/offline/);
  });
});

describe("asked in a trade's words", () => {
  it("support's response times are the support answer, not the platform's uptime", async () => {
    const reply = await play("what response times do you promise when we write to you?");
    expect(reply.analysis.topic).toBe("support");
    expect(reply.text).toMatch(/working day/);
    expect(reply.text).not.toMatch(/99[.,]9/);
  });

  it("trying it on one machine before committing is the trial", async () => {
    const reply = await play("kan vi prøve det af på to maskiner først før vi forpligter os");
    expect(reply.analysis.topic).toBe("trial");
    expect(reply.text).toMatch(/14 dage/);
  });

  it("how long they have to report a lost device with personal data is the 72 hours", async () => {
    const reply = await play("hvor lang tid har man til at anmelde det hvis man har mistet en bærbar med persondata? bare så jeg ved det");
    expect(reply.escalation).toBeNull();
    expect(reply.text).toMatch(/72 timer/);
  });

  it("what happens when they grow past 30 is the limit, whatever headcount they have now", async () => {
    const reply = await play("vi er 26 nu og ansætter 8 til foråret, hvad sker der når vi bliver mere end 30?");
    expect(reply.analysis.topic).toBe("limits");
    expect(reply.text).toMatch(/1 til 30/);
  });
});

describe("practice asked in a trade's words", () => {
  it("is a post's advice or an honest hand-over, never a plan's feature with its price", async () => {
    for (const told of [
      "vores gamle firewall står i et skab og ingen rører den. nogen siger det er farligt?",
      "en medarbejder stopper på fredag og er sur på os. han har adgang til mail og wifi. hvad skal vi nå at gøre?",
      "hvad skal jeg passe på med wifi i lufthavnen når jeg rejser med den bærbare",
    ]) {
      const reply = await play(told);
      expect(reply.text, told).not.toMatch(/\d+ kr\. pr\. medarbejder/);
      expect(reply.escalation, told).not.toBe("emergency");
    }
  });

  it("keeps 'what do we do now' after an incident in the incident", async () => {
    const reply = await play("min kollega har lige tastet sin adgangskode ind på en falsk side", "hvad skal vi gøre nu");
    expect(reply.text).toMatch(/\+45 70 20 30 40/);
  });
});

describe("the one who ran a phishing test", () => {
  it("asking what to do with the clickers is not told 'you are not in trouble'", async () => {
    const reply = await play("we ran a phishing simulation and 6 people clicked. should we name them at the staff meeting?");
    expect(reply.analysis.topic).not.toBe("phishing-test");
    expect(reply.text).not.toMatch(/not in trouble|ikke i problemer/);
  });
});

describe("what the customer's admin sees", () => {
  it("names the dashboard and the reports (the data processing agreement), and hands over the rest", async () => {
    const reply = await play("hvad kan jeg se som administrator, og kan jeg få rapporter til bestyrelsen?");
    expect(reply.text).toMatch(/dashboardet og i rapporter/);
    expect(reply.text).toMatch(/står der ikke mere om på siden/);
  });
});

describe("practice asked with a headcount or as a recommendation", () => {
  it("is not a plan's feature with its price", async () => {
    for (const told of [
      "vi er 9 på kontoret og har ingen it-afdeling. hvis vi kun kan gøre én ting for sikkerheden, hvad skal det være?",
      "for sharepoint sharing with outside partners, what link settings do you recommend?",
    ]) {
      const reply = await play(told);
      expect(reply.text, told).not.toMatch(/\d+ kr\. pr\. medarbejder|DKK \d+ per employee/);
      expect(reply.analysis.topic, told).not.toBe("it-help");
    }
  });
});

describe("a mixed fleet of systems", () => {
  it("says the PCs and Macs are covered and names the systems the site does not, not the price per device", async () => {
    const reply = await play("vi har windows 10 pc'er, to imacs og en linux server på kontoret. hvad af det dækker jeres endpoint?");
    expect(reply.analysis.topic).toBe("platforms");
    expect(reply.text).toMatch(/pc'erne og Mac'erne er dækket/);
    expect(reply.text).toMatch(/Linux/);
    expect(reply.text).not.toMatch(/Windows 10 er ikke nævnt/i);
  });
});
