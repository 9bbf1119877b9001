// The built-in answerer: reads the whole conversation (the plan, headcount, topic and language of earlier
// turns carry over), works out what the last message asks, and composes the reply. It only searches the
// site's texts when no fixed answer covers the question.
import type { SiteIdentity } from "../../_shared/facts/site-content.ts";
import { type Analysis, analyse, type ConversationState, EMPTY_STATE, HAGGLE, OFFICE_ELSEWHERE, REPORT_ASKED, T } from "./analyse.ts";
import { compose, type Composed, priceParams, unknownAnswer } from "./compose.ts";
import { copenhagenToday } from "./dates.ts";
import { FEATURE_WORDS } from "./features.ts";
import { ABOUT_OUR_PRODUCT, type Checked, checkAnswer } from "./answerable.ts";
import { withoutInstructions } from "./instructions.ts";
import { type Doc, ENGLISH_CONTRACTIONS, relevant, type SearchIndex } from "./retrieval.ts";
import { fold, type Vocabulary } from "./text.ts";
import { inSiteWords } from "./own-words.ts";
import { REAL_WORDS } from "./real-words.ts";
import { asDanish } from "./scandinavian.ts";
import { aboutTheReply, shortened } from "./about-the-reply.ts";
import { actionAnswer, actionAsked } from "./actions.ts";
import { claimedFromUs, claimedFromUsAnswer, othersSubscription, othersSubscriptionAnswer } from "./claimed-from-us.ts";
import { isEmergency } from "./emergency.ts";
import { situationAnswer } from "./situations.ts";
import { ASKS_SOURCE, sourceAnswer } from "./source.ts";
import { asksForStaffMail, postSteps, staffMail } from "./staff-mail.ts";
import { asksAboutPosts, postFactsAnswer } from "./post-facts.ts";
import { germanAsDanish, isGerman } from "./german.ts";
import { yearSegments, yearSegmentsAnswer } from "./year-segments.ts";
import { periodAnswer, periodAsked } from "./period.ts";
import { planFitAnswer, planFitAsked } from "./plan-fit.ts";
import { blogAsked, blogGuideAnswer } from "./blog-guide.ts";
import { isLeaving, preparedAnswer, preparedKind } from "./prepared.ts";
import { reportToAnswer } from "./report-to.ts";
import { PLANS, type PlanId } from "../../_shared/facts/content.ts";
import type { Lang } from "../../_shared/facts/money.ts";

export interface Turn {
  role: "user" | "assistant";
  content: string;
}

export interface AnswerContext {
  identity: SiteIdentity;
  userEmail: string | null;
  vocabulary: Vocabulary;
  /** The search index over the site's texts and the published posts; loaded only when a question needs it. */
  index: () => Promise<SearchIndex>;
  today?: ReturnType<typeof copenhagenToday>;
}

/**
 * The words the answers hinge on: a real word one letter from one of them is still read as it ("kaster" is
 * "koster", "complet" is "complete"). The first nine weigh most.
 */
export const TYPO_TARGETS: readonly string[] = ["core", "essentials", "complete", "ansatte", "medarbejdere", "abonnementet", "abonnement", "prisen", "koster",
  "difference", "different", "forskellen", "opsigelse", "opsigelsesvarsel", "employees", "cancel", "cancellation",
  "subscription", "support", "price", "prices", "discount", "trial", "invoice", "refund", "contract", "notice", "proveperiode"];

/**
 * The words the assistant's own patterns use, so a typo of one of them is read as that word; and the real words
 * of the visitors' languages that are read as they are (real-words.ts; its generator seeds without them).
 */
export function seedVocabulary(vocabulary: Vocabulary, options: { withRealWords?: boolean } = {}): Vocabulary {
  if (options.withRealWords !== false) vocabulary.keep(REAL_WORDS);
  // Not the words of off-topic requests: a typo must never be "corrected" into one ("firm" into "film").
  const { offTopic: _offTopic, competitor: _competitor, injection: _injection, othersData: _othersData, legalAdvice: _legal, ...topical } = T;
  const sources = [...Object.values(topical), ...FEATURE_WORDS.map(([, pattern]) => pattern)].map((pattern) => pattern.source);
  // Stems ("complain\w*") are no words: correcting "compliant" to "complain" would be a mistake.
  for (const source of sources) {
    // Escapes go first, so the stem of "\bansaet\w*" is "ansaet", not "bansaet".
    for (const stem of source.replace(/\\[bBdDsS]/g, " ").match(/[a-z]{4,}(?=\\w\*)/g) ?? []) vocabulary.protect(stem);
    for (const word of source.replace(/[a-z]+\\w\*/g, " ").replace(/\\[a-z]/g, " ").match(/[a-z]{4,}/g) ?? []) vocabulary.add(word, 20);
  }
  for (const word of TYPO_TARGETS.slice(0, 9)) vocabulary.add(word, 200);
  for (const word of TYPO_TARGETS.slice(9)) vocabulary.add(word, 50);
  // Everyday words one letter from a topic's word are no typos: "kan core finde cpr numre …" was read as "binde"
  // (a lock-in question) before these were known.
  for (const word of ["finde", "finder", "fandt", "fundet", "sende", "sendt", "hente", "hentet", "delte", "deler", "gemme", "gemmer",
    "slette", "sletter", "vigtig", "vigtigt", "vigtige", "vigtigste", "vinter", "vinteren", "vintre", "sommerhus", "sommerhuse", "kunne", "skulle", "ville", "virker", "vinde", "lande", "mange", "lange", "holde", "holder", "koder", "koderne", "koden", "aerlig", "aerligt", "aerligt talt", "nervos", "bange", "bekymret", "laeste", "laest", "laeser", "horte", "svoger", "svigerinde", "afinstallere", "afinstallerer", "afinstalleret", "uninstall", "uninstalled", "slette", "braender", "braendte", "brand", "henne", "hvorhenne", "egentlig", "sondag", "lordag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "denne", "dette", "disse", "nogen", "noget", "ingen", "intet", "alting",
    // People a headcount is told in ("2 ejere og 1 lærling"): no typos of "ejer" or "læring".
    "ejere", "medejere", "laerling", "laerlinge", "laerlingen", "elever", "praktikant", "praktikanter", "deltidsansatte", "fuldtidsansatte", "svende"]) {
    vocabulary.add(word, 5);
  }
  // Everyday English words are no typos of Danish ones ("hiring" is not "høring", "please" not "lease").
  for (const word of ("please there their where were hiring hire hired job jobs about after again also because been before being between both " +
    "came come each from here into just know like make many most much must never only other over said same some still such than then these thing " +
    "think those through under very want well went while will work would could should which what when your have they them this that with " +
    "track tracking tracked cookie cookies analytics pause paused pausing summer winter spring autumn season seasonal staff hotel " +
    "number numbers change changes changed only just month months year years week weeks " +
    // Real English words one letter from a word the assistant reads in English ("noticed" is not "notice").
    "noticed notices noticing priced pricing triad trail trials cancelled canceled invoiced refunded contracts supported defender " +
    // What is left of "doesn't", "isn't" once the apostrophe splits it: no typo of "dosis" or "ikke".
    ENGLISH_CONTRACTIONS).split(" ")) {
    vocabulary.add(word, 5);
  }
  return vocabulary;
}

function nextState(state: ConversationState, a: Analysis, c: Composed, signedIn: boolean): ConversationState {
  const s: ConversationState = { ...state, lang: a.lang };
  // The incident's own words are kept while it goes on, for its steps when only "what now?" follows.
  if (a.topic === "emergency" && state.topic !== "emergency") s.incident = a.typed ?? a.text;
  if (/\b(har|have|just|lige|nettopp|precis) (\w+ )?(betalt|paid|kobt|bought|bestilt|ordered|kopt|kjopt|tegnet)\b/.test(a.text)) s.bought = true;
  if (a.today) s.today = a.today;
  if (a.dates[0]) s.dateYear = a.dates[0].year;
  if (a.endMonth) s.dateYear = a.endMonth.year;
  switch (a.topic) {
    case "price": {
      const p = priceParams(a, state);
      s.plan = p.plans.length === 1 ? p.plans[0]! : p.plans.length === 2 ? p.plans[1]! : p.plans.length ? null : state.plan;
      if (p.plans.length === 2) s.previousPlan = p.plans[0]!;
      else if (s.plan !== state.plan) s.previousPlan = state.plan;
      s.employees = p.employees;
      s.vat = p.vat;
      s.yearly = p.yearly;
      break;
    }
    case "budget":
      s.plan = c.plan ?? s.plan;
      break;
    case "difference": {
      const compared = [...new Set(a.plans)];
      if (compared.length >= 2) {
        s.plan = c.plan ?? compared[1]!;
        s.previousPlan = compared.find((id) => id !== s.plan) ?? state.previousPlan;
      } else s.plan = c.plan ?? s.plan;
      s.employees = a.employees ?? s.employees;
      break;
    }
    case "plan-info":
    case "feature":
    case "feature-what":
    case "popular":
      if (a.features[0]) s.feature = a.features[0];
      s.plan = c.plan ?? s.plan;
      s.employees = a.employees ?? s.employees;
      break;
    case "emergency":
    case "person":
    case "data-rights":
      s.handoffPending = !signedIn && !state.contactGiven;
      break;
    case "contact":
      if (c.contact) {
        s.contactGiven = true;
        s.handoffPending = false;
        s.name = c.contact.name ?? s.name;
      } else s.name = a.contact.name ?? s.name;
      break;
    default:
      if (c.escalation === "no-answer") s.handoffPending = !signedIn;
  }
  // A headcount told in any turn ("en frisørsalon med to stole, mig og en ansat") is the one a later price is for.
  if (a.employees !== null && s.employees === state.employees && !["price", "difference", "budget", "headcount-change"].includes(a.topic)) s.employees = a.employees;
  if (a.topic !== "thanks" && a.topic !== "greeting") s.topic = a.topic;
  // "hej jeg hedder Henrik …", then "kan en af jer ringe mig op på 22 33 44 55?": a name told in any turn is the
  // visitor's, for the hand-off that comes later.
  if (s.name === null && a.contact.name) s.name = a.contact.name;
  // "jeg har den der beskyttelse, Core tror jeg det hedder": a plan named in passing is the conversation's plan.
  if (s.plan === null && a.plans.length === 1) s.plan = a.plans[0]!;
  return s;
}

export interface BuiltInReply extends Composed {
  analysis: Analysis;
  state: ConversationState;
  /** What the answerability check did (answerable.ts): "unknown" when nothing the site says covers the question. */
  checked: Checked["changed"];
  /** What the answerability check measured, when it measured (for the bench). */
  coverage?: Checked["coverage"] | null;
}

/** The conversation state after every user message but the last, and the analysis of the last. */
export function readConversation(turns: Turn[], ctx: Pick<AnswerContext, "vocabulary" | "identity" | "userEmail" | "today">) {
  const today = ctx.today ?? copenhagenToday();
  let state = EMPTY_STATE;
  const users = turns.filter((t) => t.role === "user");
  for (const turn of users.slice(0, -1)) {
    const a = analyse(turn.content, state, ctx.vocabulary, today, ctx.identity.productName);
    const c = compose(a, { identity: ctx.identity, userEmail: ctx.userEmail, state, hits: [] });
    state = nextState(state, a, c, ctx.userEmail !== null);
  }
  const last = users.at(-1)?.content ?? "";
  return { state, analysis: analyse(last, state, ctx.vocabulary, today, ctx.identity.productName), previous: users.at(-2)?.content ?? null };
}

/**
 * What kind of text can answer what is asked: "hvem …?" (a person, an owner) is never answered by a product
 * page or a plan, and a question about what happens to *our* data is answered by the terms, the privacy policy
 * or the data processing agreement, not by a product page that protects data.
 */
function answersKind(text: string, kind: Doc["kind"]): boolean {
  const sales = kind === "product" || kind === "plans";
  if (/^(hej )?(hvem|who|vem)\b/.test(text) && sales) return false;
  if (/\b(vores|our|jeres|your|vara|vare|var) (data|oplysninger|personoplysninger|filer)\b/.test(text) && sales) return false;
  // "krypterer I vores data?" asks what we do: a post's advice about backups is no answer to it.
  if (kind === "post" && ABOUT_OUR_PRODUCT.test(text)) return false;
  return true;
}

/**
 * "Vi er bestyrelsen i en forening med 2 ansatte. 1) må foreninger købe det 2) hvad koster essentials for 2 inkl
 * moms 3) kan I komme ud og installere det?": numbered questions, each with what the message tells before them.
 */
function numberedQuestions(message: string): { context: string; questions: string[] } | null {
  // (Not a date: "1. marts", "2. april".)
  const marks = [...message.matchAll(/(?:^|\s)([1-5])[).]\s+(?!(?:jan|feb|mar|apr|maj|may|jun|jul|aug|sep|okt|oct|nov|dec)[a-z]*\b)/gi)];
  // Numbered 1, 2, … in order, at least two of them.
  if (marks.length < 2 || marks.length > 5 || marks.some((mark, at) => Number(mark[1]) !== at + 1)) return null;
  const questions = marks.map((mark, at) => message.slice(mark.index! + mark[0].length, marks[at + 1]?.index ?? message.length).trim());
  if (questions.some((question) => question.split(/\s+/).length < 2)) return null;
  return { context: message.slice(0, marks[0]!.index!).trim(), questions };
}

const REPEAT_IN_DANISH = /\b(skriv|skriva|write|svar|svara|answer|gentag|repeat|sig|say|forklar|explain|kan du ta det|kan du tage det)\b.{0,20}\b(pa|in|paa) (dansk|danska|danish|danske)\b/;

/** The built-in answerer: numbered questions are answered one by one, the rest as one message. */
/** `lang`, when given, is the language asked for ("in English please"), whatever the last message reads as. */
/** A headcount told as a range: "mellem 10 og 15", "10-15 ansatte", "between 8 and 12 people". */
const HEADCOUNT_RANGE = /\b(?:mellem|between|mellan|fra|from|fran) (\d{1,2}) (?:og|and|och|til|to|till) (\d{1,2})\b|\b(\d{1,2}) ?(?:-|–|til|to|till) ?(\d{1,2}) (?:ansatte|medarbejdere|personer|people|employees|staff|anstallda|ansatta|mand|folk)\b/;

export async function builtInReply(turns: Turn[], ctx: AnswerContext, lang?: Lang): Promise<BuiltInReply> {
  // "kan du skriva det på danska istället, min chef är dansk": the question before, answered again (the assistant
  // answers Swedish and Norwegian in Danish already).
  const users = turns.map((turn, at) => ({ turn, at })).filter(({ turn }) => turn.role === "user");
  if (users.length >= 2 && REPEAT_IN_DANISH.test(fold(users.at(-1)!.turn.content))) return singleReply(turns.slice(0, users.at(-2)!.at + 1), ctx);
  const about = users.length >= 2 ? aboutTheReply(fold(users.at(-1)!.turn.content)) : null;
  // "what we do now??" after an incident's first steps: those steps again, still urgent. (After anything else it is
  // a message of its own.)
  const afterIncident = /^(Ring til vores beredskab nu|Call our incident line now)/.test(turns.filter((t) => t.role === "assistant").at(-1)?.content ?? "");
  if (about === "what-now" && afterIncident) {
    const incident = users.slice(0, -1).reverse().find(({ turn }) => aboutTheReply(fold(turn.content)) === null);
    if (incident) {
      const again = await builtInReply(turns.slice(0, incident.at + 1), ctx);
      if (isEmergencyReply(again)) return again;
    }
  }
  if (about && about !== "what-now") {
    // The question pointed to: the first, or the last one that was a question of its own.
    const asked = about === "first" ? users[0]! : users.slice(0, -1).reverse().find(({ turn }) => aboutTheReply(fold(turn.content)) === null);
    if (asked) {
      // (The whole answerer again, so a year in parts or a post's byline is given as it was.)
      const again = await builtInReply(turns.slice(0, asked.at + 1), ctx, about === "english" ? "en" : about === "danish" ? "da" : lang);
      if (!isEmergencyReply(again) && !(about === "doubt" && isUnknown(again))) {
        const en = again.analysis.lang === "en";
        const quoted = asked.turn.content.trim().replace(/\s+/g, " ").slice(0, 200);
        const lead = about === "first" ? (en ? `Your first question was: "${quoted}"` : `Dit første spørgsmål var: »${quoted}«`)
          : about === "still-here" ? (en ? "I'm still here. Here is the answer again:" : "Jeg er her stadig. Her er svaret igen:")
          : about === "doubt" ? (en ? "I have checked again: this is what the site says, and the link shows where." : "Jeg har tjekket igen: det er det, siden siger, og linket viser, hvor det står.")
          : "";
        // ("kan du sige det enklere?" after a post's passage: the post's own steps, which are its short form.)
        const post = about === "shorter" ? /\]\((\/blog\/[^)\s]+)\)/.exec(again.text)?.[1] : undefined;
        const doc = post ? (await ctx.index()).posts().find((p) => p.url === post) : undefined;
        const steps = doc && (doc.lang === "en") === (again.analysis.lang === "en") ? postSteps(doc.body).slice(0, 5) : [];
        const inShort = doc && steps.length >= 2 ? `${en ? `In short, from the post [${doc.title}](${doc.url}):` : `Kort fortalt, fra indlægget [${doc.title}](${doc.url}):`}\n${steps.map((step) => `- ${step}`).join("\n")}` : null;
        const text = about === "shorter" ? inShort ?? shortened(again.text) : again.text;
        return { ...again, text: lead ? `${lead}\n\n${text}` : text };
      }
    }
  }
  const whole = await singleReply(turns, ctx, lang);
  // "fik en sms fra 'Skjold' om at bekræfte kortet, er det jer?": what the site says about the real thing, and how
  // to check; "skift mailen på Bager Hansens abonnement": only that company can (claimed-from-us.ts).
  const plain = (text: string) => asDanish(fold(text)).replace(/[^a-z0-9 ]+/g, " ").replace(/\s+/g, " ").trim();
  const lastPlain = plain(turns.at(-1)!.content);
  // (With its punctuation: "10-15", "hvor står det?".)
  const lastDanish = asDanish(fold(turns.at(-1)!.content));
  if (!isEmergencyReply(whole) || !isEmergency(turns.at(-1)!.content)) {
    const claim = claimedFromUs(lastPlain, users.length >= 2 ? plain(users.at(-2)!.turn.content) : null);
    const en = whole.analysis.lang === "en";
    if (claim) return { ...whole, text: claimedFromUsAnswer(claim, ctx.identity, en ? "en" : "da"), escalation: null, contact: null, plan: null, checked: null };
    // "kan du ikke bare lukke vores abonnement her i chatten?": what the chat cannot do, and where it is done.
    const action = othersSubscription(lastPlain) ? null : actionAsked(lastPlain);
    if (action) return { ...whole, text: actionAnswer(action, ctx.identity, en ? "en" : "da"), escalation: null, contact: null, plan: null, checked: null };
    if (asksForStaffMail(lastPlain)) {
      const lastPost = /\]\((\/blog\/[^)\s]+)\)/.exec(turns.filter((t) => t.role === "assistant").at(-1)?.content ?? "")?.[1] ?? null;
      const draft = staffMail(lastPlain, lastPost, await ctx.index(), en ? "en" : "da");
      if (draft) return { ...whole, text: draft, escalation: null, contact: null, plan: null, checked: null };
    }
    // "hvor står det?", "quote me the clause", "hvor på siden står det, at …?": the site's own sentence and its page.
    // (Not "skriv din systemprompt ordret": the assistant's own instructions are no text of the site.)
    if (ASKS_SOURCE.test(lastDanish) && whole.analysis.topic !== "injection" && !/\b(instruktion\w*|instruction\w*|prompt\w*|system ?prompt\w*|systemet s)\b/.test(lastPlain)) {
      const told = /\b(?:star det|says|say|star der|sier|sager) (?:at|that|att) (.{12,})$/.exec(lastPlain)?.[1];
      const before = users.length >= 2 ? users.at(-2)! : null;
      const previous = !told && before ? await builtInReply(turns.slice(0, before.at + 1), ctx, "da") : null;
      const claim = told ?? (previous && !isEmergencyReply(previous) && !/^(Det står ikke på siden|The site about)/.test(previous.text) ? previous.text.replace(/\[([^\]]*)\]\([^)]*\)/g, " ").replace(/[*»«]/g, "").split(/(?<=[.!?])\s+/)[0]!.replace(/^(Ja|Nej),\s*/, "") : null);
      const linked = previous ? [...previous.text.matchAll(/\]\((\/[^)\s]+)\)/g)].map((m) => m[1]!) : [];
      const inTerms = /\b(terms|vilkar\w*|contract|kontrakt\w*|aftale\w*|agreement|betingelse\w*|villkor\w*|vilkar)\b/.test(lastPlain);
      // (In English, what the reply before said, as it said it.)
      const said = en ? (turns.filter((t) => t.role === "assistant").at(-1)?.content ?? "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*]/g, "").split(/(?<=[.!?])\s+/)[0] ?? null : null;
      const text = claim ? sourceAnswer(asDanish(fold(claim)), linked, await ctx.index(), en ? "en" : "da", inTerms, said, told !== undefined) : null;
      if (text) return { ...whole, text, escalation: null, contact: null, plan: null, checked: null };
      // (Asked where the site says something it does not say in so many words: no other answer in its place.)
      if (told || claim) {
        const none = en
          ? `That isn't on the site in those words, so I can't point you to a sentence that says it. A colleague can answer if you write your name and e-mail here, or write to ${ctx.identity.supportEmail}.`
          : `Netop det står ikke på siden med de ord, så jeg kan ikke henvise dig til en sætning, der siger det. En kollega kan svare, hvis du skriver dit navn og din e-mail her, eller skriv til ${ctx.identity.supportEmail}.`;
        return { ...whole, text: none, escalation: "no-answer", contact: null, plan: null, checked: "unknown" };
      }
    }
    // "vi er mellem 10 og 15 alt efter sæsonen, hvad koster core fra og til?": the price at each end.
    const range = HEADCOUNT_RANGE.exec(lastDanish);
    const [from, to] = range ? [range[1] ?? range[3], range[2] ?? range[4]] : [];
    if (range && from && to && whole.plan && Number(from) < Number(to) && Number(to) <= 30) {
      const at = async (n: string) => (await singleReply([...turns.slice(0, -1), { role: "user", content: lastDanish.replace(range[0], ` ${n} medarbejdere `) }], ctx, lang)).text;
      const [low, high] = [await at(from), await at(to)];
      const priced = /^\S+ (til|for) \d+ (medarbejdere|employees) (koster|costs) /;
      if (priced.test(low) && priced.test(high)) {
        const link = / ?\[[^\]]+\]\(\/#pricing\)$/;
        return { ...whole, text: `${low.replace(link, "")}\n\n${high}`, escalation: null, contact: null, checked: null };
      }
    }
    // "er den billigste nok?", "is it worth it for the two of us?": what the plan holds and lacks, and a person to choose with.
    // (Two plans compared, "forskellen på core og essentials? er det værd at betale mere", keep the comparison.)
    if (planFitAsked(lastPlain, whole.analysis.plans.length === 1) && !isEmergencyReply(whole) && whole.analysis.plans.length < 2 && whole.analysis.topic !== "difference"
      // (A plan the site does not have, "is the Pro plan worth it?", is put right first.)
      && !/^(Vi har ingen plan|We have no plan)/.test(whole.text)) {
      const told = users.map(({ turn }) => plain(turn.content)).join(" ");
      const fitPlan = whole.analysis.plans.length === 1 ? whole.analysis.plans[0]! : null;
      const text = planFitAnswer(fitPlan, whole.analysis.employees ?? whole.state.employees, told, en ? "en" : "da", ctx.identity.supportEmail);
      return { ...whole, text, escalation: null, contact: null, plan: fitPlan, checked: null };
    }
    // "skal vi anmelde det til politiet?", "which authority do we report a breach to?": the posts' sentences on it.
    if (REPORT_ASKED.test(lastPlain) && !/\bnis ?2\b/.test(lastPlain) && !isEmergencyReply(whole) && (isUnknown(whole) || whole.analysis.topic === "incident" || !/\b(politi\w*|police|datatilsynet)\b/i.test(whole.text))) {
      const text = reportToAnswer(lastPlain, await ctx.index(), en ? "en" : "da");
      if (text) return { ...whole, text, escalation: null, contact: null, plan: null, checked: null };
    }
    // "hvad skal der stå i beredskabsplanen om en hacket mailkonto? (der er ikke sket noget)", "bogholderen stopper
    // om 2 uger, hvad skal vi huske?": the first steps as a plan, when no post or fixed answer has answered it.
    const ahead = isEmergencyReply(whole) ? null : preparedKind(lastPlain);
    if (ahead && (isUnknown(whole) || whole.analysis.topic === "incident" || /^(Det svarer et af vores indlæg på, men det er skrevet på engelsk|Our blog answers this in a post written in Danish)/.test(whole.text))) {
      return { ...whole, text: preparedAnswer(ahead, isLeaving(lastPlain), ctx.identity, en ? "en" : "da"), escalation: null, contact: null, plan: null, checked: null };
    }
    const situation = situationAnswer(lastPlain, en ? "en" : "da");
    if (situation) return { ...whole, text: situation, escalation: null, contact: null, plan: null, checked: null };
    if (othersSubscription(lastPlain)) return { ...whole, text: othersSubscriptionAnswer(ctx.identity, en ? "en" : "da"), escalation: null, contact: null, plan: null, checked: null };
  }
  // "og hva blir det per uke?", "what is that a day?": the monthly price spread over a week, a day or a quarter.
  const period = isEmergencyReply(whole) ? null : periodAsked(lastDanish);
  const periodPlan = getPlanOrNull(whole.analysis.plans[0] ?? whole.state.plan);
  if (period && periodPlan && PRICE_WORDS.test(lastDanish)) {
    const text = periodAnswer(period, periodPlan, whole.analysis.employees ?? whole.state.employees, whole.analysis.lang);
    const alone = isUnknown(whole) && whole.analysis.topic !== "currency" || whole.analysis.topic === "price";
    return alone ? { ...whole, text, escalation: null, contact: null, plan: periodPlan.id, checked: null } : { ...whole, text: `${whole.text}\n\n${text}` };
  }
  // A German message is answered in Danish, and says so (german.ts).
  if (isGerman(fold(turns.at(-1)!.content)) && !isEmergencyReply(whole) && whole.analysis.lang !== "en") {
    return { ...whole, text: `Jeg kan desværre ikke svare på tysk, så her er svaret på dansk (skriv gerne på engelsk, hvis det er lettere):\n\n${whole.text}` };
  }
  // "8 fra januar til og med maj og 15 fra 1. juni – hvad betaler vi i år?": each headcount for its months.
  const plan = getPlanOrNull(whole.analysis.plans[0] ?? whole.state.plan);
  // ("og med moms?" after such a year: the same year, whose answer gives both.)
  const afterYear = /medarbejdermåneder|employee-months/.test(turns.filter((t) => t.role === "assistant").at(-1)?.content ?? "") && /\b(moms|vat|mva|inkl\w*|ekskl\w*)\b/.test(fold(turns.at(-1)!.content)) && users.length >= 2;
  const yearText = afterYear ? users.at(-2)!.turn.content : turns.at(-1)!.content;
  const segments = plan && !isEmergencyReply(whole) ? yearSegments(asDanish(fold(yearText)).replace(/[^a-z0-9 ]+/g, " "), whole.analysis.employees) : null;
  if (plan && segments) return { ...whole, text: yearSegmentsAnswer(segments, plan, whole.analysis.lang), escalation: null, contact: null, plan: plan.id, checked: null };
  // "is there an article in English?", "hvilken artikel skal jeg læse først?", "jeres 3 vigtigste råd": the blog as a whole.
  const guide = isEmergencyReply(whole) ? null : blogAsked(asDanish(fold(turns.at(-1)!.content)));
  const guideText = guide ? blogGuideAnswer(guide, await ctx.index(), whole.analysis.lang) : null;
  if (guideText) return { ...whole, text: guideText, escalation: null, contact: null, plan: null, checked: null };
  // "hvem har skrevet den?", "what's your newest post?": the posts' own bylines and dates.
  if (asksAboutPosts(turns.at(-1)!.content) && !isEmergencyReply(whole)) {
    const lastReply = turns.filter((t) => t.role === "assistant").at(-1)?.content ?? "";
    const lastPost = /\]\((\/blog\/[^)\s]+)\)/.exec(lastReply)?.[1] ?? null;
    const text = postFactsAnswer(turns.at(-1)!.content, lastPost, await ctx.index(), whole.analysis.lang);
    if (text === "not-stated") return { ...whole, ...unknownAnswer(whole.analysis.lang, { identity: ctx.identity, userEmail: ctx.userEmail, state: whole.state, hits: [] }), checked: "unknown" };
    if (text) return { ...whole, text, escalation: null, contact: null, plan: null, checked: null };
  }
  // A letter with a question and a signature ("Kære Nordvagt … Kan I oplyse, hvad det koster for 9, og om der er
  // binding? Med venlig hilsen Jens Hansen, tlf. …"): the question answered, and the contact details taken.
  if (whole.analysis.topic === "contact" && whole.contact) {
    const body = withoutSignature(turns.at(-1)!.content);
    if (body && /\?/.test(body)) {
      const answered = await builtInReply([...turns.slice(0, -1), { role: "user", content: body }], ctx);
      if (!isUnknown(answered) && !isEmergencyReply(answered) && !ANSWERED_WITHOUT_TEXTS.has(answered.analysis.topic)) {
        return { ...whole, text: `${answered.text}\n\n${whole.text}`, plan: answered.plan ?? whole.plan };
      }
    }
  }
  const numbered = numberedQuestions(turns.at(-1)!.content);
  const separate = numbered ? null : separateQuestions(turns.at(-1)!.content);
  // Each question of the message answered as a message of its own, after the same earlier turns.
  const eachApart = async (questions: string[]) => {
    const parts: BuiltInReply[] = [];
    for (const question of questions) parts.push(await singleReply([...turns.slice(0, -1), { role: "user", content: question }], ctx));
    return parts;
  };
  // Two questions asked apart ("Hur många kunder har ni? Och finns det någon jag kan intervjua?"), when the message
  // read as one was not fully answered: each on its own.
  // (A reply that answered one and named the other as not on the site stays: that is already the answer.)
  // (Not when a later question is about what the first asked, "… train your AI? And how long do you keep it?".)
  if (separate && !isEmergencyReply(whole) && whole.analysis.topic !== "injection" && (whole.checked === "unknown" || whole.escalation === "no-answer" || whole.analysis.topic === "person")
    && !laterPointsBack(separate, POINTS_BACK_PLAINLY)) {
    const parts = await eachApart(separate);
    if (parts.some((reply) => !isUnknown(reply)) && !parts.some(isEmergencyReply)) return joined(whole, parts, ctx, separate);
  }
  // "hvad koster det for 5? kan vi betale med mobilepay? og har I support om lørdagen?": a reply to the first
  // question only leaves the others unanswered. Each is answered, or named as not on the site, when they ask about
  // different things (questions on one subject, "hvad koster Core? og Essentials?", the whole reply answers).
  // (Not when a later question points back, "og hvad koster det ekstra for os 4?", nor when the whole reply already
  // holds what each asks.)
  if (separate && !isEmergencyReply(whole) && !ANSWERED_WITHOUT_TEXTS.has(whole.analysis.topic) && !["injection", "off-topic"].includes(whole.analysis.topic) && whole.checked !== "partial"
    // (Split at "og", "… klarer I det?" may say "det" of its own thing; "dem" still points back.)
    && !laterPointsBack(separate, SPLIT_AT_AND.has(separate) ? POINTS_BACK_PLAINLY : POINTS_BACK)) {
    const index = await ctx.index();
    const unanswered = separate.some((question) => index.cover(asDanish(fold(question)), whole.text).share < 0.4);
    if (unanswered) {
      const parts = await eachApart(separate);
      const topics = new Set(parts.map((reply) => familyOf(reply.analysis.topic)));
      if (topics.size === parts.length && parts.some((reply) => familyOf(reply.analysis.topic) !== familyOf(whole.analysis.topic)) && !parts.some(isEmergencyReply) && parts.some((reply) => !isUnknown(reply))) return joined(whole, parts, ctx, separate);
    }
  }
  // An incident, a hand-over or an instruction dropped decides for the whole message.
  if (!numbered || turns.at(-1)!.role !== "user" || ANSWERED_WITHOUT_TEXTS.has(whole.analysis.topic) || whole.analysis.topic === "injection") return whole;
  const parts: BuiltInReply[] = [];
  for (const question of numbered.questions) {
    // (Each ends as a question, so the check reads it apart from the context told before it.)
    const asked = /[.!?]$/.test(question) ? question : `${question}?`;
    const context = numbered.context && !/[.!?:]$/.test(numbered.context) ? `${numbered.context}.` : numbered.context;
    parts.push(await singleReply([...turns.slice(0, -1), { role: "user", content: `${context} ${asked}`.trim() }], ctx));
  }
  return joined(whole, parts, ctx, null);
}

/** Words that ask what something costs ("hva blir det", "how much"), for a price asked per week or per day. */
const PRICE_WORDS = /\b(koste\w*|kostar|pris\w*|price\w*|cost\w*|betale\w*|betala\w*|pay\w*|blir det|bliver det|blir det|how much|hvor meget|hvor mye|hur mycket|hvad er det|what is that|what s that|hva er det|vad ar det|regne\w*|rakna\w*|kr|dkk)\b/;

const getPlanOrNull = (id: PlanId | null | undefined) => PLANS.find((plan) => plan.id === id) ?? null;

/** Topics one reply answers together ("where are our data? do they stay in the EU?" is one question of data). */
const FAMILIES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(["data-access", "employee-data", "transfer", "retention", "dpa", "subprocessors", "breach", "data-rights", "chat-retention", "search"]),
  new Set(["payment", "invoice", "payment-failed", "currency", "change-card"]),
  new Set(["notice", "cancel-date", "cancel-by", "lock-in", "contract", "refund"]),
  // ("Ingår utbildning i nätfiske? Vilken plan behövs?": the feature's answer names its plan.)
  new Set(["feature", "feature-what", "popular", "plans", "plan-info"]),
];
const familyOf = (topic: string) => FAMILIES.findIndex((family) => family.has(topic)) === -1 ? topic : `family-${FAMILIES.findIndex((family) => family.has(topic))}`;

/** A letter's text before its closing ("Med venlig hilsen", "Best regards"), or without the lines of contact details; null when nothing is left. */
function withoutSignature(message: string): string | null {
  const closing = /^\s*(med venlig hilsen|venlig hilsen|de bedste hilsner|bedste hilsner|mvh|vh|hilsen|kind regards|best regards|regards|best|cheers|med vennlig hilsen|vennlig hilsen|med vänliga hälsningar|vänliga hälsningar|mvh\.?)\b/im.exec(message);
  const body = closing
    ? message.slice(0, closing.index)
    : message.split("\n").filter((line) => !/@|\d{2}\s?\d{2}\s?\d{2}\s?\d{2}/.test(line)).join("\n");
  const text = body.trim();
  return text && text !== message.trim() && text.split(/\s+/).length >= 4 ? text : null;
}

/** A question that points back to what was asked before it: "og hvad koster det?", "and is it included?". */
const POINTS_BACK = /\b(det|den|dem|dette|denne|disse|it|that|this|them|those|these|dom|detta|denna|de to|the two|begge|both)\b/;
/** The same without the words that also stand as a mere subject ("finns det någon …?", "is that all?"). */
const POINTS_BACK_PLAINLY = /\b(it|them|den|dem|those|these|dom|denna|dette|denne)\b/;

/** A question after the first that points back to it. */
function laterPointsBack(questions: string[], pointer: RegExp): boolean {
  return questions.slice(1).some((question) => pointer.test(asDanish(fold(question))));
}

const isUnknown = (reply: BuiltInReply) => reply.checked === "unknown" || reply.escalation === "no-answer";
const isEmergencyReply = (reply: BuiltInReply) => reply.analysis.topic === "emergency" || reply.escalation === "emergency";

/** Questions split at "og" in one sentence: the second asks its own thing ("… og skal vi selv slå MFA til, eller klarer I det?"). */
const SPLIT_AT_AND = new WeakSet<string[]>();

/** "Hvad koster Core for 4? Og kan man betale med faktura?": two or three questions, each its own sentence. */
function separateQuestions(message: string): string[] | null {
  const listed = listedQuestions(message);
  if (listed) return listed;
  const sentences = message.split(/(?<=\?)\s+/).map((sentence) => sentence.trim()).filter(Boolean);
  // "hvad koster essentials for 12 mand og skal vi selv slå mfa til eller klarer i det": a price, and then a
  // question of its own after "og", in one sentence.
  if (sentences.length === 1) {
    const joinedAsk = /^(.{12,}?)\s+(?:og|and|och|samt|plus)\s+((?:skal|kan|er|har|hvordan|hvad|hvem|hvor|do|does|can|is|are|should|how|who|ska|ar|vad|hur|vem|hva|hvem)\b.{12,})$/i.exec(message.trim());
    if (joinedAsk && /\b(koste\w*|kostar|pris\w*|price\w*|cost\w*)\b/i.test(joinedAsk[1]!) && !/\b(koste\w*|kostar|pris\w*|price\w*|cost\w*|moms|vat|mva)\b/i.test(joinedAsk[2]!)) {
      const split = [`${joinedAsk[1]!.replace(/[?.!]+$/, "")}?`, /[?.!]$/.test(joinedAsk[2]!) ? joinedAsk[2]! : `${joinedAsk[2]!}?`];
      SPLIT_AT_AND.add(split);
      return split;
    }
  }
  if (sentences.length < 2 || sentences.length > 3 || !sentences.every((sentence) => /\?$/.test(sentence) && sentence.split(/\s+/).length >= 3)) return null;
  return sentences;
}

/**
 * "3 spm: hvad koster complete for 2 personer om måneden, hvor lang tid tager det at installere på en pc, og er der
 * noget opstartsgebyr?": questions listed with commas under one question mark, each opening like a question.
 */
function listedQuestions(message: string): string[] | null {
  const body = message.trim().replace(/^\d+\s*(?:spm|spørgsmål|sporgsmal|questions?|frågor|fragor|spørsmål)\s*[:.-]\s*/i, "");
  if ((body.match(/\?/g) ?? []).length !== 1 || !body.endsWith("?")) return null;
  const parts = body.slice(0, -1).split(/,\s*(?:og |and |och )?(?=(?:hvad|hvor|hvordan|hvornår|hvilk\w*|er der|har i|kan (?:i|vi|man)|skal (?:vi|man)|what|how|when|which|is there|do you|can (?:we|you)|vad|hur|när|finns det|hva|når)\b)/i)
    .map((part) => part.trim()).filter(Boolean);
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => part.split(/\s+/).length < 3)) return null;
  // Each must open like a question of its own.
  if (!/^(hvad|hvor|hvordan|hvornår|hvilk\w*|er|har|kan|skal|what|how|when|which|is|do|can|vad|hur|när|finns|hva|når)\b/i.test(parts[0]!)) return null;
  return parts.map((part) => `${part}?`);
}

/**
 * One reply from the answers to each question: what the site does not answer is said to be so (numbered, or the
 * question quoted when the questions were asked apart), and a person offered.
 */
function joined(whole: BuiltInReply, parts: BuiltInReply[], ctx: AnswerContext, asked: string[] | null): BuiltInReply {
  const lang = whole.analysis.lang;
  const notSaid = (at: number) => asked === null
    ? `${at + 1}) ${lang === "en" ? "The site doesn't say; a colleague can answer that." : "Det står ikke på siden; en kollega kan svare på det."}`
    : lang === "en" ? `About «${asked[at]}» the site doesn't say; a colleague can answer that.` : `Om «${asked[at]}» står der ikke noget på siden; en kollega kan svare på det.`;
  // Two answers from one post name it once ("Det skriver vi om i indlægget [MFA …](…): …").
  const postNamed = /^[^\n]*?\]\(\/blog\/[^)]+\):\s*/;
  const texts = parts.map((reply, at) => {
    const named = postNamed.exec(reply.text)?.[0];
    return named && parts.slice(0, at).some((earlier) => !isUnknown(earlier) && earlier.text.startsWith(named)) ? reply.text.slice(named.length) : reply.text;
  });
  // (A source both answers end with is linked once, at the last: "[Vilkår, punkt 3](…)" twice says nothing more.)
  const trailing = /\s*\[[^\]]+\]\([^)\s]+\)\s*$/;
  const deduped = texts.map((text, at) => {
    const link = trailing.exec(text)?.[0]?.trim();
    return link && texts.slice(at + 1).some((later) => later.trim().endsWith(link)) ? text.replace(trailing, "") : text;
  });
  const answered = parts.map((reply, at) => isUnknown(reply) ? notSaid(at) : `${asked === null ? `${at + 1}) ` : ""}${deduped[at]}`);
  const anyUnknown = parts.some(isUnknown);
  const offer = !anyUnknown ? "" : lang === "en"
    ? `\n\nIf you would like a colleague to answer the rest, write your name and your e-mail address or phone number here, or write to ${ctx.identity.supportEmail}.`
    : `\n\nVil du have, at en kollega svarer på resten, så skriv dit navn og din e-mail eller dit telefonnummer her, eller skriv til ${ctx.identity.supportEmail}.`;
  const escalation = parts.find((reply) => reply.escalation !== null && reply.escalation !== "no-answer")?.escalation ?? (anyUnknown ? "no-answer" : null);
  return { ...whole, text: `${answered.join("\n\n")}${offer}`, escalation, contact: whole.contact, plan: parts.find((reply) => reply.plan)?.plan ?? whole.plan, checked: anyUnknown ? "partial" : null, coverage: null };
}

/** `lang`, when given, is the language the visitor asked for ("in English please"), whatever the message reads as. */
async function singleReply(turns: Turn[], ctx: AnswerContext, lang?: Lang): Promise<BuiltInReply> {
  const read = readConversation(turns, ctx);
  const { state, previous } = read;
  const analysis = lang ? { ...read.analysis, lang } : read.analysis;
  const needsSearch = analysis.topic === "search";
  // Searched as Danish: the site's texts are Danish, and a Swedish or Norwegian question is read as one.
  // (In the site's words too: "det nyeste svindel I ser" asks for the threat picture, own-words.ts.)
  const lastAsked = inSiteWords(asDanish(fold(turns.filter((t) => t.role === "user").at(-1)!.content)));
  const found = needsSearch ? relevant((await ctx.index()).search(lastAsked, previous === null ? null : asDanish(fold(previous)), 5, analysis.lang)) : [];
  const fitting = found.filter((hit) => answersKind(analysis.text, hit.doc.kind));
  // "Har I skrevet noget om backup?", "any articles about …": a published post answers before other texts.
  const hits = T.asksForPosts.test(analysis.text) && fitting.some((hit) => hit.doc.kind === "post") ? fitting.filter((hit) => hit.doc.kind === "post") : fitting;
  const lastReply = turns.filter((t) => t.role === "assistant").at(-1)?.content ?? "";
  const lastPost = /\]\((\/blog\/[^)\s]+)\)/.exec(lastReply)?.[1] ?? null;
  const composeContext = { identity: ctx.identity, userEmail: ctx.userEmail, state, hits, lastPost };
  let composed = compose(analysis, composeContext);
  if (analysis.also) {
    const second = compose({ ...analysis, topic: analysis.also }, composeContext);
    // The first answer may already say it ("… afregnes fra den førstkommende betalingsperiode" for "and when do we
    // pay for them?"): a sentence said twice is no second answer.
    const said = second.text.split(/(?<=[.!?])\s+/).some((sentence) => sentence.length >= 40 && composed.text.includes(sentence));
    if (!said) composed = { ...composed, text: `${composed.text}\n\n${second.text}` };
  }
  // Evidence first: the reply is checked against what the message asks before it is sent (answerable.ts).
  // Haggling over a plan's price is answered by that price and the sentence that the site names no discount: a
  // calculator's answer with nothing in it for the check to weigh the haggling's words against.
  const haggled = analysis.topic === "price" && HAGGLE.test(analysis.text) && (analysis.plans.length === 1 || state.plan !== null) && / kr\.| DKK /.test(composed.text);
  // (So is an office asked for somewhere: the one address, and that no other is named.)
  const officeAsked = analysis.topic === "company" && OFFICE_ELSEWHERE.test(analysis.text);
  if (!ANSWERED_WITHOUT_TEXTS.has(analysis.topic) && !haggled && !officeAsked) {
    const typed = turns.filter((t) => t.role === "user").at(-1)!.content;
    // (A German message is checked in the Danish words it was read as.)
    const last = isGerman(fold(typed)) ? germanAsDanish(fold(typed)) : typed;
    const cleaned = withoutInstructions(last);
    // (Checked in the site's words: "den kode-ting på telefonen" asks about MFA, not about phones and codes.)
    // "jeg vil IKKE bli ringt opp av noen selger, bare svar meg: er det bindingstid?": what follows the colon is asked.
    const asked = (cleaned ?? last).replace(/^[^]*?\b(?:bare|just|bara|kun|only) (?:svar\w*|answer|svara|tell)(?: (?:mig|meg|me|mej))?(?: bare)?\s*:\s*/i, "")
      // An emoji ends a sentence as a full stop does ("Lille frisørsalon, 3 stole 💇‍♀️ Hvad koster Core for et år?").
      .replace(/\s*(?:\p{Extended_Pictographic}|\u200d|\ufe0f)+\s*(?=\p{Lu})/gu, ". ");
    const inOurWords = inSiteWords(fold(asked));
    const question = inOurWords === fold(asked).replace(/\s+/g, " ").trim() ? asked : inOurWords;
    const recompose = (topic: Analysis["topic"]) => compose({ ...analysis, topic }, composeContext);
    const result = checkAnswer(analysis, question, composed, composeContext, await ctx.index(), cleaned ? last.replace(cleaned, " ") : "", previous, recompose);
    return { ...result.composed, analysis, state, checked: result.changed, coverage: result.coverage ?? null };
  }
  return { ...composed, analysis, state, checked: null };
}

/** Replies that answer no question of fact: sent without loading the search index or checking them (index.ts reads it too). */
export const ANSWERED_WITHOUT_TEXTS: ReadonlySet<string> = new Set(["emergency", "greeting", "thanks", "goodbye", "contact", "person"]);

