// What a visitor takes for granted that the site does not say (plans called Basic or Pro, a notice of months, an
// office in their town), and money asked about in other words (stop paying, try before paying, a charge twice).
import { describe, expect, it } from "vitest";
import { playerOverPosts } from "./support/chat-play.ts";

const play = playerOverPosts([]);

describe("premises put right", () => {
  it("plan names the site does not use are said not to be plans, and the three are named", async () => {
    const reply = await play("hvad koster jeres Premium pakke i forhold til Standard?");
    expect(reply.text).toMatch(/^Vi har ingen planer, der hedder Premium eller Standard\./);
    expect(reply.text).toMatch(/Core .*Essentials .*Complete/s);
    const english = await play("is the Pro plan worth it?");
    expect(english.text).toMatch(/^We have no plan called Pro\./);
  });

  it("a notice of months claimed with the day they cancel: the end that day gives, and the notice put right", async () => {
    const reply = await play("vi har 3 måneders opsigelse ik? så opsiger vi den 5. februar er vi ude med udgangen af maj");
    expect(reply.text).toMatch(/^Varslet er ikke flere måneder/);
    expect(reply.text).toMatch(/31\. marts/);
  });

  it("an office asked for in another town: the one address the site gives", async () => {
    for (const asked of ["har I et kontor i Aalborg?", "Do you have an office in Odense we could visit?"]) {
      const reply = await play(asked);
      expect(reply.text, asked).toMatch(/Store Kongensgade 40/);
      expect(reply.text, asked).toMatch(/Andre kontorer står der ikke noget om|nothing of other offices/);
    }
    // Their own office is theirs.
    expect((await play("beskytter den computere på vores kontor i Vejle?")).text).not.toMatch(/Store Kongensgade/);
  });
});

describe("money asked about in other words", () => {
  it("'stop paying' is cancelling; with the day they say it is, the date it ends and where one cancels", async () => {
    expect((await play("hvordan stopper jeg med at betale for jer?")).analysis.topic).toBe("notice");
    const dated = await play("jeg vil stoppe med at betale. hvordan? i dag er den 20. august");
    expect(dated.text).toMatch(/Opsiger I den 20\. august \d{4}, ophører abonnementet med udgangen af september/);
    expect(dated.text).not.toMatch(/29\. november/);
    expect(dated.text).toMatch(/kundeportalen/);
    // "hvornår stopper betalingen" after a cancellation day is still that day's end.
    expect((await play("hvis vi siger op 2. januar 2027 hvornår stopper betalingen")).text).toMatch(/28\. februar 2027/);
  });

  it("trying before paying is the trial, a charge twice goes to a person", async () => {
    const trial = await play("can we try it first before we pay? is a card needed?");
    expect(trial.text).toMatch(/14-day trial/);
    expect(trial.text).toMatch(/no payment card/);
    for (const twice of ["vi er blevet trukket to gange for Skjold i denne måned", "kortudtog: 01-06 NORDVAGT 264,00\n01-06 NORDVAGT 264,00 ??"]) {
      const reply = await play(twice);
      expect(reply.escalation, twice).toBe("no-answer");
      expect(reply.text, twice).toMatch(/kollega/);
    }
  });

  it("a name given without 'is' is taken with the request for a person", async () => {
    const reply = await play("I want talk to a person. my name Oleh Bondar, phone 31 41 51 61");
    expect(reply.contact?.name).toBe("Oleh Bondar");
  });
});

describe("more premises and a language the site does not speak", () => {
  it("a money-back guarantee taken for granted: none in the terms, the trial to try first", async () => {
    const reply = await play("your 30 day money back guarantee applies to Essentials as well, doesn't it?");
    expect(reply.text).toMatch(/^The terms give no money-back guarantee; to try it first there is a free 14-day trial\./);
    // A refund asked with the day they cancel is still that day's end.
    expect((await play("if we cancel on 31 january when does it end and do we get money back for february")).text).toMatch(/February/);
  });

  it("a firewall box thought to come with the plan: no hardware, the firewall runs in the cloud", async () => {
    const reply = await play("vi tager essentials", "hvornår leverer I firewall boksen, og hvem sætter den op?");
    expect(reply.text).toMatch(/ingen firewall-bokse/);
    expect(reply.text).toMatch(/skyen/);
  });

  it("German is read through its plain Danish words and answered in Danish, saying so", async () => {
    const reply = await play("Guten Tag, wir sind 3 Mitarbeiter. Was kostet Essentials pro Monat? Bitte auf Deutsch.");
    expect(reply.text).toMatch(/^Jeg kan desværre ikke svare på tysk/);
    expect(reply.text).toMatch(/198 kr\./);
    // Danish with a German-looking word or two stays Danish.
    expect((await play("hvad koster core for 3, og er der binding?")).text).not.toMatch(/tysk/);
  });
});
