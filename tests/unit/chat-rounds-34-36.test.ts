// What rounds 34 and 36 still got wrong after their first plays, each as a visitor might write it (not the
// rounds' own words): a feature asked "so we can wipe a lost phone" (no loss), the hardware to buy, a card
// payment that fails, the data kept after leaving, a feature asked in a language, another currency with its moms,
// the night line asked in Swedish, "the middle one" after Core, and the blog's advice found from a named subject,
// a kind that is best, a rule, settings recommended and a myth the post crosses out.
import { describe, expect, it } from "vitest";
import { seedVocabulary } from "../../supabase/functions/chat-support/assistant/answer.ts";
import { isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import { type PublishedPost, postDocs, staticDocs } from "../../supabase/functions/chat-support/assistant/knowledge.ts";
import { SearchIndex } from "../../supabase/functions/chat-support/assistant/retrieval.ts";
import { Vocabulary } from "../../supabase/functions/chat-support/assistant/text.ts";
import { DEFAULT_SITE_IDENTITY } from "#shared/content/site.ts";
import { chatPlayer } from "./support/chat-play.ts";
import { MFA_POST, MFA_POST_LINES, post } from "./support/chat-posts.ts";


const POSTS: PublishedPost[] = [
  post("backup-3-2-1-reglen-og-ransomware", "Backup efter 3-2-1-reglen, og hvorfor ransomware elsker din NAS", ["backup", "NAS", "ransomware"], [
    "Når ransomware rammer, er backup forskellen på en dårlig uge og en lukket virksomhed.",
    "",
    "## 3-2-1-reglen",
    "",
    "| Tal | Betyder | Eksempel |",
    "|---|---|---|",
    "| **3** | tre kopier af dine data | originalen plus to backupper |",
    "| **2** | på to forskellige medier | NAS og cloud |",
    "| **1** | én kopi uden for huset | cloud-backup eller en disk hos direktøren |",
    "",
    "## Hvorfor NAS'en ikke redder dig",
    "",
    "En netværksdisk (NAS), der er koblet på som et drev på alle pc'er, er praktisk. Den er også det første, ransomware krypterer.",
    "",
    "~~Vi har backup på NAS'en, så vi er dækket.~~ Det er en af de mest udbredte misforståelser, vi møder.",
    "",
    "En backup, der kan overleve, er enten **offline** (frakoblet, når den ikke bruges) eller **uforanderlig** (immutable).",
    "",
    "## Test gendannelsen",
    "",
    "En backup, der aldrig er testet, er et håb, ikke en plan. Sæt en fast dato i kalenderen hvert kvartal:",
    "",
    "- Gendan en tilfældig mappe til en testplacering",
    "- Åbn et par af filerne og tjek, at de virker",
  ]),
  post(MFA_POST[0], MFA_POST[1], [...MFA_POST[2]], MFA_POST_LINES),
  post("trusselsbilledet-for-smaa-virksomheder-2026", "Trusselsbilledet for små virksomheder i efteråret 2026", ["phishing", "QR-phishing", "trusler"], [
    "Falske leverandørskift, QR-koder i mails og angreb på regnskabssystemer: de trusler, vi oftest har set.",
    "",
    "## QR-koder i mails",
    "",
    "QR-koder er blevet populære hos svindlere, fordi mange e-mailfiltre ikke læser billeder.",
    "Råd: Lær medarbejderne, at IT aldrig beder dem scanne en QR-kode fra en mail for at logge ind.",
  ]),
  post("five-microsoft-365-settings-to-change", "Five Microsoft 365 security settings every small business should change", ["Microsoft 365", "cloud security"], [
    "The default settings of a new Microsoft 365 tenant favour convenience over security.",
    "",
    "## 1. Turn on security defaults or Conditional Access",
    "",
    "Security defaults enforce multi-factor authentication for everyone and block legacy sign-ins.",
    "",
    "## 2. Block legacy authentication",
    "",
    "Old protocols like POP and IMAP with basic authentication cannot do MFA.",
    "",
    "## 3. Stop automatic forwarding to external addresses",
    "",
    "A compromised mailbox with a silent forwarding rule is a common finding after an incident[^forward].",
    "",
    "[^forward]: Attackers read invoices through forwarding rules.",
  ]),
];

const vocabulary = seedVocabulary(new Vocabulary());
const index = new SearchIndex([...staticDocs(DEFAULT_SITE_IDENTITY), ...postDocs(POSTS)], vocabulary);
const play = chatPlayer({ identity: DEFAULT_SITE_IDENTITY, userEmail: null, vocabulary, index: async () => index, today: { year: 2026, month: 11, day: 28 } });

describe("a loss told as a purpose is no incident", () => {
  it("answers 'which plan lets us wipe a lost phone?' with the plan, not the incident line", async () => {
    expect(isEmergency("kan vi fjernslette telefonerne med jer, altså så vi kan låse en mistet mobil?")).toBe(false);
    expect(isEmergency("so we can wipe a lost laptop remotely, which plan do we need?")).toBe(false);
    const reply = await play("hvilken pakke skal vi have, så vi kan fjernslette en bortkommen mobil?");
    expect(reply.text).not.toMatch(/\+45 70 20 30 40/);
    expect(reply.text).toMatch(/Complete/);
  });

  it("still routes a phone lost last night", () => {
    expect(isEmergency("min telefon blev stjålet i nat, og firmamailen er på den")).toBe(true);
  });
});

describe("facts the site states, asked in other words", () => {
  it("says no servers or firewall boxes are needed", async () => {
    for (const asked of ["skal vi have en server stående for at bruge jeres løsning?", "do we have to buy a firewall box?", "behöver vi köpa någon hårdvara?"]) {
      const reply = await play(asked);
      expect(reply.text, asked).toMatch(/^(Nej|No), /);
      expect(reply.text, asked).toMatch(/firewall/);
    }
  });

  it("leaves a server the agent should run on to a colleague", async () => {
    expect((await play("kan agenten installeres på vores server?")).text).toMatch(/står ikke på siden|er ikke nævnt, så det må en kollega svare på/);
  });

  it("answers a card payment that does not go through with the reminder and the 14 days", async () => {
    const reply = await play("hvad hvis kortbetalingen pludselig ikke går igennem?");
    expect(reply.text).toMatch(/påmindelse/);
    expect(reply.text).toMatch(/14 dage/);
  });

  it("answers how long the data stay after leaving with the 12 months, not where they are kept", async () => {
    const reply = await play("hvis vi stopper hos jer, hvor længe ligger vores data så hos jer?");
    expect(reply.text).toMatch(/12 måneder/);
    expect(reply.text).not.toMatch(/USA/);
  });

  it("gives what the middle plan adds after Core", async () => {
    const reply = await play("hvad får man i core?", "og hvad får man oveni med den mellemste?");
    expect(reply.text).toMatch(/Essentials indeholder alt i Core plus/);
  });

  it("gives the night line when a Swedish visitor asks if we are there when hacked at night", async () => {
    const reply = await play("om vi blir hackade på natten, svarar ni då?");
    expect(reply.text).toMatch(/\+45 70 20 30 40/);
    expect(reply.text).toMatch(/døgnet rundt/);
  });
});

describe("what the site does not say, beside what it does", () => {
  it("does not promise a feature in a language the site never names", async () => {
    for (const asked of ["findes awareness-træningen på ukrainsk?", "is the awareness training available in Polish?", "finns utbildningen på engelska?"]) {
      const reply = await play(asked);
      expect(reply.text, asked).toMatch(/står ikke på siden|doesn't say/);
      expect(reply.text, asked).not.toMatch(/^(Ja|Yes)\b/);
    }
  });

  it("gives DKK and no other country's moms for a Swedish company", async () => {
    const reply = await play("kan vi få fakturan i svenska kronor med svensk moms?");
    expect(reply.text).toMatch(/DKK/);
    expect(reply.text).toMatch(/et andet lands moms/);
    expect(reply.text).not.toMatch(/82,50/);
  });
});

describe("the blog's advice, found from what is asked", () => {
  it("quotes the NAS myth as said and what survives, when the backup post is named beside a NAS", async () => {
    const reply = await play("har I noget skrevet om backup? alt vores ligger på en NAS, så vi burde være dækket");
    expect(reply.text).toMatch(/»Vi har backup på NAS'en, så vi er dækket.«/);
    expect(reply.text).toMatch(/offline/);
    expect(reply.text).not.toContain("~~");
  });

  it("explains the 3-2-1 rule when asked what it was about", async () => {
    const reply = await play("hvad gik den der 3-2-1 regel nu ud på?");
    expect(reply.text).toMatch(/tre kopier/);
  });

  it("answers which kind of two-factor is best from the MFA post's list", async () => {
    const reply = await play("hvilken type tofaktor er sikrest, sms eller en app?");
    expect(reply.text).toContain("(/blog/mfa-den-billigste-sikkerhed)");
    expect(reply.text).toMatch(/Passkeys/);
  });

  it("gives the QR advice when a Norwegian asks what the advice was", async () => {
    const reply = await play("dere skrev noe om QR-koder, hva var rådet?");
    expect(reply.text).toMatch(/aldrig/);
  });

  it("lists the settings post's steps for settings recommended, with no footnote mark", async () => {
    const reply = await play("we use microsoft 365 with 5 people", "what settings would you recommend we change?");
    expect(reply.text).toMatch(/Turn on security defaults/);
    const forwarding = await play("should we stop forwarding to external addresses in microsoft 365?");
    expect(forwarding.text).not.toContain("[^");
  });
});
