// A fraud caught before anything was done is a fraud to recognise, not an incident; a SIM card gone dead with
// money moving is one. And the post a question of practice needs, found when the visitor writes Swedish or
// Norwegian, names it as "an article about backup I can send", or told what it is about the turn before.
import { describe, expect, it } from "vitest";
import { isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import type { PublishedPost } from "../../supabase/functions/chat-support/assistant/knowledge.ts";
import { playerOverPosts } from "./support/chat-play.ts";
import { MFA_POST, MFA_POST_LINES, post, XSS_POST } from "./support/chat-posts.ts";

const POSTS: PublishedPost[] = [
  post(MFA_POST[0], MFA_POST[1], [...MFA_POST[2]], MFA_POST_LINES),
  post("backup-3-2-1-reglen-og-ransomware", "Backup efter 3-2-1-reglen, og hvorfor ransomware elsker din NAS", ["backup", "ransomware", "3-2-1", "NAS"], [
    "En backup, der aldrig er testet, er et håb, ikke en plan.",
    "",
    "## 3-2-1-reglen",
    "",
    "Hav 3 kopier af jeres data, på 2 forskellige medier, og 1 kopi uden for huset.",
  ]),
  post("nis2-for-smaa-virksomheder", "NIS2 for små virksomheder: Gælder det dig?", ["NIS2", "lovgivning", "leverandørkæde"], [
    "Det korte svar er: sandsynligvis ikke direkte, men sandsynligvis indirekte.",
    "",
    "## Hvad betyder det for dig?",
    "",
    "Dine kunder, der er omfattet, vil stille krav til deres leverandører: forvent spørgeskemaer om MFA og backup.",
  ]),
  post("wifi-i-butikken-adskil-gaestenet", "Wi-Fi i butikken: Adskil gæstenettet fra kassesystemet", ["Wi-Fi", "gæstenet", "VLAN", "butik"], [
    "I mange butikker hænger der en seddel ved kassen med Wi-Fi-koden. Kort sagt: kunderne skal have internet, ikke adgang til jeres virksomhed.",
    "",
    "## Del netværket op",
    "",
    "Løsningen er at opdele netværket i zoner, der ikke kan tale med hinanden: et gæstenet til kunderne og et net til kassen og betalingsterminalen.",
  ]),
  post("trusselsbilledet-for-smaa-virksomheder-2026", "Trusselsbilledet for små virksomheder i efteråret 2026", ["phishing", "ransomware", "trusler"], [
    "Phishing, falske fakturaer og ransomware fylder mest i vores henvendelser i år.",
    "",
    "## Gamle VPN-enheder",
    "",
    "Flere ransomware-sager i år startede i en VPN-boks eller firewall, som ikke var opdateret. Enhederne står ofte i et skab og bliver glemt.",
  ]),
  XSS_POST,
  post("saadan-genkender-du-phishing-mails", "Sådan genkender du phishing-mails, før de koster dig penge", ["phishing", "svindelmails", "falske fakturaer"], [
    "Falske fakturaer, pakkebeskeder og \"din chef skriver\": her er de tegn, dine medarbejdere skal kende.",
    "",
    "## Leverandørsvindel",
    "",
    "Lav en enkel regel: ændringer af kontonumre og hasteoverførsler bekræftes altid mundtligt, på et telefonnummer I allerede har.",
  ]),
];

const play = playerOverPosts(POSTS);

const LINE = /\+45 70 20 30 40/;

describe("money moved after a SIM card went dead", () => {
  it("is an incident, with the bank first, also as the third turn of a sales chat", async () => {
    for (const told of ["mit simkort virker pludselig ikke og nu kan jeg se i netbanken at der er lavet 2 overførsler jeg ikke har lavet", "my sim card stopped working this morning and now there are logins to our bank account"]) {
      expect(isEmergency(told), told).toBe(true);
    }
    const reply = await play("hej hvad er opsigelsesvarslet", "ok og kan vi skifte til en anden plan senere?", "undskyld helt andet. mit simkort virker pludselig ikke og nu kan jeg se i netbanken at der er lavet 2 overførsler jeg ikke har lavet");
    expect(reply.escalation).toBe("emergency");
    expect(reply.text).toMatch(LINE);
    expect(reply.text).toMatch(/bank/);
  });

  it("reads a page planted in their webshop as the website taken over, not a payment", async () => {
    const reply = await play("der er kommet en betalingsside på vores webshop vi ikke kender");
    expect(reply.escalation).toBe("emergency");
    expect(reply.text).toMatch(/webhotel eller webbureau/);
    expect(reply.text).not.toMatch(/Ring til jeres bank/);
  });

  it("reads 'overførsler' (the plural) as a transfer nobody made", () => {
    expect(isEmergency("der er lavet 2 overførsler jeg ikke har lavet")).toBe(true);
  });
});

describe("a fraud caught before anything was done", () => {
  it("names the boss's gift-card request as a known fraud, with no urgent hand-over", async () => {
    for (const told of ["got an email that looks like it's from our CEO asking me to buy gift cards asap. i haven't done anything yet and didn't click anything. is that a scam?", "chefen har skrevet en sms at jeg skal købe gavekort til en kunde, jeg har ikke gjort noget endnu, er det svindel?"]) {
      expect(isEmergency(told), told).toBe(false);
      const reply = await play(told);
      expect(reply.escalation, told).toBeNull();
      expect(reply.text, told).toMatch(/CEO fraud|direktørsvindel/);
      expect(reply.text, told).toMatch(/number you already know|nummer, I kender/);
    }
  });

  it("keeps gift cards already bought an incident", () => {
    expect(isEmergency("chefen skrev at jeg skulle købe gavekort og jeg har købt for 5000 kr og sendt koderne")).toBe(true);
  });

  it("answers a supplier's new account number, not paid yet, with the check to make, not the incident line first", async () => {
    for (const told of ["apropos mail: vores leverandør har lige skrevet at de har fået nyt kontonummer, og det er fra deres rigtige mailadresse. så er det vel ok at betale?", "hvordan undgår vi at bogholderen betaler en falsk faktura hvor en leverandør pludselig har fået nyt kontonummer", "vi fikk akkurat en faktura fra en fast leverandør med nytt kontonummer. skal betales i dag. hva gjør jeg?"]) {
      const reply = await play(told);
      expect(reply.escalation, told).toBeNull();
      expect(reply.text, told).toMatch(/Ring til leverandøren på et nummer, I kender i forvejen/);
    }
  });
});

describe("what the contract says", () => {
  it("answers whether the 99.9 % uptime is guaranteed with the terms' target, not the notice", async () => {
    const reply = await play("Your site says 500+ companies and 99.9% uptime. Is the 99.9% guaranteed in the contract?");
    expect(reply.text).toMatch(/99\.9/);
    expect(reply.text).toMatch(/target|aim/);
    expect(reply.text).not.toMatch(/lock-in|notice/);
  });
});

describe("the post, in Swedish and Norwegian words", () => {
  it("finds the NIS2 post when the question ends 'hva bør vi gjøre nå?' ('nå' is no NAS)", async () => {
    const reply = await play("Vi er 7 ansatte i et lite regnskapsbyrå i København. En stor kunde sender oss et spørreskjema om NIS2. Er vi omfattet, og hva bør vi gjøre nå?");
    expect(reply.text).toContain("(/blog/nis2-for-smaa-virksomheder)");
  });

  it("finds the old VPN box in the threat report, not a plan with a network", async () => {
    const reply = await play("Vi har en gammal VPN-box i ett skåp på kontoret i Köpenhamn som ingen har rört på flera år. Är det ett problem?");
    expect(reply.text).toContain("(/blog/trusselsbilledet-for-smaa-virksomheder-2026)");
    expect(reply.text).not.toMatch(/129 kr/);
  });

  it("answers 'which kind of MFA, and is SMS enough?' from the post's ranked list, naming the post once", async () => {
    const reply = await play("Vilken typ av MFA ska vi välja för våra 9 anställda? SMS-koder räcker väl?");
    expect(reply.text).toMatch(/Passkeys/);
    expect(reply.text).toMatch(/SIM-svindel/);
    expect(reply.text.split("(/blog/mfa-den-billigste-sikkerhed)").length).toBe(2);
  });
});

describe("the post named or pointed to", () => {
  it("finds 'en artikel om backup jeg kan sende til min bror'", async () => {
    const reply = await play("har i en artikel om backup jeg kan sende til min bror, han har en lille vvs forretning");
    expect(reply.text).toContain("(/blog/backup-3-2-1-reglen-og-ransomware)");
  });

  it("reads 'how do I set up the network' after the shop was told, and a shop's own Wi-Fi code given to customers", async () => {
    const followUp = await play("jeg har en lille blomsterbutik med kortterminal, en printer og gratis wifi til kunderne", "hvordan skal jeg sætte netværket op så kunderne ikke kan komme til terminalen");
    expect(followUp.text).toContain("(/blog/wifi-i-butikken-adskil-gaestenet)");
    expect(followUp.text).not.toMatch(/10-15 minutter/);
    const asked = await play("frisørsalon her, kunderne spørg om wifi kode hele tiden, kan jeg ikke bare give dem den vi selv bruger til kasse og booking?");
    expect(asked.text).toContain("(/blog/wifi-i-butikken-adskil-gaestenet)");
  });
});

describe("questions of practice asked in other words", () => {
  it("gives the checklist a post's lead-in introduces: what to ask the web agency", async () => {
    const reply = await play("jeg har en webshop på wordpress hvor kunderne kan skrive anmeldelser. hvad skal jeg spørge mit webbureau om når det gælder sikkerheden?");
    expect(reply.text).toContain("(/blog/xss-naar-en-kommentar-bliver-et-angreb)");
    expect(reply.text).toMatch(/Content Security Policy/);
    expect(reply.text).toMatch(/plugins og tema/);
  });

  it("answers 'hvordan kan hun kende en falsk faktura, og hvad er den ene regel?' from the post, in a long story", async () => {
    const reply = await play("godmorgen, lang historie kort: min kone står for bogholderiet i vores lille tømrerfirma (vi er 6 plus en lærling) og hun får efterhånden 30-40 fakturaer om ugen på mail, og i sidste måned var der en der lignede vores trælast men havde et andet kontonummer. så mit spørgsmål: hvordan kan hun kende en falsk faktura, og hvad er den ene regel vi bør indføre?");
    expect(reply.text).toContain("(/blog/saadan-genkender-du-phishing-mails)");
    expect(reply.text).toMatch(/kontonumre/);
  });
});

describe("incidents told in other words", () => {
  it("routes a fired 'fyr' still signing in, and a QR code in a letter with a password typed, as the third turn", async () => {
    const fired = await play("en fyr vi fyrede for 3 uger siden logger stadig ind på vores microsoft 365, jeg kan se det i loggen lige nu!! han har adgang til alle kundemapperne");
    expect(fired.escalation).toBe("emergency");
    expect(fired.text).toMatch(LINE);
    expect(fired.text).not.toMatch(/66 kr/);
    const qr = await play("hej", "hvad koster essentials for 4", "btw min kollega har lige scannet en qr kode i et brev fra 'skat' og tastet sit kodeord til firmamailen ind. er det slemt?");
    expect(qr.escalation).toBe("emergency");
    expect(qr.text).toMatch(/adgangskode/);
  });

  it("routes a supplier's hacked mailbox with new bank details, not paid yet, as an incident with the check first", async () => {
    const reply = await play("Our supplier just told us their email account was hacked. This morning we got an invoice from their real address with new bank details - we have NOT paid it yet. What do we do right now?");
    expect(reply.escalation).toBe("emergency");
    expect(reply.text).toMatch(/Do not pay yet/);
    expect(reply.text).toMatch(/a number you already know/);
  });

  it("answers a bookkeeper asked to update the account number before the next invoice with the check, not the urgent line", async () => {
    const reply = await play("jeg er bogholder. en fast leverandør skriver at de har skiftet bank og sender nyt kontonummer til næste faktura. mailen ser helt ægte ud. skal jeg bare rette det i systemet?");
    expect(reply.escalation).toBeNull();
    expect(reply.text).toMatch(/Ring til leverandøren på et nummer, I kender i forvejen/);
    const check = await play("Vi får tit mails om at en leverandør har skiftet kontonummer. Hvordan tjekker vi om det er ægte?");
    expect(check.text).toMatch(/Ring til leverandøren/);
  });

  it("answers 'if we are hacked anyway, do you cover our loss?' in Norwegian with the liability terms, not the incident line", async () => {
    const reply = await play("Hvis vi blir hacket selv om vi har Skjold, dekker dere da tapet vårt? Vi er et regnskapsbyrå med 7 ansatte.");
    expect(reply.escalation).toBeNull();
    expect(reply.text).toMatch(/12 måneder/);
  });
});

describe("a table that sets what works against what does not", () => {
  it("keeps its headers, so naming the clickers reads as what does not work", async () => {
    const contrast = post("awareness-traening-uden-skraemmekampagner", "Awareness-træning uden skræmmekampagner", ["awareness", "phishing-test", "sikkerhedskultur"], [
      "Medarbejderne er ikke det svageste led.",
      "",
      "## Hvad virker, og hvad virker ikke",
      "",
      "| Virker | Virker ikke |",
      "|---|---|",
      "| Ros til dem, der melder en mistænkelig mail | ~~Navne på \"klikkere\" i personalebladet~~ |",
    ]);
    const play2 = playerOverPosts([...POSTS, contrast]);
    const reply = await play2("chefen vil hænge dem der klikker i phishing-testen ud på personalemødet så de lærer det. er det ikke en god idé?");
    expect(reply.text).toContain("(/blog/awareness-traening-uden-skraemmekampagner)");
    expect(reply.text).toMatch(/virker ikke: »Navne på/);
  });
});

describe("a Danish post asked about in English", () => {
  it("links it and says honestly that its advice is not retold in English", async () => {
    const reply = await play("do you have an article about backup? what is the 3-2-1 rule?");
    expect(reply.text).toContain("(/blog/backup-3-2-1-reglen-og-ransomware)");
    expect(reply.text).toMatch(/can't answer that in English/);
  });
});

describe("follow-ups that lean on the turn before", () => {
  it("answers 'hvad skal vi så konkret gøre nu?' after NIS2 from the post's own section", async () => {
    const reply = await play("en stor kunde (et transportfirma) har sendt os et spørgeskema om it-sikkerhed pga nis2. er vi selv omfattet? vi er 11 ansatte", "ok men hvad skal vi så konkret gøre nu så vi kan svare dem");
    expect(reply.text).toContain("(/blog/nis2-for-smaa-virksomheder)");
    expect(reply.text).toMatch(/MFA|backup/);
  });

  it("answers 'vi har en nas med backup, så er vi vel dækket?' from the backup post", async () => {
    const reply = await play("vi har en nas med backup stående på kontoret, så er vi vel dækket?");
    expect(reply.text).toContain("(/blog/backup-3-2-1-reglen-og-ransomware)");
  });
});
