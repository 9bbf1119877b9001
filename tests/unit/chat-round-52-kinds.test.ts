// Kinds first met in held-out round 52 (issue 38), each tested in other words than the round's: actions asked of
// the chat itself, liability asked as "hvad hæfter I for?", and the incidents that were new. (Over the demo
// blog's real posts.)
import { describe, expect, it } from "vitest";
import { emergencyKind, isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import { playerOverPosts } from "./support/chat-play.ts";
import { seedPosts } from "./support/seed-posts.ts";

const play = playerOverPosts(seedPosts());

describe("what the chat cannot do, and where it is done", () => {
  it("'kan du opsige for mig?': the portal or the address, and the notice; no hand-off promised", async () => {
    const reply = await play("kan du lige opsige vores abonnement for mig, jeg gider ikke logge ind");
    expect(reply.text).toMatch(/^Jeg kan ikke opsige abonnementet her i chatten/);
    expect(reply.text).toMatch(/Administrer abonnement/);
    expect(reply.escalation).toBeNull();
  });

  it("a changed address asked in the chat is not taken as contact details to act on", async () => {
    const reply = await play("can you update the billing e-mail on our account to finance@example-firm.dk please");
    expect(reply.text).toMatch(/^I can't change that from the chat/);
    expect(reply.text).not.toMatch(/will write to you/);
  });

  it("not a question about a feature that names a person ('kan I fjernslette en telefon, hvis en medarbejder …')", async () => {
    const reply = await play("kan I fjernslette en mobil hvis en ansat glemmer den i toget?");
    expect(reply.text).not.toMatch(/^Antallet af medarbejdere kan jeg ikke ændre/);
  });

  it("not a pasted mail that says 'betal venligst … ellers lukkes jeres aftale'", async () => {
    const reply = await play("fik denne: 'Betal venligst faktura 1182 i dag, ellers lukkes jeres aftale.' er det svindel?");
    expect(reply.text).not.toMatch(/^Jeg kan ikke opsige/);
  });
});

describe("liability asked plainly", () => {
  it("'hvad hæfter I så for?' is the terms' limit", async () => {
    const reply = await play("hvis vi får ransomware selv med complete, hvad hæfter I så for?");
    expect(reply.text).toMatch(/12 måneder/);
  });
});

describe("incidents first met in round 52", () => {
  it("a password found in public code, a payment QR sticker covered, someone fired threatening to delete data", () => {
    const cases: Array<[string, string]> = [
      ["vi har lige fundet vores admin-adgangskode i et offentligt repo på github, hvad gør vi nu", "login"],
      ["nogen har klistret en falsk qr-kode over vores mobilepay skilt og flere kunder har betalt til den", "qr"],
      ["en medarbejder vi lige har fyret truer med at slette alle kundedata i aften", "insider"],
    ];
    for (const [message, kind] of cases) {
      expect(isEmergency(message), message).toBe(true);
      expect(emergencyKind(message), message).toBe(kind);
    }
  });

  it("not how to keep passwords out of code, nor paying by QR", () => {
    expect(isEmergency("hvordan gemmer man passwords sikkert, må de ligge på github?")).toBe(false);
    expect(isEmergency("kan vi betale med en qr kode?")).toBe(false);
  });
});

describe("practice asked in other words", () => {
  it("'hvad er de vigtigste tegn, de skal kigge efter?' before a talk about fake mails: the phishing post", async () => {
    const reply = await play("jeg skal tale med personalet om falske mails på mandag. hvad er de vigtigste tegn de skal kigge efter?");
    expect(reply.text).toMatch(/\/blog\/saadan-genkender-du-phishing-mails/);
  });

  it("'er det dumt?' about a shop's shared network: the Wi-Fi post", async () => {
    const reply = await play("i min blomsterbutik er kortterminalen og kundernes wifi på samme net. er det dumt?");
    expect(reply.text).toMatch(/\/blog\/wifi-i-butikken-adskil-gaestenet/);
  });
});

describe("an angry message, a payment that failed, prompts that keep coming", () => {
  it("abuse around a cancellation question is answered, not refused as off-topic", async () => {
    const reply = await play("This is the worst service ever, a total joke. If I cancel on 20 May, when does it finally end?");
    expect(reply.text).toMatch(/end of June/);
    expect(reply.text).not.toMatch(/I only answer questions about Skjold/);
  });

  it("'bliver vi bare lukket ned?' after a failed payment is the reminder and the 14 days", async () => {
    const reply = await play("betalingen for skjold fejlede i går, kortet er udløbet", "bliver vi så bare lukket ned hvis der går en uge før vi har et nyt kort?");
    expect(reply.text).toMatch(/14 dage/);
  });

  it("prompts nobody started: deny them (the login steps)", () => {
    expect(emergencyKind("jeg får godkend-login på min telefon igen og igen, og jeg har ikke selv prøvet at logge ind")).toBe("login");
  });
});

describe("a price rise asked in slang", () => {
  it("'what stops you from jacking that up?' is the 30 days' notice of a price change", async () => {
    const reply = await play("How much is Core per user?", "and what keeps you from jacking it up later?");
    expect(reply.text).toMatch(/30 days/);
  });
});

describe("the data processing agreement asked by its short name and its sections", () => {
  it("'hvad siger jeres DPA om brud?' is the 48 hours; 'kontrolbesøg' the audit clause", async () => {
    const breach = await play("hvad siger jeres DPA om sikkerhedsbrud?");
    expect(breach.text).toMatch(/48 timer/);
    const audit = await play("hvad siger jeres DPA om sikkerhedsbrud?", "og hvis vi vil på kontrolbesøg hos jer, hvor længe før skal vi varsle?");
    expect(audit.text).toMatch(/databehandleraftalen/i);
    expect(audit.text).toMatch(/30 dage/);
  });

  it("an accounting firm ('revisionsfirma') asking for the agreement is not an audit", async () => {
    const reply = await play("vi er et revisionsfirma og skal have en databehandleraftale med jer. har I en?");
    expect(reply.text).toMatch(/databehandleraftale/i);
  });
});
