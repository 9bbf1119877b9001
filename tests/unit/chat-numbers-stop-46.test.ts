// Numbers at the edges (round 43): an IT partner's customers added up, a headcount corrected, a day of a month
// that is no headcount, a first month begun midway, a price asked in another currency after it was given; and the
// chat about itself (how long it is kept, whether it can be erased, what it helps with).
import { describe, expect, it } from "vitest";
import { playerOverPosts } from "./support/chat-play.ts";

const play = playerOverPosts([]);

describe("numbers at the edges", () => {
  it("adds up several firms with the same headcount each", async () => {
    const reply = await play("hvad koster core for et firma med 5 ansatte", "og hvis alle 3 firmaer har 5 ansatte hver, hvad er det så i alt om måneden?");
    expect(reply.text).toMatch(/15 medarbejdere/);
    expect(reply.text).toMatch(/660 kr/);
  });

  it("takes a corrected headcount ('I meant 8, not 18')", async () => {
    const reply = await play("hvad koster complete for 18", "undskyld jeg mente 8 ikke 18");
    expect(reply.text).toMatch(/8 medarbejdere/);
    expect(reply.text).toMatch(/1\.032 kr/);
  });

  it("reads 'den 3. april' as a date, and a first month begun midway as not on the site", async () => {
    const reply = await play("starter vi den 3 april med core til 6, betaler vi så fuld pris for april eller kun resten af måneden?");
    expect(reply.text).not.toMatch(/måneder og/);
    expect(reply.text).toMatch(/står ikke på siden/);
  });

  it("gives the price just named in DKK when another currency is asked, and says the rest is not on the site", async () => {
    const reply = await play("hvad koster core til 10", "kan du regne det om til euro?");
    expect(reply.analysis.topic).toBe("currency");
    expect(reply.text).toMatch(/440 kr\. \(DKK\)/);
  });
});

describe("the chat about itself", () => {
  it("says how long a conversation is kept and how to have it erased, asked as a follow-up", async () => {
    const reply = await play("bliver chatten gemt?", "hvor længe, og kan I slette den?");
    expect(reply.analysis.topic).toBe("chat-retention");
    expect(reply.text).toMatch(/12 måneder/);
    expect(reply.text).toMatch(/slettet/);
  });

  it("answers what it can help with after a greeting", async () => {
    const reply = await play("hejsa, hvad kan du hjælpe med");
    expect(reply.analysis.topic).toBe("bot");
    expect(reply.text).toMatch(/priser, planer/);
  });
});
