// Round 45's kinds: incidents told sideways (a colleague's transfer the boss never asked for, a laptop "stulit"
// in Swedish, prompts all night with one approved), a boss's request not paid, a card payment that "feiler",
// references back in a thread ("forskellen … fra essentials ved det antal"), growth past 30 asked as "does
// that still work with you?", and a click weeks ago already dealt with.
import { describe, expect, it } from "vitest";
import { emergencyKind, isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import { playerOverPosts } from "./support/chat-play.ts";
import { post } from "./support/chat-posts.ts";

const BACKUP_POST = post("backup-3-2-1-reglen-og-ransomware", "Backup efter 3-2-1-reglen, og hvorfor ransomware elsker din NAS", ["backup", "ransomware", "3-2-1", "NAS"], [
  "En backup, der aldrig er testet, er et håb, ikke en plan.",
  "",
  "## Test gendannelsen",
  "",
  "Sæt en fast dato i kalenderen hvert kvartal: gendan en tilfældig mappe, og tjek, at filerne virker.",
]);

const play = playerOverPosts([]);

describe("incidents told sideways", () => {
  it("a transfer made on a mail the boss never sent is a payment incident", () => {
    const told = "min kollega lavede en overførsel på 30.000 i går til en ny leverandør, fordi direktøren bad om det på mail, men direktøren har ikke sendt noget";
    expect(isEmergency(told)).toBe(true);
    expect(emergencyKind(told)).toBe("payment");
  });

  it("a laptop 'stulit' with personal data is a lost device, in Swedish too", () => {
    const told = "Någon har stulit min bärbara dator från kontoret i natt, den har kundernas personnummer";
    expect(isEmergency(told)).toBe(true);
    expect(emergencyKind(told)).toBe("device");
  });

  it("sign-in prompts all night, nobody signing in, one approved, is a taken-over account", () => {
    expect(isEmergency("telefonen er blevet ved med at vise 'godkend login' hele natten, og jeg har ikke selv prøvet at logge ind")).toBe(true);
  });
});

describe("not an incident", () => {
  it("the boss's mail asking 'om lige at overføre', not paid, is the CEO-fraud answer without the urgent hand-over", async () => {
    const told = "bogholderen fik en mail fra 'chefen' om lige at overføre 20.000 til en ny konto. hun har ikke betalt. hvad gør hun?";
    expect(isEmergency(told)).toBe(false);
    const reply = await play(told);
    expect(reply.escalation).toBeNull();
    expect(reply.text).toMatch(/nummer, I kender/);
  });

  it("a click weeks ago with the password changed since is no attack under way", () => {
    expect(isEmergency("en kollega klikkede på et link for 2 uger siden og skrev sin adgangskode, vi skiftede den med det samme og der er ikke sket noget siden")).toBe(false);
  });
});

describe("the rest of a thread", () => {
  it("answers a failed card payment asked in Norwegian with the reminder and the 14 days", async () => {
    const reply = await play("Hva skjer om kortbetalingen feiler?");
    expect(reply.analysis.topic).toBe("payment-failed");
    expect(reply.text).toMatch(/14 dage/);
  });

  it("reads 'forskellen … fra essentials ved det antal' after Complete as the difference for that headcount", async () => {
    const reply = await play("hvad koster complete for 10", "og hvad er forskellen i pris fra essentials ved det antal?");
    expect(reply.analysis.topic).toBe("difference");
    expect(reply.text).toMatch(/630 kr/);
  });

  it("answers 'does that still work with you?' after growing past 30 with the limit, not a hand-over", async () => {
    const reply = await play("we're 26 and want Core", "we're hiring 7 more this spring. does that still work with you?");
    expect(reply.escalation).not.toBe("asked-for-human");
    expect(reply.text).toMatch(/1 to 30/);
  });
});

describe("the fine print", () => {
  it("takes the subscription's own end date, not another contract's 'end of April'", async () => {
    const reply = await play("vores gamle antivirus udløber med udgangen af marts, og abonnementet hos jer skal slutte senest den 30. juni. hvornår skal vi senest opsige?");
    expect(reply.analysis.topic).toBe("cancel-by");
    expect(reply.text).toMatch(/31\. maj/);
  });

  it("answers changes to the terms and not accepting them with section 10", async () => {
    const reply = await play("må I ændre vilkårene undervejs?", "og hvis vi ikke vil acceptere ændringerne?");
    expect(reply.analysis.topic).toBe("terms-change");
    expect(reply.text).toMatch(/30 dage/);
    expect(reply.text).toMatch(/opsige/);
  });

  it("answers who pays for a lost week with the terms' liability", async () => {
    const reply = await play("hvis vi mister en uges omsætning fordi jeres system ikke stoppede et angreb, hvem betaler så?");
    expect(reply.analysis.topic).toBe("liability");
    expect(reply.text).toMatch(/12 måneder/);
  });

  it("answers a price rise told with 'hævet prisen' with the 30 days' notice", async () => {
    const reply = await play("min nuværende leverandør har hævet prisen uden varsel. kan I også det?");
    expect(reply.analysis.topic).toBe("price-raise");
    expect(reply.text).toMatch(/30 dages varsel/);
  });

  it("answers where the office is with the company's address", async () => {
    const reply = await play("hvor ligger jeres kontor egentlig?");
    expect(reply.analysis.topic).toBe("company");
    expect(reply.text).toMatch(/Store Kongensgade 40/);
  });
});

describe("practice about backup and phishing", () => {
  it("answers how often to test a restore from the backup post, not the product's 'backup is not part of it'", async () => {
    const reply = await playerOverPosts([BACKUP_POST])("hvor ofte bør vi teste, at vi kan gendanne vores backup?");
    expect(reply.text).toContain("(/blog/backup-3-2-1-reglen-og-ransomware)");
  });

  it("does not pitch Email Security at 'how can my staff recognise a phishing mail?'", async () => {
    const reply = await play("hvordan kan mine 6 ansatte kende en phishing mail? de er ikke så vilde med it");
    expect(reply.text).not.toMatch(/66 kr\. pr\. medarbejder/);
  });
});

describe("setting it up", () => {
  it("answers how long it takes to get going with a number of computers told", async () => {
    const reply = await play("vi skifter fra en anden leverandør og har 9 computere. hvor lang tid tager det at komme i gang?");
    expect(reply.analysis.topic).toBe("setup");
    expect(reply.text).toMatch(/10-15 minutter/);
  });

  it("answers someone unsure they can set it up alone with the setup and the help offered", async () => {
    const reply = await play("jeg er ikke god til computere. kan jeg sætte det op selv, eller skal jeg hyre en tekniker?");
    expect(reply.text).toMatch(/1 time/);
    expect(reply.text).toMatch(/hjælper/);
  });
});
