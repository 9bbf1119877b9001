// Incidents told in new ways, and their look-alikes that are not incidents: money moved for someone posing as the
// boss (a new number, a video call), sign-in prompts nobody asked for, someone inside the till, a system they are
// locked out of while their customers get its mails; and the blackmail mail, a boss fraud refused in time, and
// patches "missing" on a machine.
import { describe, expect, it } from "vitest";
import { emergencyKind, isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import { playerOverPosts } from "./support/chat-play.ts";

const play = playerOverPosts([]);
const LINE = /\+45 70 20 30 40/;

describe("incidents told in new ways", () => {
  it("money moved for someone posing as the boss is a payment incident, also after a price question", async () => {
    for (const told of [
      "vores kontordame har overført 25.000 kr til en der skrev på sms at han var direktøren med nyt nummer",
      "we wired 30,000 after a video call with someone who looked like our owner, and it wasn't him",
      "regnskabet betalte 9.000 til en der udgav sig for at være mig på messenger",
    ]) {
      expect(isEmergency(told), told).toBe(true);
      expect(emergencyKind(told), told).toBe("payment");
    }
    const reply = await play("hvad koster essentials til 8", "åh nej, vores bogholder har lige overført 50.000 kr til en der skrev på whatsapp at han var mig");
    expect(reply.escalation).toBe("emergency");
    expect(reply.text).toMatch(LINE);
    expect(reply.text).toMatch(/bank/i);
    expect(reply.text).not.toMatch(/66 kr/);
  });

  // (Stop 48: "login", whose steps both change the password and say to deny every prompt not started by them.)
  it("sign-in prompts that keep coming while nobody is signing in are a known password being tried", () => {
    for (const told of [
      "jeg får hele tiden 'godkend login' på telefonen, 8 gange i morges, og jeg har ikke prøvet at logge ind",
      "my phone keeps getting approve sign-in requests and I'm not trying to log in",
    ]) {
      expect(isEmergency(told), told).toBe(true);
      expect(emergencyKind(told), told).toBe("login");
    }
  });

  it("someone inside the till or the server is an intrusion; inside a mailbox, a taken-over account", () => {
    expect(isEmergency("pengene fra kortterminalen mangler og vi tror nogen har været inde i kassesystemet")).toBe(true);
    expect(emergencyKind("pengene fra kortterminalen mangler og vi tror nogen har været inde i kassesystemet")).toBe("intrusion");
    expect(emergencyKind("jeg tror nogen har været inde på min mail i nat")).toBe("account");
  });

  it("locked out of a system that mails their customers is an incident; locked out alone is not", () => {
    for (const told of [
      "kunderne får sms'er fra vores bookingsystem med et betalingslink, og vi kan ikke længere logge ind",
      "her telefon sender mærkelige beskeder til alle vores kunder og hun er smidt ud af sin mail",
    ]) expect(isEmergency(told), told).toBe(true);
    expect(isEmergency("jeg kan ikke logge ind i kundeportalen, hvad gør jeg")).toBe(false);
  });
});

describe("look-alikes that are no incident", () => {
  it("the blackmail mail with nothing clicked is a known trick: don't pay, don't answer, no urgent hand-over", async () => {
    const told = "fik en mail om at de har optaget mig på webcam og vil have 900 euro i bitcoin, ellers sender de videoen til mine kontakter. jeg har ikke klikket på noget";
    expect(isEmergency(told)).toBe(false);
    const reply = await play(told);
    expect(reply.escalation).toBeNull();
    expect(reply.text).toMatch(/afpresning/);
    expect(reply.text).toMatch(/betal ikke/);
  });

  it("a boss fraud refused in time is a fraud to recognise, with the check to make next time", async () => {
    const told = "en der lignede vores direktør på et videoopkald bad bogholderen overføre 60.000, men hun sagde nej og ringede til ham. der er ikke overført noget. hvordan undgår vi det?";
    expect(isEmergency(told)).toBe(false);
    const reply = await play(told);
    expect(reply.escalation).toBeNull();
    expect(reply.text).toMatch(/nummer, I kender/);
  });

  it("patches 'missing' on the machines are no lost device", () => {
    expect(isEmergency("will the agent install the patches on our laptops or only tell me which are missing?")).toBe(false);
    expect(isEmergency("my laptop is missing, it was in the car this morning")).toBe(true);
  });
});
