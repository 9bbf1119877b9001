// Round 46's kinds: a customer's employee with a warning from the program, the chat asked whether it is a
// person and whether it keeps what is written, a supplier's new account number asked about again before paying,
// and an amount that is no headcount.
import { describe, expect, it } from "vitest";
import { isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import { playerOverPosts } from "./support/chat-play.ts";

const play = playerOverPosts([]);

describe("a warning from the program on an employee's laptop", () => {
  it("is the endpoint's check of the device's security state, not an attack", async () => {
    const told = "jeg er bare ansat. programmet på min pc siger at firewall er slået fra, er jeg blevet hacket?";
    expect(isEmergency(told)).toBe(false);
    const reply = await play(told);
    expect(reply.analysis.topic).toBe("posture-alert");
    expect(reply.text).toMatch(/sikkerhedstilstand/);
    expect(reply.text).not.toMatch(/\+45 70 20 30 40/);
  });
});

describe("the chat asked about itself", () => {
  it("says it is a digital assistant and how long the conversation is kept, in one answer", async () => {
    const reply = await play("taler jeg med et menneske? og bliver det her gemt?");
    expect(reply.text).toMatch(/digitale assistent/);
    expect(reply.text).toMatch(/12 måneder/);
  });
});

describe("a supplier's new account number, asked about again", () => {
  it("keeps the check before paying when the mail 'looks real' and nothing is paid", async () => {
    const reply = await play("en leverandør skriver at de har nyt kontonummer til næste faktura", "den ser ægte ud og kommer fra deres normale mail. hvad gør jeg før jeg betaler? har ikke betalt");
    expect(reply.analysis.topic).toBe("account-change");
    expect(reply.text).not.toMatch(/påmindelse/);
  });
});

describe("an amount is no headcount", () => {
  it("reads 'gavekort for 5000' as money, never as 5000 employees", async () => {
    const reply = await play("chefen vil have at jeg køber gavekort for 5000 til en kunde, har ikke gjort noget endnu");
    expect(reply.text).not.toMatch(/5000 medarbejdere|5\.000 medarbejdere/);
  });
});

describe("a link clicked and signed in through", () => {
  it("is an incident, also when the mail claims to be from an authority, but not asked as 'what if'", async () => {
    const told = "vi fik en sms fra 'Skattestyrelsen' med et link, og min makker har allerede trykket og logget ind med sin mitid";
    expect(isEmergency(told)).toBe(true);
    expect(isEmergency("hvis man har klikket og logget ind via et link, hvad så?")).toBe(false);
  });
});
