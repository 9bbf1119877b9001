// Messages about the reply before ("in English please", "kortere tak", "er du sikker?", "hallo??", "what was my first
// question?"), haggling over a price given, and headcounts changed in few words.
import { describe, expect, it } from "vitest";
import { aboutTheReply, shortened } from "../../supabase/functions/chat-support/assistant/about-the-reply.ts";
import { fold } from "../../supabase/functions/chat-support/assistant/text.ts";
import { playerOverPosts } from "./support/chat-play.ts";

const play = playerOverPosts([]);

describe("messages about the reply before", () => {
  it("are told from new questions that use the same words", () => {
    expect(aboutTheReply(fold("in English please!"))).toBe("english");
    expect(aboutTheReply(fold("Kan du skrive det på engelsk?"))).toBe("english");
    expect(aboutTheReply(fold("på dansk tak 🙏"))).toBe("danish");
    expect(aboutTheReply(fold("kortere, tak"))).toBe("shorter");
    expect(aboutTheReply(fold("sig prisen igen"))).toBe("again");
    expect(aboutTheReply(fold("just give me the number"))).toBe("again");
    expect(aboutTheReply(fold("Are you sure?? Where does it say that, link pls"))).toBe("doubt");
    expect(aboutTheReply(fold("hallo??"))).toBe("still-here");
    expect(aboutTheReply(fold("What was my first question again?"))).toBe("first");
    for (const own of ["er du sikker på at den dækker mac?", "hallo", "hej, hvad koster core?", "kort spørgsmål: er der binding?", "in English, how much is Core for 4?"]) {
      expect(aboutTheReply(fold(own)), own).toBeNull();
    }
  });

  it("answer the question pointed to again: in the language asked, shorter, or with what was asked first", async () => {
    const english = await play("hvad koster complete for 3", "in english please");
    expect(english.text).toMatch(/DKK 387 per month/);
    const danish = await play("how much is core for 6 people", "på dansk tak");
    expect(danish.text).toMatch(/264 kr\. om måneden/);
    const shorter = await play("hvad er forskellen på core og essentials for os 8", "kortere tak");
    expect(shorter.text).toMatch(/528 kr\. mod 352 kr\./);
    expect(shorter.text).not.toMatch(/Email Security/);
    const first = await play("hvad koster essentials for 4", "er der binding?", "hvad var mit første spørgsmål igen?");
    expect(first.text).toMatch(/^Dit første spørgsmål var: »hvad koster essentials for 4«/);
    expect(first.text).toMatch(/264 kr\./);
    const here = await play("what does core cost per year for 12", "hello??");
    expect(here.text).toMatch(/^I'm still here/);
    expect(here.text).toMatch(/6,336/);
    const doubt = await play("what is the notice period", "prove it. where on your site does it say that?");
    expect(doubt.text).toMatch(/checked again/);
    expect(doubt.text).toMatch(/end of the current month plus one month/);
  });

  it("a reply cut short keeps its figure and its link, and a list stays whole", () => {
    expect(shortened("Essentials til 7 koster **462 kr. om måneden ekskl. moms** (7 × 66 kr.). Med moms er det 577,50 kr. [Se priserne](/#pricing)"))
      .toBe("Essentials til 7 koster **462 kr. om måneden ekskl. moms** (7 × 66 kr.). [Se priserne](/#pricing)");
    const list = "For 10 koster det:\n- Core: 440 kr.\n- Essentials: 660 kr.";
    expect(shortened(list)).toBe(list);
  });
});

describe("haggling and headcounts changed in few words", () => {
  it("a lower price asked for after a price: the price stands, and the site names no discount", async () => {
    for (const haggle of ["kan du ikke runde det ned til 400?", "min svoger betaler kun 39 kr for det samme", "og med studierabat?"]) {
      const reply = await play("hvad koster essentials for 6", haggle);
      expect(reply.text, haggle).toMatch(/396 kr\./);
      expect(reply.text, haggle).toMatch(/Rabatter eller særpriser står ikke på siden/);
    }
    const english = await play("complete for 5 people?", "can't you go down a bit? a friend pays less");
    expect(english.text).toMatch(/DKK 645/);
    expect(english.text).toMatch(/no discounts/);
  });

  it("'ned på 9', 'to nye begynder', 'anställer 2 till': the new headcount", async () => {
    expect((await play("hvad koster core for 12", "efter sæsonen skal vi ned på 8, hvad bliver det så?")).text).toMatch(/352 kr\./);
    expect((await play("Vi har 6 ansatte på Core, og to nye begynner i mars. Hva blir det nye beløpet?")).text).toMatch(/352 kr\./);
    expect((await play("Vi har Essentials för 4. Om vi anställer 2 till, vad blir det nya beloppet?")).text).toMatch(/396 kr\./);
  });
});

describe("the blog's own posts", () => {
  const post = (slug: string, title: string, author: string | null, published_at: string) => ({
    slug, title, excerpt: `${title}.`, content: `## Om ${title}\nEn tekst om ${title.toLowerCase()}.`, category: "Guide", meta_keywords: [slug], author_name: author, published_at,
  });
  const play = playerOverPosts([
    post("adgangskoder", "Gode adgangskoder", "Karin Lund", "2026-02-01T08:00:00+00:00"),
    post("printere", "Printere på netværket", null, "2026-05-10T08:00:00+00:00"),
    post("fremtiden", "Et indlæg planlagt til 2099", "Karin Lund", "2099-01-01T08:00:00+00:00"),
  ]);

  it("who wrote a post, named or the one the reply before linked to; a post without a byline says so", async () => {
    expect((await play("hvem har skrevet indlægget om adgangskoder?")).text).toMatch(/\[Gode adgangskoder\]\(\/blog\/adgangskoder\) er skrevet af Karin Lund og udgivet 1\. februar 2026/);
    expect((await play("har I skrevet noget om printere?", "hvem har skrevet det?")).text).toMatch(/^Der står ingen forfatter på indlægget \[Printere på netværket\]/);
    // Doubted, it is given again as it was (the whole answerer runs again, not only the fixed answers).
    expect((await play("har I skrevet noget om printere?", "hvem har skrevet det?", "er du sikker?")).text).toMatch(/Der står ingen forfatter på indlægget \[Printere på netværket\]/);
    // Who wrote something that is no post: the site does not say.
    expect((await play("hvem har skrevet jeres privatlivspolitik?")).escalation).toBe("no-answer");
  });

  it("the newest post is the newest already published", async () => {
    expect((await play("what's your latest blog post?")).text).toMatch(/^The newest post on the blog is \[Printere på netværket\]\(\/blog\/printere\), published 10 May 2026\./);
  });
});

describe("follow-ups that lean on the reply before", () => {
  it("'what we do now??' after an incident's first steps: the steps again, still urgent; after a price, its own message", async () => {
    const again = await play("min kollega fik en sms fra banken og gav koden til en mand i telefonen for 5 min siden", "hvad gør vi nu??");
    expect(again.escalation).toBe("emergency");
    expect(again.text).toMatch(/\+45 70 20 30 40/);
    expect((await play("hvad koster core for 3", "hvad gør vi nu")).escalation).not.toBe("emergency");
  });

  it("a figure remembered wrong ('you said 1,458, which is it?'): the right one again", async () => {
    const reply = await play("Complete for 11 people per month?", "You said 1,491 a minute ago. Which is it?");
    expect(reply.text).toMatch(/^I have checked again/);
    expect(reply.text).toMatch(/DKK 1,419/);
  });

  it("the home page's price read as with VAT: it is without", async () => {
    const reply = await play("koster essentials 66 kr med moms?", "er du sikker? der stod 66 kr med moms på forsiden");
    expect(reply.text).toMatch(/^Nej: 66 kr\. er prisen for Essentials uden moms/);
    expect(reply.text).toMatch(/82,50 kr\./);
  });

  it("people taken on for some months: the extra a month and for those months; 'direkt eller nästa månad?' gets from when", async () => {
    const seasonal = await play("vi er 4 på essentials", "vi tager 2 sæsonarbejdere ind i 3 måneder, hvad koster det ekstra?");
    expect(seasonal.text).toMatch(/132 kr\. ekstra om måneden/);
    expect(seasonal.text).toMatch(/I 3 måneder er det 396 kr\. ekstra i alt/);
    const when = await play("Vi har Core för 4. Om vi anställer 2 till, betalar vi direkt eller från nästa månad?");
    expect(when.text).toMatch(/264 kr\. for 6/);
    expect(when.text).toMatch(/førstkommende betalingsperiode/);
  });
});

describe("a year whose headcount changes, and a price years ahead", () => {
  it("each headcount for the months it held, not the two added together; 'og med moms?' keeps that year", async () => {
    const year = await play("vi var 6 fra januar til og med marts og 10 fra 1. april og resten af året på essentials, hvad har vi betalt i år?");
    expect(year.text).toMatch(/6 × 3 måneder \(januar–marts\) \+ 10 × 9 måneder \(april–december\) = 108 medarbejdermåneder × 66 kr\. = \*\*7\.128 kr\. ekskl\. moms\*\*, 8\.910 kr\. inkl\. moms/);
    const told = await play("vi er 4 nu og har haft core siden 1. januar, fra 1. september bliver vi 7. hvad betaler vi for hele året?");
    expect(told.text).toMatch(/4 × 8 måneder \(januar–august\) \+ 7 × 4 måneder \(september–december\) = 60 medarbejdermåneder/);
    expect(told.text).not.toMatch(/11 medarbejdere/);
    const vat = await play("hvad betaler vi for core i år hvis vi var 3 fra januar og 5 fra 1. juli", "og med moms?");
    expect(vat.text).toMatch(/inkl\. moms/);
    expect(vat.text).toMatch(/medarbejdermåneder/);
  });

  it("the same price years ahead: today's price, and that the terms let prices change with notice", async () => {
    const reply = await play("hvad koster essentials for 9", "kan I garantere den pris de næste 3 år? det er til budgettet");
    expect(reply.text).toMatch(/^I dag koster Essentials for 9 medarbejdere 594 kr\./);
    expect(reply.text).toMatch(/30 dages varsel/);
  });
});
