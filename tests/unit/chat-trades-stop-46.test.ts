// Buying and running the subscription in a trade's words (round 44): the owner counted with his staff, "both of
// us", the last day to cancel so a month is not paid, a new apprentice's first month, who watches over the
// holidays, the printer and the router, and installation asked in formal Danish.
import { describe, expect, it } from "vitest";
import { playerOverPosts } from "./support/chat-play.ts";

const play = playerOverPosts([]);

describe("counting the people", () => {
  it("counts the owner named after his staff ('5 svende + ham selv')", async () => {
    const reply = await play("min mor har et murerfirma med 5 svende + hende selv. hvad koster core for dem alle om måneden?");
    expect(reply.text).toMatch(/6 medarbejdere/);
  });

  it("reads 'for os begge' as two", async () => {
    const reply = await play("hvad koster core for os begge om måneden?");
    expect(reply.text).toMatch(/2 medarbejdere/);
    expect(reply.text).toMatch(/88 kr/);
  });

  it("reads 'everything runs on Google Workspace' as what they use, not the plan with everything", async () => {
    const reply = await play("everything runs on google workspace here. which plan protects it?");
    expect(reply.text).toMatch(/Essentials/);
    expect(reply.text).not.toMatch(/included in Complete/);
  });
});

describe("the subscription over the year", () => {
  it("gives the last day to cancel so that a named month is not paid", async () => {
    const reply = await play("vi har en sommercafé med 4 ansatte. hvis vi ikke vil betale for oktober, hvornår skal vi senest opsige?");
    expect(reply.analysis.topic).toBe("cancel-by");
    expect(reply.text).toMatch(/31\. august/);
  });

  it("answers a new apprentice starting mid-month with the next billing period", async () => {
    const reply = await play("vi har ansat en ny elev der starter den 10. skal vi betale hele måneden for hende?");
    expect(reply.analysis.topic).toBe("headcount-change");
    expect(reply.text).toMatch(/førstkommende betalingsperiode/);
  });

  it("answers who watches while the workshop is closed with support's hours", async () => {
    const reply = await play("vi lukker værkstedet i to uger i påsken. er der nogen der holder øje mens vi er væk?");
    expect(reply.analysis.topic).toBe("support");
    expect(reply.text).toMatch(/døgnet rundt/);
  });

  it("answers help with the printer and the router as IT outside the service", async () => {
    const reply = await play("kan I også hjælpe med routeren og printeren, eller er det kun jeres program?");
    expect(reply.analysis.topic).toBe("it-help");
    expect(reply.text).toMatch(/særskilt/);
  });

  it("answers installation time asked in formal Danish", async () => {
    const reply = await play("Jeg tillader mig at spørge, hvor megen tid installationen vil optage på vore tre computere?");
    expect(reply.text).toMatch(/10-15 minutter/);
  });
});
