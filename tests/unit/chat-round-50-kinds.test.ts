// Kinds first met in held-out round 50 (issue 38), each tested in other words than the round's: a message that
// claims to come from us, a change asked for on another company's subscription, a draft for the staff from a
// post, and incidents on a router, a server and a payroll login. (Over the demo blog's real posts.)
import { describe, expect, it } from "vitest";
import { emergencyKind, isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import { playerOverPosts } from "./support/chat-play.ts";
import { seedPosts } from "./support/seed-posts.ts";

const play = playerOverPosts(seedPosts());
const PRICE = /\d+ kr\. (pr\.|om måneden)|\bDKK \d+/;

describe("a message that claims to come from us", () => {
  it("about paying: how the real payment works, and to write to us themselves; no price, no hand-off", async () => {
    const reply = await play("Jeg har fået en mail fra Nordvagt om at vores kort er udløbet og at jeg skal indtaste det igen via et link – er det jer?");
    expect(reply.text).toMatch(/kort via Stripe/);
    expect(reply.text).toMatch(/kundeportalen/);
    expect(reply.text).toMatch(/kontakt@nordvagt\.dk/);
    expect(reply.text).not.toMatch(PRICE);
    expect(reply.escalation).toBeNull();
  });

  it("about an update to install: the agent updates itself", async () => {
    const reply = await play("en kollega fik en sms om at skjold skal opdateres via et link i dag, skal vi gøre det?");
    expect(reply.text).toMatch(/opdaterer sig selv/);
    expect(reply.text).toMatch(/Klik ikke på links/);
  });

  it("asked after the call was told: the same way to check", async () => {
    const reply = await play("en fyr ringede i går og sagde han var fra skjold og ville have fjernadgang til min computer, jeg lagde på", "hvordan ved jeg om det var jer?");
    expect(reply.text).toMatch(/kontakt@nordvagt\.dk/);
    expect(reply.text).toMatch(/fjernadgang/);
    expect(reply.text).not.toMatch(/\/blog\//);
  });

  it("one that asks for a password and gives another number: says both", async () => {
    const reply = await play("got a text from Skjold support saying to call +44 20 7946 0000 and give my password. is this really you?");
    expect(reply.text).toMatch(/sign of phishing/);
    expect(reply.text).toMatch(/not ours/);
  });
});

describe("another company's subscription", () => {
  it("is changed by that company only, never promised in the chat", async () => {
    const reply = await play("kan I lige skifte kortet på min brors abonnement til mit kort? han er på ferie");
    expect(reply.text).toMatch(/andet firmas abonnement/);
    expect(reply.escalation).toBeNull();
    expect(reply.text).not.toMatch(/skriver til dig/);
  });
});

describe("a draft for the staff, from a post", () => {
  it("is the post's own checklist, with its link", async () => {
    const reply = await play("hvad siger jeres indlæg om phishing?", "skriv det som en mail til vores medarbejdere");
    expect(reply.text).toMatch(/\/blog\/saadan-genkender-du-phishing-mails/);
    expect(reply.text).toMatch(/afsenderens domæne/);
    expect(reply.text).not.toMatch(PRICE);
  });

  it("is no draft from a post without a checklist or steps", async () => {
    const reply = await play("kan du skrive en mail til mine medarbejdere om backup ud fra jeres artikel");
    expect(reply.text).not.toMatch(/^Her er et udkast/);
  });
});

describe("incidents first met in round 50", () => {
  it("a router changed by nobody of theirs, malware found running, a change made from a login by someone else", () => {
    const router = "vores router har fået nyt wifi-navn og ny DNS uden at nogen af os har rørt den, hvad gør vi?";
    expect(isEmergency(router)).toBe(true);
    expect(emergencyKind(router)).toBe("network-device");
    const miner = "vi har fundet en cryptominer på serveren i morges";
    expect(isEmergency(miner)).toBe(true);
    expect(emergencyKind(miner)).toBe("intrusion");
    const payroll = "someone changed the bank account in our payroll system from my login and I didn't do it";
    expect(isEmergency(payroll)).toBe(true);
    expect(emergencyKind(payroll)).toBe("account");
  });

  it("are not read into a business taken over, a question about finding viruses, or a change of their own", () => {
    expect(isEmergency("jeg har lige overtaget en frisørsalon, hvad koster Core for 3?")).toBe(false);
    expect(isEmergency("har I noget der finder virus på vores pc'er?")).toBe(false);
    expect(isEmergency("vi har ændret wifi navnet i nat, skal skjold vide det?")).toBe(false);
    expect(isEmergency("kan jeres system opdage en cryptominer på serveren?")).toBe(false);
  });

  it("a router's first steps are the router's", async () => {
    const reply = await play("nogen har ændret indstillingerne på vores router og wifi-koden virker ikke mere, hvad gør vi nu");
    expect(reply.text).toMatch(/70 20 30 40/);
    expect(reply.text).toMatch(/administratoradgangskode/);
    expect(reply.text).not.toMatch(PRICE);
  });
});

describe("practice asked as a comparison, a checklist, or in a shop's words", () => {
  it("'er X bedre end Y?' asks for the post's advice", async () => {
    const reply = await play("er en godkendelsesapp bedre end sms-koder? vores revisor spurgte");
    expect(reply.text).toMatch(/\/blog\/mfa-den-billigste-sikkerhed/);
    expect(reply.text).toMatch(/SMS-koder/);
  });

  it("a checklist asked for is the post's own checklist, from the post the reader can read", async () => {
    const reply = await play("har I en tjekliste til at rulle MFA ud på vores Microsoft 365? vi er 14");
    expect(reply.text).toMatch(/har denne tjekliste: 1\) /);
    expect(reply.text).toMatch(/administratorkonti/);
    expect(reply.text).not.toMatch(PRICE);
  });

  it("the till's terminal and 'samme net' are the Wi-Fi post's till and network", async () => {
    const reply = await play("vi har en kiosk med gratis wifi", "kortterminalen og gæsterne er på samme net, er det et problem?");
    expect(reply.text).toMatch(/\/blog\/wifi-i-butikken-adskil-gaestenet/);
  });
});

describe("other voices of round 50's kinds", () => {
  it("a Swedish 'till' is the Danish 'til': a Saturday mail is answered with the support hours", async () => {
    const reply = await play("Om jag skickar en fråga till er på söndagen, när får jag svar?");
    expect(reply.text).toMatch(/én arbejdsdag/);
  });

  it("a mail from their own address, never sent by them, is a taken-over mailbox: new password, and warn the staff", () => {
    const message = "mine folk har fået en mail fra min egen adresse om at købe gavekort til en kunde, den har jeg ikke sendt";
    expect(isEmergency(message)).toBe(true);
    expect(emergencyKind(message)).toBe("account");
  });
});

describe("what the product does in a situation, from the product pages", () => {
  it("a phishing link clicked: each layer with its plan, no price", async () => {
    const reply = await play("hvis en i bogholderiet trykker på et link i en falsk mail, hvad gør skjold så?");
    expect(reply.text).toMatch(/Essentials/);
    expect(reply.text).toMatch(/Secure Web Gateway/);
    expect(reply.text).not.toMatch(PRICE);
  });

  it("public Wi-Fi on the road, asked in Norwegian: Wi-Fi phishing in every plan, the encrypted connection in Complete", async () => {
    const reply = await play("Selgerne våre bruker offentlig wifi på hotell hele tiden. Er de beskyttet av dere da?");
    expect(reply.text).toMatch(/alle planer/);
    expect(reply.text).toMatch(/Complete/);
    expect(reply.text).toMatch(/krypteret/);
  });

  it("a computer off for weeks: protected offline, updates itself; what the site does not say, it says so", async () => {
    const reply = await play("en bærbar har været slukket i 6 uger mens ejeren var på ferie – er den stadig beskyttet?");
    expect(reply.text).toMatch(/offline/);
    expect(reply.text).toMatch(/opdaterer sig selv/);
    expect(reply.text).toMatch(/står ikke på siden/);
  });

  it("not when the visitor asks what to do themselves: a café's shared network is the Wi-Fi post's", async () => {
    const reply = await play("vi har en bager med gratis wifi til kunderne og kassen på samme net, hvad gør jeg?");
    expect(reply.text).not.toMatch(/Wi-Fi-phishing er med i alle planer/);
  });
});

describe("a translation of our own rules", () => {
  it("is the rule, in the language asked", async () => {
    const reply = await play("Could you translate your cancellation rule into English for my partner?");
    expect(reply.text).toMatch(/end of the current month plus one month/);
  });
});

describe("a new colleague, and a question told at the end without a question mark", () => {
  it("a new hire: the portal, the agent, the course from day one; and the next price counts one more", async () => {
    const told = await play("vi kører Core til 6", "på mandag begynder der en ny kollega, skal vi gøre noget?");
    expect(told.text).toMatch(/kundeportalen/);
    expect(told.text).toMatch(/første arbejdsdag/);
    const priced = await play("vi kører Core til 6", "på mandag begynder der en ny kollega, skal vi gøre noget?", "hvad bliver prisen så pr måned?");
    expect(priced.text).toMatch(/7 medarbejdere/);
  });

  it("the last sentence that opens like a question is what is asked, after a long story", async () => {
    const reply = await play("min mor har en blomsterbutik og hun skriver alle koder på en post-it ved kassen lol. nå men hvor lang tid tager installationen");
    expect(reply.text).toMatch(/10-15 minutter/);
  });
});

describe("'we're covered, right?' and 'how do you recognise it?'", () => {
  it("a told setup judged with 'så er vi vel dækket, ik?' gets the post's advice, not the product's scope", async () => {
    const reply = await play("vi tager backup til en usb disk der altid sidder i serveren, så vi er vel dækket ik?");
    expect(reply.text).toMatch(/\/blog\/backup-3-2-1-reglen-og-ransomware/);
  });

  it("Norwegian 'kjenner man det igjen' is 'genkender': the post on recognising phishing", async () => {
    const reply = await play("hvordan kjenner man igjen en phishing-e-post?");
    expect(reply.text).toMatch(/\/blog\/saadan-genkender-du-phishing-mails/);
    expect(reply.text).toMatch(/afsender/);
  });
});

describe("the reader's language between posts", () => {
  it("an English reader asking about a Danish post gets that post (a link), not the English post's list", async () => {
    const reply = await play("Which four or five steps does your NIS2 article tell a small firm to take now?");
    expect(reply.text).not.toMatch(/five-microsoft-365-settings-to-change/);
  });
});
