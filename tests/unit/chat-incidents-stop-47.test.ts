// Incidents seen rarely (an app let into a mailbox, a supplier's breach, a copy of the shop, the domain lost, programs
// nobody installed, a code given in few words, a copied profile asking staff for money, files with strange names),
// each with its own first steps; and the same words asked ahead, which are no incident.
import { describe, expect, it } from "vitest";
import { emergencyKind, isEmergency } from "../../supabase/functions/chat-support/assistant/emergency.ts";
import { playerOverPosts } from "./support/chat-play.ts";

const play = playerOverPosts([]);
const LINE = /\+45 70 20 30 40/;

describe("rare incidents", () => {
  it("an app let into a mailbox or its files through a consent screen: remove the app's access first", async () => {
    for (const told of [
      "min kollega godkendte i formiddags en app der ville have adgang til at læse hans mails i outlook",
      "I accepted an add-in that asked for access to read and send mail as me in Microsoft 365 yesterday",
      "en app bad om tilladelse til hele postkassen og onedrive, og vores bogholder trykkede ja",
    ]) {
      expect(isEmergency(told), told).toBe(true);
      expect(emergencyKind(told), told).toBe("app-consent");
    }
    const reply = await play("hvad koster core for 3", "forresten godkendte jeg i går en app der ville have adgang til min mail i microsoft 365, og nu får kunder underlige mails fra mig");
    expect(reply.escalation).toBe("emergency");
    expect(reply.text).toMatch(LINE);
    expect(reply.text).toMatch(/Fjern appens adgang/);
    expect(reply.text).not.toMatch(/44 kr|66 kr/);
  });

  it("a supplier's breach with our data in it, a copy of our shop, our domain taken: each its own steps", async () => {
    expect(emergencyKind("vores lønsystem-leverandør skriver at de er blevet hacket og at vores medarbejderes data kan være lækket")).toBe("supplier-breach");
    expect(emergencyKind("someone built a fake copy of our website on another address and customers are paying for orders there")).toBe("fake-site");
    expect(emergencyKind("vores domæne er udløbet og nogen har købt det, nu går vores mails til dem")).toBe("domain");
    const breach = await play("Our payroll provider just told us their systems were breached and our employees' personal data may be out. What now?");
    expect(breach.escalation).toBe("emergency");
    expect(breach.text).toMatch(/72 hours/);
    const copy = await play("der er lavet en falsk udgave af vores webshop, og folk har betalt for varer dér");
    expect(copy.text).toMatch(/Advar jeres kunder/);
    expect(copy.text).not.toMatch(/tage siden offline/);
  });

  it("programs nobody installed, a code given in few words, a copied profile that got money, files renamed", () => {
    for (const told of [
      "efter reparationen ligger der programmer på pc'en som vi aldrig har installeret",
      "my worker got sms from bank and he give the code to a man on phone 5 min ago",
      "nogen har lavet en falsk messenger profil der ligner min og min bogholder har sendt 4000 kr til den",
      "we opened a zip from a mail and now all files have strange names",
    ]) expect(isEmergency(told), told).toBe(true);
    expect(emergencyKind("nogen har kopieret min facebook profil og bedt de ansatte om penge, en har sendt 1500 kr")).toBe("payment");
    expect(emergencyKind("files got strange names after I opened the attachment")).toBe("ransomware");
  });

  it("the same words asked ahead are no incident", () => {
    for (const asked of [
      "hvad gør vi hvis vores leverandør bliver hacket og vores data lækker?",
      "hvordan undgår vi at nogen laver en kopi af vores webshop og tager imod ordrer?",
      "if someone copies my profile and asks staff for money, what should they do?",
      "nogen har kopieret min profil og bedt folk sende penge, men ingen har sendt noget",
    ]) expect(isEmergency(asked), asked).toBe(false);
  });
});
