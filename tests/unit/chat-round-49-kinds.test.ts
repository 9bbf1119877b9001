// Kinds first played in round 49 and mended after it: a plan left out ("ikke complete … de to andre"), a feature stated
// and asked back ("så er det den med træningen, ikke?"), who counts (contractors, a spouse), a share found open to
// anyone, and a boss asking for gift cards judged before anything was bought.
import { describe, expect, it } from "vitest";
import { emergencyKind, isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import { playerOverPosts } from "./support/chat-play.ts";
import { seedPosts } from "./support/seed-posts.ts";

const play = playerOverPosts([]);

describe("plans left out, and features asked back", () => {
  it("'ikke complete … de to andre' compares the other two; 'alt undtagen complete' prices them", async () => {
    const reply = await play("hvad koster complete for 5", "nej ikke complete, det er for meget. de to andre, hvad er forskellen for os?");
    expect(reply.text).toMatch(/Essentials 110 kr\. mere om måneden end Core: 330 kr\. mod 220 kr\./);
    const list = await play("hvad koster alt undtagen complete for 3?");
    expect(list.text).toMatch(/Core: 132 kr\./);
    expect(list.text).not.toMatch(/Complete: /);
  });

  it("a feature stated and asked back is answered yes or no, not with the plan's price", async () => {
    expect((await play("så Complete er den med awareness træningen, ikke?")).text).toMatch(/^Ja, Security Awareness Training er med i Complete/);
    expect((await play("Core is the one with the training, right?")).text).toMatch(/^No, Core does not include Security Awareness Training/);
  });
});

describe("who counts, a share found open, a boss's gift cards", () => {
  it("contractors or a spouse asked to count: the site does not settle who counts", async () => {
    for (const asked of ["do our 3 freelancers count as employees in the price?", "tæller min kone med, hun hjælper om lørdagen?"]) {
      const reply = await play(asked);
      expect(reply.text, asked).toMatch(/står ikke på siden|doesn't say|does not say|kollega|colleague/);
    }
  });

  it("a folder with customer data found open to anyone is an incident; asking how to share safely is not", async () => {
    const found = "vi har opdaget at en delt google drive mappe med kundernes personoplysninger har været åben for alle med linket";
    expect(isEmergency(found)).toBe(true);
    expect(emergencyKind(found)).toBe("open-share");
    const reply = await play(found);
    expect(reply.text).toMatch(/Luk delingen nu/);
    expect(isEmergency("hvordan deler vi en mappe med kunder uden at den er åben for alle på internettet?")).toBe(false);
  });

  it("the boss asking for gift cards, nothing bought yet, 'er det normalt?': the boss-fraud answer", async () => {
    const reply = await play("direktøren skrev på whatsapp om jeg lige kunne købe gavekort til en kunde, har ikke gjort det endnu, er det normalt?");
    expect(reply.text).toMatch(/direktørsvindel/);
    expect(reply.text).not.toContain("/blog/");
  });
});

describe("a device nobody put there, a card number given to a caller", () => {
  it("are incidents with the line; asked ahead, they are not", async () => {
    for (const told of [
      "der sidder en lille usb dims mellem tastaturet og pc'en i receptionen, ingen af os har sat den i",
      "a caller said we had an overdue invoice and my colleague gave him the company card number 10 minutes ago",
    ]) {
      expect(isEmergency(told), told).toBe(true);
      expect((await play(told)).text, told).toMatch(/\+45 70 20 30 40/);
    }
    expect(emergencyKind("min kollega gav manden i telefonen vores kortnummer")).toBe("payment");
    expect(isEmergency("hvordan undgår vi at give kortnummer til svindlere der ringer?")).toBe(false);
  });
});

describe("a routine told, then judged", () => {
  // Over the demo blog's real posts: which post answers depends on every post there is.
  const overBlog = playerOverPosts(seedPosts());

  it("'er det ok, eller hvor hurtigt bør man?' after a told routine asks about that routine: its post answers", async () => {
    // ("ca." is no end of a sentence: the routine told stays with the question.)
    for (const message of ["vi lægger opdateringer på hver tredje måned. er det ok?", "vi installerer opdateringer ca. én gang i kvartalet. er det ok eller hvor hurtigt bør man egentlig?"]) {
      const reply = await overBlog(message);
      expect(reply.text).toMatch(/\/blog\/opdateringer-paa-15-minutter-om-ugen/);
      expect(reply.text).toMatch(/14 dage/);
    }
  });
});
