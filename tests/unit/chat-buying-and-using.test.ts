// Buying and using it: a quote for a year with moms, the steps to buy, the phone for ordinary questions, the
// agreement to sign, what a shared or private computer costs, tablets; and advice and incidents asked in these
// visitors' words (round 42's kinds, after its first play).
import { describe, expect, it } from "vitest";
import { findContact } from "../../supabase/functions/chat-support/assistant/contact.ts";
import type { PublishedPost } from "../../supabase/functions/chat-support/assistant/knowledge.ts";
import { playerOverPosts } from "./support/chat-play.ts";
import { MFA_POST, MFA_POST_LINES, post, XSS_POST } from "./support/chat-posts.ts";

const POSTS: PublishedPost[] = [
  post(MFA_POST[0], MFA_POST[1], [...MFA_POST[2], "to-faktor"], MFA_POST_LINES),
  XSS_POST,
  post("saadan-genkender-du-phishing-mails", "Sådan genkender du phishing-mails, før de koster dig penge", ["phishing", "svindelmails"], [
    "Phishing er stadig den mest almindelige vej ind i en lille virksomhed.",
    "",
    "## De fem klassiske tegn",
    "",
    "Hast og pres: \"Betal inden kl. 12\". Afsenderen ligner en, du kender, men domænet er forkert.",
  ]),
  post("backup-3-2-1-reglen-og-ransomware", "Backup efter 3-2-1-reglen, og hvorfor ransomware elsker din NAS", ["backup", "ransomware", "3-2-1", "NAS"], [
    "En netværksdisk (NAS), der er koblet på som et drev på alle pc'er, er praktisk. Den er også det første, ransomware krypterer.",
    "",
    "## 3-2-1-reglen",
    "",
    "En backup, der kan overleve, er enten offline eller uforanderlig (immutable).",
  ]),
];

const play = playerOverPosts(POSTS);

describe("buying", () => {
  it("gives a quote for a year with moms as the figure, with a written quote from a person on offer", async () => {
    const da = await play("Jeg er indkøbsansvarlig og sammenligner tre leverandører. Kan I give mig et tilbud på Essentials til 17 medarbejdere, inkl. moms, for et helt år?");
    expect(da.text).toMatch(/16\.830 kr\. om året inkl\. moms/);
    expect(da.text).toMatch(/skriftligt tilbud/);
    expect(da.escalation).toBeNull();
    const en = await play("Hi, I'm comparing three vendors for our office. Could you give me a quote for Essentials for 17 employees for a full year, including VAT?");
    expect(en.text).toMatch(/DKK 16,830 per year including VAT/);
  });

  it("answers 'hvad sker der så nu?' after 'vi har lige betalt' with the steps, not the price again", async () => {
    const reply = await play("vi har lige betalt for essentials til 7 personer 🎉", "ok og hvad sker der så nu? skal vi vente på at i ringer?");
    expect(reply.text).toMatch(/Installér agenten/);
    expect(reply.text).not.toMatch(/462 kr\./);
  });

  it("answers 'hvordan foregår det, når man køber? trin for trin' with the steps", async () => {
    const reply = await play("hvordan foregår det helt konkret når man køber hos jer? trin for trin tak, jeg er ikke så teknisk");
    expect(reply.text).toMatch(/Opret en konto/);
    expect(reply.text).toMatch(/Installér agenten/);
  });

  it("says the phone line is for incidents when asked for a phone for ordinary questions, and keeps support hours apart", async () => {
    const ordinary = await play("har i en telefon jeg kan ringe til med helt almindelige spørgsmål om abonnementet? jeg hader at skrive");
    expect(ordinary.text).toMatch(/er til igangværende sikkerhedshændelser/);
    expect(ordinary.text).toMatch(/arbejdsdag/);
    expect((await play("hvornår har i åbent? kan man ringe til jer en lørdag hvis noget går galt med sikkerheden")).text).toMatch(/døgnet rundt/);
  });

  it("answers how the data processing agreement is signed, asked by the GDPR officer", async () => {
    const reply = await play("Vi er et lille advokatkontor med 6 jurister. Vores GDPR-ansvarlige vil vide, om I indgår en databehandleraftale med os, og hvordan den i givet fald underskrives?");
    expect(reply.text).toMatch(/accepteres sammen med vilkårene/);
  });

  it("reads a shared reception PC and staff's own laptops as a question of what the price counts", async () => {
    const own = await play("halvdelen af mine folk (vi er 7) bruger deres egne private bærbare til arbejdet. skal jeg betale for deres maskiner oveni, eller er det pr person? og må man overhovedet installere det på private computere");
    expect(own.text).toMatch(/pr\. medarbejder pr\. måned, ikke pr\. computer/);
    const shared = await play("hvad koster core for 6 medarbejdere", "vi har også en fælles pc i receptionen som alle logger på, koster den ekstra?");
    expect(shared.text).not.toMatch(/264 kr\./);
  });

  it("says what a customer does in the portal", async () => {
    const reply = await play("hvad kan man egentlig i kundeportalen når man er kunde?");
    expect(reply.text).toMatch(/antallet af medarbejdere/);
    expect(reply.text).toMatch(/betalingskortet/);
    expect(reply.text).toMatch(/opsige/);
  });

  it("names the plan for iPads in the clinic", async () => {
    expect((await play("Vi är en veterinärklinik med 8 personer och har 4 iPads i receptionen och behandlingsrummen. Vilken plan skyddar dem?")).text).toMatch(/Mobile Device Management er med fra Complete/);
  });

  it("takes the name before the company in 'Jørgen Holm, Holm Tømrer, 40 12 34 56, …'", () => {
    expect(findContact("Kan en af jer ikke bare ringe til mig i stedet? Jørgen Holm, Holm Tømrer, 40 12 34 56, jorgen@holmtomrer.dk").name).toBe("Jørgen Holm");
  });
});

describe("advice in these visitors' words", () => {
  it("answers what to ask the web agency 'så den ikke bliver hacket' from the post, not the incident line", async () => {
    const reply = await play("vi har en lille webshop med kundeanmeldelser. hvad skal jeg spørge vores webbureau om så den ikke bliver hacket via anmeldelserne?");
    expect(reply.text).toContain("(/blog/xss-naar-en-kommentar-bliver-et-angreb)");
    expect(reply.text).toMatch(/Content Security Policy/);
  });

  it("answers 'hvilken slags skal vi så vælge, sms koder eller en app?' after two-factor was named", async () => {
    const reply = await play("min revisor siger vi skal have to-faktor på alt", "hvilken slags skal vi så vælge, sms koder eller en app?");
    expect(reply.text).toMatch(/Passkeys/);
  });

  it("answers Norwegian 'hvordan kan de ansatte mine kjenne igjen en phishing-mail?' from the post", async () => {
    expect((await play("Hvordan kan de ansatte mine kjenne igjen en phishing-mail? Vi er et lite advokatkontor.")).text).toContain("(/blog/saadan-genkender-du-phishing-mails)");
  });

  it("answers 'er vores NAS sikker nok som backup?' from the backup post", async () => {
    expect((await play("vi har en printer og en NAS på kontoret hvor alle kundemapper ligger, og den tager backup af pc'erne om natten. er vores NAS sikker nok som backup?")).text).toContain("(/blog/backup-3-2-1-reglen-og-ransomware)");
  });
});

describe("something set up long ago", () => {
  it("does not answer an old VPN box 'the previous IT guy set up years ago' with our setup time", async () => {
    const reply = await play("There's an old VPN box in our server closet that the previous IT guy set up years ago. Nobody touches it. Should I worry?");
    expect(reply.text).not.toMatch(/10-15 minutes/);
    expect(reply.text).toMatch(/doesn't say|colleague/);
  });
});

describe("incidents and near misses in these visitors' words", () => {
  it("routes a Swedish website showing a strange page asking for payment", async () => {
    const reply = await play("Vår hemsida visar plötsligt en konstig sida med en text på ryska och en uppmaning att betala. Kunder ringer oss. Vad gör vi?");
    expect(reply.escalation).toBe("emergency");
    expect(reply.text).toMatch(/webhotel/);
  });

  it("answers 'det er vel ok, når det er den rigtige adresse?' about a new account number with the check, not the line", async () => {
    const reply = await play("en fast leverandør skriver fra sin rigtige mailadresse at de har fået nyt kontonummer. det er vel ok når det er den rigtige adresse?");
    expect(reply.escalation).toBeNull();
    expect(reply.text).toMatch(/Ring til leverandøren/);
  });
});
