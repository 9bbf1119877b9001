// Everyday kinds a small firm's visitors bring, found by our own probes (not a round's wording): a transfer
// nobody made, who reads the chat, a claim heard elsewhere, several questions on different subjects, a headcount
// that changes over the year, a letter with a signature, a thumbs-up, a change of plan asked "when", an attack
// feared "if it happens", and a yes/no question after who is asking.
import { describe, expect, it } from "vitest";
import { seedVocabulary } from "../../supabase/functions/chat-support/assistant/answer.ts";
import { isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import { staticDocs } from "../../supabase/functions/chat-support/assistant/knowledge.ts";
import { SearchIndex } from "../../supabase/functions/chat-support/assistant/retrieval.ts";
import { Vocabulary } from "../../supabase/functions/chat-support/assistant/text.ts";
import { DEFAULT_SITE_IDENTITY } from "#shared/content/site.ts";
import { chatPlayer } from "./support/chat-play.ts";

const vocabulary = seedVocabulary(new Vocabulary());
const index = new SearchIndex(staticDocs(DEFAULT_SITE_IDENTITY), vocabulary);
const play = chatPlayer({ identity: DEFAULT_SITE_IDENTITY, userEmail: null, vocabulary, index: async () => index, today: { year: 2026, month: 11, day: 28 } });

const LINE = /\+45 70 20 30 40/;

describe("a transfer nobody made is an incident, in four languages", () => {
  it("routes the bank's call about it, with the bank first", async () => {
    for (const told of ["banken har lige ringet om en overførsel, som ingen af os har lavet", "the bank phoned: there's a payment from our account we never made", "banken ringde, det finns en överföring vi inte har gjort", "banken sier det er en overføring vi ikke har gjort"]) {
      expect(isEmergency(told), told).toBe(true);
    }
    const reply = await play("hvad koster core for 3?", "hov, banken ringer om en betaling vi ikke har godkendt");
    expect(reply.text).toMatch(LINE);
    expect(reply.text).toMatch(/bank/i);
    expect(reply.text).not.toMatch(/132 kr/);
  });

  it("does not route a question about what the product catches", () => {
    expect(isEmergency("stopper jeres system en overførsel, vi ikke har godkendt?")).toBe(false);
  });
});

describe("the chat itself", () => {
  it("says who reads the chat and what becomes of it", async () => {
    for (const asked of ["er der nogen der læser det jeg skriver her?", "what do you do with what I type in this chat?"]) {
      const reply = await play(asked);
      expect(reply.text, asked).toMatch(/12 måneder|12 months/);
      expect(reply.text, asked).toMatch(/medarbejdere kan læse|staff may read/);
    }
  });

  it("says what it can help with", async () => {
    expect((await play("hvad kan du egentlig hjælpe med?")).text).toMatch(/digitale assistent/);
  });
});

describe("a claim heard elsewhere", () => {
  it("neither confirms nor denies it, and creates no hand-over", async () => {
    const reply = await play("min nevø der læser datalogi siger at antivirus er spild af penge i dag. har han ret?");
    expect(reply.text).toMatch(/hverken bekræfte eller afvise/);
    expect(reply.escalation).toBeNull();
  });

  it("answers a claim about our own terms with the terms", async () => {
    const reply = await play("en kollega mener I kræver 12 måneders binding, stemmer det?");
    expect(reply.text).toMatch(/^Nej/);
    expect((await play("my accountant says we need a data processing agreement with you, is that right?")).text).toMatch(/data processing agreement/i);
  });
});

describe("several questions, each answered", () => {
  it("answers a price, a way to pay and the support hours asked one after another", async () => {
    const reply = await play("hvad koster essentials for 3? kan man betale med faktura? og svarer I også i weekenden?");
    expect(reply.text).toMatch(/198 kr/);
    expect(reply.text).toMatch(/kort/);
    expect(reply.text).toMatch(/døgnet rundt/);
  });

  it("keeps one answer when the second question points back to the first", async () => {
    const reply = await play("hvad er forskellen på core og essentials? og hvad koster det ekstra for os 6?");
    expect(reply.text).toMatch(/132 kr/);
  });
});

describe("a headcount that changes over the year", () => {
  it("prices each headcount for its months", async () => {
    // 8 × 66 × 4 (jun–sep) + 5 × 66 × 8 = 2.112 + 2.640 = 4.752
    const reply = await play("om sommeren er vi 8, fra juni til september, og 5 resten af året. hvad giver det for essentials på et år?");
    expect(reply.text).toMatch(/4\.752 kr/);
  });
});

describe("a letter with a signature", () => {
  it("answers its question and takes the contact details", async () => {
    const reply = await play("Goddag\n\nVi er en lille revisionsvirksomhed med 4 medarbejdere. Hvad koster Core for os om måneden?\n\nVenlig hilsen\nMette Lund\nmette@lundrevision.dk");
    expect(reply.text).toMatch(/176 kr/);
    expect(reply.text).toMatch(/Mette/);
    expect(reply.contact?.email).toBe("mette@lundrevision.dk");
  });
});

describe("small turns", () => {
  it("takes a thumbs-up as thanks, not as the question again", async () => {
    const reply = await play("hvad koster complete for 2?", "👍");
    expect(reply.text).toMatch(/Selv tak/);
  });

  it("does not promise when a change of plan takes effect", async () => {
    const reply = await play("hvis vi går op til complete, fra hvornår gælder den nye pris?");
    expect(reply.text).toMatch(/står ikke præcist på siden/);
  });

  it("gives the first steps when an attack is feared 'if it happens'", async () => {
    const reply = await play("naboens firma fik ransomware. hvad skal vi gøre hvis det rammer os?");
    expect(reply.text).toMatch(LINE);
    expect(reply.escalation).not.toBe("emergency");
  });

  it("answers a yes/no question told after who is asking", async () => {
    expect((await play("vi er en tandlægeklinik, kan vi få en databehandleraftale?")).text).toMatch(/databehandleraftale/);
  });
});

describe("words on the site, asked by someone who does not know them", () => {
  it("says what the agent is", async () => {
    const reply = await play("hvad betyder agent? der står jo at den skal installeres");
    expect(reply.text).toMatch(/let agent på hver pc og Mac/);
  });

  it("explains a feature in plain words without a yes", async () => {
    const reply = await play("kan du forklare mig hvad EDR er, helt enkelt?");
    expect(reply.text).toMatch(/^EDR:/);
  });

  it("answers 'what do you actually do?' after who is asking", async () => {
    const reply = await play("goddag, jeg er 71 og har en lille frisørsalon. min søn siger jeg skal have sådan noget. hvad er det I laver?");
    expect(reply.text).toMatch(/IT-sikkerhedsplatform/);
    expect(reply.text).not.toMatch(/«søn»/);
  });
});

describe("messages that are not what their words first say", () => {
  it("takes 'bot or real person?' as a question about the chat, not about a mail", async () => {
    expect((await play("am I chatting with a bot or a real person?")).text).toMatch(/digital assistant/);
  });

  it("judges a text message in our name asking for a click as a suspicious message", async () => {
    const reply = await play("fik en sms der lignede den var fra jer, abonnementet skulle fornyes via et link");
    expect(reply.text).toMatch(/klik ikke på links/);
  });

  it("sends a bill in our name nobody ordered to a person, unpaid", async () => {
    const reply = await play("vi har fået en faktura fra jer, men vi har aldrig bestilt noget hos jer");
    expect(reply.text).toMatch(/Betal ikke en regning/);
    expect(reply.escalation).toBe("asked-for-human");
  });

  it("ranks no products", async () => {
    expect((await play("what's the best antivirus for a small office?")).text).toMatch(/doesn't compare/);
  });

  it("does not name owners the site does not name", async () => {
    expect((await play("hvem står bag Nordvagt?")).text).toMatch(/står ikke på siden/);
  });
});

describe("signs of an attack told in plain words", () => {
  it("routes a mouse that moves by itself and a website taken over", () => {
    expect(isEmergency("musen kører rundt på skærmen helt af sig selv")).toBe(true);
    expect(isEmergency("nogen har overtaget vores webshop, forsiden er helt anderledes")).toBe(true);
    expect(isEmergency("hvad hvis musen bevæger sig af sig selv?")).toBe(false);
  });
});

describe("a headcount about to pass the limit", () => {
  it("prices the 30 and says what a hire beyond them means", async () => {
    const reply = await play("vi er 29 og ansætter to mere til sommer");
    expect(reply.text).toMatch(/bliver 31/);
  });

  it("answers what happens past 30 next year with the limit", async () => {
    expect((await play("what happens when we grow past 30 people?")).text).toMatch(/1 to 30 employees/);
  });
});

describe("a third batch: signing in from a message, updates, IT work, the terms' first section", () => {
  it("routes a sign-in done from a message, told after a price", async () => {
    const reply = await play("hvad koster essentials for 4?", "min kollega fik en mail om en ny lønseddel og skulle logge ind, det gjorde hun");
    expect(reply.text).toMatch(LINE);
    expect(reply.text).toMatch(/adgangskode/);
    expect(isEmergency("fik en mail om at logge ind, men ingen af os gjorde det")).toBe(false);
  });

  it("answers 'Windows wants to update, should I?' from the updates advice, not where the agent runs", async () => {
    const reply = await play("pc'en vil gerne opdatere windows, skal jeg gøre det?");
    expect(reply.text).not.toMatch(/virker på både pc'er og Mac'er/);
  });

  it("takes a printer acting strangely as a worry, not a product question", async () => {
    expect((await play("vores printer opfører sig underligt, kan det være virus?")).text).toMatch(/mange årsager/);
  });

  it("keeps IT work outside the service apart from the agent's setup", async () => {
    expect((await play("kan I hjælpe os med at sætte det nye wifi op?")).text).toMatch(/hører ikke under/);
    expect((await play("kan I hjælpe med at installere agenten?")).text).toMatch(/10-15 minutter/);
  });

  it("translates nothing, even a word of ours", async () => {
    expect((await play("kan du oversætte ransomware til tysk?")).text).toMatch(/kan jeg desværre ikke svare på/);
  });

  it("names no NIS2 approval", async () => {
    expect((await play("are you NIS2 certified?")).text).toMatch(/doesn't say/);
  });

  it("answers holidays with the round-the-clock line", async () => {
    expect((await play("har I åbent mellem jul og nytår?")).text).toMatch(/døgnet rundt/);
  });

  it("answers signing and age from the terms' first section", async () => {
    expect((await play("skal der skrives under på en kontrakt?")).text).toMatch(/ikke skrives under på papir/);
    expect((await play("is there a minimum age to order?")).text).toMatch(/under 18/);
  });
});

describe("a fourth batch: incidents told in other words", () => {
  it("routes a Swedish sign-in from abroad told in the past tense", () => {
    expect(isEmergency("någon loggade in på vårt Office-konto från Kina i morse")).toBe(true);
  });

  it("routes an ID typed after a message from 'the bank'", async () => {
    const reply = await play("min kollega fik en sms fra 'banken' og har skrevet sin kode ind");
    expect(reply.text).toMatch(LINE);
    expect(isEmergency("kan I stoppe det, hvis nogen skriver deres kode efter en falsk sms?")).toBe(false);
  });

  it("routes a payment to an account number that was different, the bank first", async () => {
    const reply = await play("vi har lige betalt en regning fra en leverandør, men kontonummeret var anderledes end normalt");
    expect(reply.text).toMatch(LINE);
    expect(reply.text).toMatch(/bank/);
  });

  it("answers 'no backup for a year, is that bad?' from the backup advice", async () => {
    const reply = await play("vi har ikke taget backup i over et år, er det slemt?");
    expect(reply.text).not.toMatch(/om året/);
  });
});

describe("older rounds' misses, in other words", () => {
  it("answers 'is it in the middle one?' about the feature just asked", async () => {
    const reply = await play("hvad er MDM?", "er den med i den billigste?");
    expect(reply.text).toMatch(/^Nej, Mobile Device Management er ikke med i Core/);
  });

  it("answers a Swedish 'when do we hear if you raise the price?' with the 30 days", async () => {
    expect((await play("hur snart får vi besked om ni höjer priserna?")).text).toMatch(/30 dages varsel/);
  });

  it("computes the end for a date told as 'if I do it' after how to cancel", async () => {
    const reply = await play("hvordan opsiger vi?", "og gør vi det d 5 marts, hvornår slutter det så?");
    expect(reply.text).toMatch(/30\. april 2027/);
  });

  it("prices months named one by one and the rest of the year, for the plan just priced", async () => {
    // 3 × 10 × 66 + 9 × 6 × 66 = 1.980 + 3.564 = 5.544
    const reply = await play("hvad koster essentials?", "i maj, juni og juli er vi 10, resten af året 6. hvad bliver det på et år?");
    expect(reply.text).toMatch(/5\.544 kr/);
    expect(reply.text).not.toMatch(/Complete:/);
  });

  it("keeps the limit when 'which plan?' follows a headcount over 30", async () => {
    expect((await play("vi er 45 på et lager", "hvilken pakke skal vi vælge?")).text).toMatch(/1 til 30 medarbejdere/);
  });

  it("answers how to stop the subscription after a story told first", async () => {
    const reply = await play("min far havde firmaet og er gået på pension, jeg har ikke hans login. hvordan får jeg stoppet abonnementet?");
    expect(reply.text).toMatch(/opsige/);
  });

  it("does not promise cameras or printers are protected", async () => {
    expect((await play("dækker det også vores kameraer og printere?")).text).toMatch(/står ikke/);
  });
});

describe("the production walk's five questions, in other words", () => {
  it("does not refuse a landlord's business as off-topic", async () => {
    expect((await play("jeg udlejer et par lejligheder og har en pc til bogføringen, kan I bruges til det?")).text).not.toMatch(/jeg svarer kun på spørgsmål om Skjold/);
  });

  it("says how invoices are sent is not on the site, rather than how one pays", async () => {
    const reply = await play("kan kvitteringen sendes til vores revisor hver måned?");
    expect(reply.text).toMatch(/står ikke på siden/);
    expect(reply.text).not.toMatch(/faktura nævner vilkårene ikke som betalingsform/);
  });

  it("gives the 5 years for invoices kept", async () => {
    expect((await play("hvor længe opbevarer I fakturaer og betalinger?")).text).toMatch(/5 år/);
  });
});

describe("rounds 37 and 38 after their first plays, in other words", () => {
  it("routes money moved on a mail's request to a new account, told after a price", async () => {
    const reply = await play("hvad koster core for 3?", "øv, vores kontorchef fik en mail fra 'direktøren' om at betale 40.000 til en ny konto, og det har hun allerede gjort");
    expect(reply.text).toMatch(LINE);
    expect(reply.text).toMatch(/bank/i);
  });

  it("takes no code told in a story as a number to call, and answers what follows 'men seriøst'", async () => {
    const reply = await play("haha vi blev 'hacket', koden til wifi'en var 11111111 🙈 men seriøst, har I noget der beskytter wifi?");
    expect(reply.contact).toBeNull();
    expect(reply.text).toMatch(/Wifi Phishing/);
  });

  it("prices the headcount the message ends with", async () => {
    expect((await play("vi har Core til 4 i dag, men der kommer en ny, så vi bliver 5. hvad koster det så?")).text).toMatch(/220 kr/);
  });

  it("answers what a phishing test on their own staff needs with awareness training", async () => {
    expect((await play("kan vi sende falske phishing-mails til vores egne ansatte som test?")).text).toMatch(/Security Awareness Training/);
  });

  it("answers weekend mail support from the support terms", async () => {
    expect((await play("svarer I på mail i weekenden?")).text).toMatch(/arbejdsdag/);
  });

  it("answers a claim that we only resell with who makes the platform", async () => {
    expect((await play("min svoger siger I bare videresælger et amerikansk produkt, passer det?")).text).toMatch(/forhandler/);
  });
});

describe("the second walk's misses, in other words", () => {
  it("routes a card used to pay after a text message", async () => {
    expect(isEmergency("jeg fik en sms fra 'postnord' og har betalt toldgebyret med mit kort")).toBe(true);
    expect(isEmergency("hvad gør man hvis man har betalt med kort efter en sms?")).toBe(false);
  });

  it("does not answer what happens when their internet is down with the platform's uptime", async () => {
    expect((await play("hvad sker der med beskyttelsen, hvis vores internet går ned?")).text).not.toMatch(/oppetid/);
  });
});

describe("round 39 after its first play, in other words", () => {
  it("gives the account steps when customers get mails in their name with a new account number", async () => {
    const reply = await play("flere kunder har fået en faktura fra vores mail med et andet kontonummer, den har vi ikke sendt");
    expect(reply.text).toMatch(LINE);
    expect(reply.text).toMatch(/Skift adgangskoden/);
  });

  it("says plainly that no hack-free guarantee is given", async () => {
    expect((await play("kan I garantere, at vi aldrig bliver hacket?")).text).toMatch(/^Nej, det kan vi ikke garantere/);
  });

  it("names what the site says the agent runs on, and what it does not name", async () => {
    const reply = await play("does the agent run on ubuntu servers?");
    expect(reply.text).toMatch(/Windows and macOS/);
    expect(reply.text).toMatch(/not mentioned/);
  });

  it("answers what a plan adds on top of another", async () => {
    expect((await play("what does Complete add on top of Essentials?")).text).toMatch(/Complete includes everything in Essentials plus/);
  });

  it("says a firewall needs no box when a visit to set one up is asked", async () => {
    expect((await play("kan I komme ud og installere en firewall hos os?")).text).toMatch(/firewall kører i skyen/);
  });
});

describe("a fifth batch: incidents told plainly, and a message judged before anything was done", () => {
  it("routes each, in the words a worried owner would use", () => {
    for (const told of [
      "somebody keeps sending emails from our office account to our customers asking them to pay",
      "der står en besked på skærmen om at vi skal betale i bitcoin",
      "all the files on the shared drive now end in .locked",
      "skærmen er rød og der kører en nedtælling",
      "the tablet in the shop was taken from the counter this morning, the card reader app is on it",
      "nogen bruger vores firmakort til køb vi ikke har foretaget",
      "der er lavet en regel i outlook som vi ikke kender",
      "jeg gav min mitid kode til en der ringede og sagde han var fra banken",
      "someone has access to our shared folder and the files are being deleted",
      "jeg kom til at maile en liste med patienters cpr-numre til den forkerte",
    ]) expect(isEmergency(told), told).toBe(true);
  });

  it("does not route a mail judged before anything was paid", () => {
    expect(isEmergency("we received a strange invoice, we haven't paid it yet, is it a scam?")).toBe(false);
  });
});

describe("the last walk's miss, in other words", () => {
  it("does not answer whether staff will notice the agent with how long setup takes", async () => {
    const reply = await play("vil de ansatte kunne se, at der kører et sikkerhedsprogram på deres pc?");
    expect(reply.text).not.toMatch(/10-15 minutter/);
    expect(reply.text).toMatch(/står ikke på siden/);
  });
});
