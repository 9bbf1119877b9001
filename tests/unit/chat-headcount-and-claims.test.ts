// People who join (an apprentice, seasonal workers) priced for the new number and when it is billed; a trial asked
// about a card and auto-renewal at once; what the product's certificate and a free antivirus do and do not mean.
import { describe, expect, it } from "vitest";
import { playerOverPosts } from "./support/chat-play.ts";

const play = playerOverPosts([]);

describe("people who join", () => {
  it("prices an apprentice who starts next month, and says from when it is billed", async () => {
    const reply = await play("vi er 3 i salonen på core", "vi får en lærling fra næste måned. hvad koster det så, og hvornår bliver det trukket?");
    expect(reply.text).toMatch(/1 medarbejder mere på Core koster \*\*44 kr\. ekstra/);
    expect(reply.text).toMatch(/176 kr\. for 4/);
    expect(reply.text).toMatch(/førstkommende betalingsperiode/);
    expect(reply.text).not.toMatch(/står der ikke noget på siden/);
  });

  it("prices the summer months with the seasonal workers on top, and says the number goes up and down", async () => {
    const reply = await play("vi er 5 fastansatte på gården hvad koster essentials", "om sommeren har vi 6 sæsonfolk ekstra i juni juli august. hvad koster det i de måneder, og kan vi bare skrue op og ned?");
    expect(reply.text).toMatch(/726 kr\./);
    expect(reply.text).toMatch(/op og ned/);
  });

  it("does not read '2 måneder ekstra' as two more people", async () => {
    const reply = await play("vi er 5 på essentials", "kan vi få 2 måneder ekstra gratis?");
    expect(reply.text).not.toMatch(/462 kr\./);
  });
});

describe("a trial asked about a card and auto-renewal at once", () => {
  it("answers both: no card, and it stops by itself", async () => {
    const reply = await play("Do you have a free trial?", "Do I need to give a credit card for it, and will we be charged automatically when it ends?");
    expect(reply.text).toMatch(/needs no payment card/);
    expect(reply.text).toMatch(/stops by itself/);
  });
});

describe("what a claim does not promise", () => {
  it("says buying the product does not make the customer ISO 27001 certified", async () => {
    const reply = await play("står der ikke at i er iso 27001?", "fedt. så bliver vi også iso 27001 certificeret når vi køber jeres pakke ikke?");
    expect(reply.text).toMatch(/^Nej/);
    expect(reply.text).toMatch(/står ikke på siden/);
  });

  it("still answers 'er I ISO 27001-certificeret?' with yes", async () => {
    expect((await play("er I ISO 27001 certificeret?")).text).toMatch(/^Ja/);
  });

  it("answers 'why pay for Core when Defender or a free antivirus is there?' with what Core holds, and no comparison it cannot make", async () => {
    for (const asked of ["Microsoft Defender comes free with Windows. Why on earth would I pay for Core?", "vi har allerede et gratis antivirus på pc'erne i landbruget, hvorfor skulle vi så betale for core"]) {
      const reply = await play(asked);
      expect(reply.text, asked).toMatch(/EDR/);
      expect(reply.text, asked).toMatch(/isolate|isolere/);
      expect(reply.text, asked).toMatch(/doesn't say|står ikke på siden/);
    }
  });

  it("answers an insurer's demand for EDR with the plan that has it, not the liability terms", async () => {
    const reply = await play("vores cyberforsikring kræver EDR og MFA på alle konti før de vil forny policen. dækker jeres billigste pakke det?");
    expect(reply.text).toMatch(/EDR er med i Core/);
  });

  it("does not price one computer the family shares as one employee", async () => {
    const reply = await play("vi har 1 computer som hele familjen brugr, også til regnskab for gården. tæler det som 1 medarbejdr eller hvordn virker det");
    expect(reply.text).toMatch(/står ikke på siden/);
    expect(reply.text).not.toMatch(/Core: 44 kr\./);
  });
});

describe("a charge the visitor does not understand", () => {
  it("explains an amount that is the price with 25 % moms, with no hand-over", async () => {
    const reply = await play("vi har haft jeres essentials i et halvt år, 5 ansatte", "hvorfor fanden trækker i 412,50 når prisen på siden er 66 kr gange 5 = 330??? det er snyd");
    expect(reply.text).toMatch(/412,50 kr\. er prisen med moms/);
    expect(reply.text).toMatch(/82,50 kr\./);
    expect(reply.escalation).toBeNull();
  });

  it("still hands a charge nobody ordered to a person", async () => {
    const reply = await play("HVORFOR HAR I TRUKKET 800 KR PÅ VORES KORT?? vi har ikke bestilt noget");
    expect(reply.escalation).toBe("asked-for-human");
  });
});

describe("who we are", () => {
  it("answers 'is this a scam? who are you and where are you?' with the company, its CVR and address", async () => {
    const reply = await play("er det her scam?? så en reklame på facebook. hvem er i overhovedet og hvor sidder i, kan man tjekke jer");
    expect(reply.text).toMatch(/43918265/);
    expect(reply.text).toMatch(/Store Kongensgade 40/);
  });
});

describe("an existing customer's headcount and bill", () => {
  it("reads the count and the new hires in one message, and the whole bill with moms after", async () => {
    const first = await play("hej vi har essentials til 8 medarbejdere. vi ansætter 2 nye midt i måneden, hvad koster de ekstra?");
    expect(first.text).toMatch(/2 medarbejdere mere på Essentials koster \*\*132 kr\. ekstra/);
    const reply = await play("hej vi har essentials til 8 medarbejdere. vi ansætter 2 nye midt i måneden, hvad koster de ekstra?", "ok og fra hvornår skal vi betale for dem? og hvad bliver hele regningen så om måneden med moms");
    expect(reply.text).toMatch(/825 kr\./);
  });

  it("does not read 'et mindre revisionsfirma med 12 ansatte' as one fewer", async () => {
    expect((await play("Vi er et mindre revisionsfirma i Vejle med 12 ansatte og kigger på jeres Complete pakke.")).text).toMatch(/Complete til 12 medarbejdere/);
  });

  it("says what they pay after a leaver, beside 'no refund'", async () => {
    const reply = await play("vi har core til 6 personer", "en af dem er stoppet i sidste uge. kan vi bare trække ham fra, og får vi penge tilbage for resten af måneden? hvad betaler vi så fremover");
    expect(reply.text).toMatch(/ingen refusion/);
    expect(reply.text).toMatch(/For 5 medarbejdere på Core er det \*\*220 kr\./);
  });

  it("gives a bookkeeper the amount before moms, the moms and the total", async () => {
    const reply = await play("ok. vi har essentials til 7 stk. hvad skal der stå på fakturaen: beløb før moms, moms og i alt?");
    expect(reply.text).toMatch(/462 kr\. før moms, 115,50 kr\. i moms og 577,50 kr\. i alt/);
  });

  it("takes 'i dag d. 20 juni' as the day of cancelling, and a closing day as none", async () => {
    const reply = await play("hvordan opsiger jeg? vi lukker butikken", "hvis jeg opsiger i dag d. 20 juni, hvornår stopper det så? og kan vi få penge retur for den sidste måned hvis vi lukker allerede 1. juli?");
    expect(reply.text).toMatch(/31\. juli 2027/);
    expect(reply.text).not.toMatch(/august/);
    expect(reply.text).toMatch(/ingen refusion/);
  });
});

describe("data after the end, and what the staff's mail is to us", () => {
  it("answers how long the data are kept, asked as a follow-up and in Norwegian", async () => {
    const follow = await play("vi har opsagt abonnementet. jeg vil have at i sletter ALLE vores data med det samme", "og hvis vi ikke havde sagt noget, hvor længe ville i så have gemt det hele?");
    expect(follow.text).toMatch(/12 måneder/);
    const norwegian = await play("Hvor lenge lagrer dere dataene våre etterpå, og kan vi få dem ut før det?");
    expect(norwegian.text).toMatch(/12 måneder/);
    expect(norwegian.text).toMatch(/udleveret/);
    expect(norwegian.text).not.toMatch(/«lenge»|«lagrer»/);
  });

  it("answers an employee's 'kan han læse mine mails gennem det?' with what the platform processes", async () => {
    const reply = await play("min chef har lige fået jeres skjold installeret på alle vores pc'er og mails. kan han læse mine mails gennem det?? 😡 jeg er bare ansat");
    expect(reply.text).toMatch(/scannes for skadeligt indhold/);
    expect(reply.text).toMatch(/står der ikke mere om på siden/);
  });

  it("reads one leaver told beside the headcount", async () => {
    expect((await play("en medarbejder stopper på fredag. vi har essentials til 7, hvad betaler vi bagefter?")).text).toMatch(/Essentials til 6 medarbejdere koster \*\*396 kr\./);
  });

  it("says yes to 'Google Workspace, funkar det med er lösning?'", async () => {
    expect((await play("Vi kör Google Workspace och inte Microsoft, funkar det med er lösning?")).text).toMatch(/^Ja, Cloud App Security/);
  });
});

describe("changes to the bill and the company", () => {
  it("answers 'our invoice went up and nobody told us' with how a price change is announced", async () => {
    const reply = await play("Our invoice from you went UP this month and nobody told us anything. What the hell is going on??");
    expect(reply.text).toMatch(/30 days' notice/);
  });

  it("does not answer 'new CVR, does the subscription just continue?' with a cancellation date", async () => {
    const reply = await play("vi går fra enkeltmandsvirksomhed til ApS pr 1. januar og får et nyt cvr nummer. kører abonnementet bare videre på det nye selskab eller skal vi opsige og starte forfra?");
    expect(reply.text).toMatch(/står ikke på siden/);
    expect(reply.text).not.toMatch(/28\. februar/);
  });

  it("keeps a merger to more than 30 people the limit's answer", async () => {
    const reply = await play("Hi, we're on Essentials with 22 seats today.", "We just merged with another agency, new CVR, we'll be 34 people in total from next month. Can we simply keep the subscription and bump it to 34 seats?");
    expect(reply.text).toMatch(/30/);
  });
});

describe("moving office", () => {
  it("answers 'er vi beskyttet på den nye adresse fra dag 1?' with the agent that follows the computer, on the plan they have", async () => {
    const reply = await play("vi har complete til 9 ansatte", "vi flytter kontor fra odense til aarhus 1. marts. skal vi gøre noget med skjold og er vi beskyttet på den nye adresse fra dag 1?");
    expect(reply.text).toMatch(/Agenten følger computeren/);
    expect(reply.text).toMatch(/med i Complete/);
    expect(reply.text).not.toMatch(/396 kr\./);
  });
});
