// "Kan du ikke bare lukke vores abonnement her i chatten?", "change our e-mail on the account to …", "add two
// users": things asked of the chat that it cannot do. It says so, and where each is done instead, from what the
// site says of the portal and the terms; nothing is promised on the visitor's word.
import type { Lang } from "../../_shared/facts/money.ts";
import type { SiteIdentity } from "../../_shared/facts/site-content.ts";

/** Asked of the chat itself: "kan du …", "can you …", "please …" just before the verb. */
const ASK = "(?:kan du|kan i|can you|could you|will you|would you|kan ni|kan dere|vil du|please|venligst|bare)(?: ikke| not| lige| just| bare| godt| lige hurtigt)*";
/** … or "for mig", "her i chatten" after what is asked. */
const HERE = "(?:for mig|for me|for oss|for os|for us|her i chatten|in the chat|i chatten|herfra|from here|via chatten|through the chat)";

function asked(verbs: string, objects: string): RegExp {
  return new RegExp(`\\b${ASK} (?:${verbs})\\b.{0,40}\\b(?:${objects})\\b|\\b(?:${verbs})\\b.{0,40}\\b(?:${objects})\\b.{0,30}\\b${HERE}\\b`);
}

const CANCEL = asked("opsige|opsig|oppsige|lukke|luk|lukk|annullere|annuller|cancel|terminate|avsluta|avslutte|si opp|saga upp|stoppe|stop", "abonnement\\w*|subscription|aftale\\w*|konto\\w*|account|skjold");
const CHANGE_DETAILS = asked("aendre|aendr|skifte|skift|change|update|opdatere|endre|andra|rette", "mail\\w*|e ?mail\\w*|adresse\\w*|address\\w*|kort\\w*|card|fakturerings\\w*|billing|cvr|firmanavn\\w*|company name");
const SEATS = asked("tilfoje|tilfoj|add|fjerne|fjern|remove|saette", "(?:\\d+ |en |to |tre |one |two |three )?(?:bruger\\w*|medarbejder\\w*|users?|seats?|licens\\w*|pladser|ansatte)");
const REFUND = asked("refundere|refunder|refund|tilbagebetale|kreditere|credit|give", "pengene tilbage|money back|refusion|refund|the money|pengene|beloebet|last month|sidste maned|maneden");
const INVOICE_COPY = asked("send|sende|maile|email|mail", "(?:en )?(?:kopi|copy|faktura\\w*|invoice\\w*|kvittering\\w*|receipt\\w*)");

export function actionAsked(text: string): "cancel" | "details" | "seats" | "refund" | "invoice" | null {
  // (A pasted mail or a long story quotes others' words: "betal venligst … ellers lukkes jeres aftale".)
  if (text.length > 300) return null;
  if (CANCEL.test(text)) return "cancel";
  if (REFUND.test(text)) return "refund";
  if (SEATS.test(text)) return "seats";
  if (INVOICE_COPY.test(text)) return "invoice";
  if (CHANGE_DETAILS.test(text)) return "details";
  return null;
}

export function actionAnswer(action: NonNullable<ReturnType<typeof actionAsked>>, identity: SiteIdentity, lang: Lang): string {
  const email = identity.supportEmail;
  const en = lang === "en";
  switch (action) {
    case "cancel":
      return en
        ? `I can't cancel the subscription from the chat. You cancel it yourselves in the customer portal under "Administrer abonnement", or by writing to ${email}. A cancellation takes effect at the end of the current month plus one month.`
        : `Jeg kan ikke opsige abonnementet her i chatten. I opsiger selv i kundeportalen under »Administrer abonnement« eller ved at skrive til ${email}. Opsigelsen får virkning ved udgangen af den indeværende måned plus én måned.`;
    case "details":
      return en
        ? `I can't change that from the chat. The card and billing details you change yourselves in the customer portal under "Administrer abonnement"; for anything else, write to us at ${email} from the company's own address.`
        : `Det kan jeg ikke ændre her i chatten. Kortet og faktureringsoplysningerne ændrer I selv i kundeportalen under »Administrer abonnement«; andet skriver I til os om på ${email} fra firmaets egen adresse.`;
    case "seats":
      return en
        ? "I can't change the number of employees from the chat. You turn it up or down yourselves in the customer portal under \"Administrer abonnement\", and the change is billed from the next billing period."
        : "Antallet af medarbejdere kan jeg ikke ændre her i chatten. I skruer selv op eller ned i kundeportalen under »Administrer abonnement«, og ændringen afregnes fra den førstkommende betalingsperiode.";
    case "refund":
      return en
        ? `I can't refund anything from the chat, and the terms say amounts paid are not refunded, not even for the rest of a period that has started. If you think you were charged wrongly, write to ${email}.`
        : `Jeg kan ikke refundere noget her i chatten, og vilkårene siger, at der ikke ydes refusion af betalte beløb, heller ikke for resten af en påbegyndt periode. Mener I, at I er trukket forkert, så skriv til ${email}.`;
    case "invoice":
      return en
        ? `I can't send invoices from the chat. Write to ${email} and a colleague will help; you can also see the subscription in the customer portal under "Administrer abonnement".`
        : `Jeg kan ikke sende fakturaer her fra chatten. Skriv til ${email}, så hjælper en kollega; I kan også se abonnementet i kundeportalen under »Administrer abonnement«.`;
  }
}
