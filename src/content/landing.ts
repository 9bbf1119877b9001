/**
 * Copy of the landing page's static sections (/), in the order of docs/product-rules.md#landing-page: hero, about, pricing, why. They
 * stay prerendered HTML in the browser (features/marketing/adopted-sections/), so this file is loaded
 * only when / is rendered by the app itself. The other sections' copy lives beside them: testimonials.ts,
 * blog-teaser.ts, contact.ts and footer.ts. Texts that name the product, the reseller or the support
 * address are functions of the site identity.
 */
import { SUPPORT_PROMISE_TEXT } from "#shared/content/support.ts";
import type { ContentIconName } from "#shared/content/icons.ts";
import type { LinkText } from "./platform.ts";
import {
  EMPLOYEES_DEFAULT,
  getPlan,
  monthlyTotal,
  PLAN_NOTICE_TEXT,
  PRICE_UNIT_TEXT,
  PRICE_VAT_TEXT,
  TRIAL_TEXT,
  type PlanId,
} from "#shared/content/plans.ts";
import type { ProductSlug } from "#shared/content/products/types.ts";
import type { SiteIdentity } from "#shared/content/site.ts";
import { SETUP_MINUTES_PER_COMPUTER } from "#shared/facts/site-facts.ts";

export function landingMeta(identity: Pick<SiteIdentity, "productName" | "resellerName">) {
  return {
    title: `${identity.productName} – IT-sikkerhed for små virksomheder`,
    description: `${identity.productName} samler antivirus, EDR, e-mail-, cloud- og netværksbeskyttelse i ét abonnement til virksomheder med 1-30 medarbejdere. Leveret af ${identity.resellerName}.`,
  };
}

// --- Hero ---

export function heroContent(identity: Pick<SiteIdentity, "productName" | "resellerName">) {
  return {
    // U+2011 (non-breaking hyphen) keeps "IT‑sikkerhed" and "1‑30" whole on a phone.
    eyebrow: "IT‑sikkerhed til virksomheder med 1‑30 medarbejdere",
    headline: "Samlet IT‑sikkerhed for små virksomheder – i ét enkelt abonnement",
    subline: `${identity.productName} beskytter computere, e-mail, cloud-apps, data og netværk mod ransomware, phishing og datalæk. Fast pris pr. medarbejder pr. måned, og ${identity.resellerName} hjælper jer i gang på under en time.`,
    primaryCta: { label: "Se platformen", href: "/platform" } satisfies LinkText,
    secondaryCta: { label: "Book en demo", href: "#contact" } satisfies LinkText,
  };
}

export { LANDING_CLAIMS } from "#shared/facts/site-facts.ts";

// --- About (#about) ---

export interface FeatureTile {
  icon: ContentIconName;
  title: string;
  description: string;
  productSlug: ProductSlug;
}

export function aboutContent(identity: Pick<SiteIdentity, "productName" | "resellerName">) {
  return {
    heading: "Sikkerhed som de store – uden en IT-afdeling",
    intro: `${identity.resellerName} er dansk forhandler af ${identity.productName}, en samlet sikkerhedsplatform bygget til virksomheder med 1 til 30 medarbejdere. Vi står for opsætning, support og rådgivning på dansk, så I får den samme beskyttelse som større virksomheder – styret fra ét dashboard og uden egne servere.`,
  };
}

export const ABOUT_TILES: readonly FeatureTile[] = [
  {
    icon: "Laptop",
    title: "Endpoint-beskyttelse",
    description: "Antivirus og EDR, der stopper ransomware på alle pc'er og Mac'er – også hjemme og på farten.",
    productSlug: "endpoint",
  },
  {
    icon: "Cloud",
    title: "Cloud-app-beskyttelse",
    description: "Overvåger Microsoft 365 og Google Workspace for kontoovertagelse og datalæk.",
    productSlug: "cloud-app-protection",
  },
  {
    icon: "Mail",
    title: "E-mailbeskyttelse",
    description: "Fanger phishing, falske fakturaer og skadelige vedhæftninger, før nogen klikker.",
    productSlug: "email-protection",
  },
  {
    icon: "FileLock",
    title: "Databeskyttelse",
    description: "Finder CPR-numre og andre følsomme data og advarer, når de er på vej ud af huset.",
    productSlug: "data-protection",
  },
  {
    icon: "Network",
    title: "Netværkssikkerhed",
    description: "Firewall, krypteret adgang og webfiltrering i skyen – samme beskyttelse overalt.",
    productSlug: "network-security",
  },
  {
    icon: "GraduationCap",
    title: "Awareness-træning",
    description: "Korte kurser og phishing-øvelser, der gør medarbejderne sværere at snyde.",
    productSlug: "awareness-training",
  },
];

// --- Pricing (#pricing) ---

export interface SignupStep {
  step: number;
  title: string;
  text: string;
}

export const SIGNUP_STEPS: readonly SignupStep[] = [
  {
    step: 1,
    title: "Vælg plan",
    text: "Vælg Core, Essentials eller Complete, og angiv, hvor mange medarbejdere der skal beskyttes.",
  },
  {
    step: 2,
    title: "Opret konto og betal",
    text: "Opret en konto, acceptér vilkårene og betal sikkert med kort. Abonnementet starter med det samme.",
  },
  {
    step: 3,
    title: "Installér og forbind",
    text: `Installér agenten på computerne, og forbind Microsoft 365 eller Google Workspace. Det tager typisk ${SETUP_MINUTES_PER_COMPUTER.min}-${SETUP_MINUTES_PER_COMPUTER.max} minutter pr. computer.`,
  },
  {
    step: 4,
    title: "I er beskyttet",
    text: "Beskyttelsen er aktiv med det samme, og vi holder øje sammen med jer døgnet rundt.",
  },
];

export const PRICING_CONTENT = {
  heading: "Enkle priser pr. medarbejder",
  intro: "Vælg det beskyttelsesniveau, der passer til jer. Intet opstartsgebyr og ingen binding ud over løbende +1 måned.",
  popularBadge: "Mest populær",
  priceUnit: PRICE_UNIT_TEXT,
  vatNote: PRICE_VAT_TEXT,
  startButton: "Start i dag",
  note: PLAN_NOTICE_TEXT,
  signupHeading: "Sådan kommer I i gang",
  trialHeading: "Gratis prøveperiode",
  exampleAndTrialLabel: "Regneeksempel og prøveperiode",
  trial: TRIAL_TEXT,
  featureHint: "Tryk eller klik på en funktion for at se, hvad den gør.",
} as const;

/** "3870" → "3.870", without depending on the runtime's locale data (prerender and browser agree). */
function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * The worked example under the plan cards, computed from the plans so it can never disagree with them:
 * "5 medarbejdere på Essentials: 330 kr./md. ekskl. moms".
 */
export function pricingExample(planId: PlanId = "essentials", employees: number = EMPLOYEES_DEFAULT) {
  const plan = getPlan(planId);
  const total = monthlyTotal(plan, employees);
  return {
    label: "Regneeksempel",
    text: `${employees} medarbejdere på ${plan.name}: ${groupThousands(total)} kr./md. ekskl. moms`,
    calculation: `${employees} × ${plan.pricePerEmployee} kr.`,
  };
}

/** Target of a plan card's 'Start i dag' button. */
export function planStartHref(planId: PlanId): string {
  return `/customer-portal?plan=${planId}`;
}

// --- Why (#why) ---

export const WHY_QUESTIONS: readonly string[] = [
  "Har I styr på, hvem der har adgang til jeres data?",
  "Ved I, hvad der sker, hvis en medarbejder klikker på et phishing-link?",
  "Er alle virksomhedens computere beskyttet mod ransomware – også dem, der bruges derhjemme?",
  "Ville I opdage det, hvis nogen loggede ind på en medarbejders Microsoft 365-konto fra udlandet?",
  "Ved I, hvor jeres kunders persondata og CPR-numre er gemt?",
  "Kan I dokumentere over for kunder og revisor, at I passer på persondata efter GDPR?",
  "Bliver alle computere og telefoner opdateret med de nyeste sikkerhedsrettelser?",
  "Har I en plan for, hvad I gør, hvis jeres filer bliver krypteret af ransomware?",
  "Kan jeres medarbejdere kende en falsk faktura eller en mail fra en falsk direktør?",
  "Er medarbejderne beskyttet, når de arbejder på offentligt Wi-Fi i toget eller på caféen?",
  "Ved I, hvilke filer der er delt med personer uden for virksomheden?",
  "Kan I sende følsomme oplysninger krypteret, når det er nødvendigt?",
  "Har I overblik over alle de enheder, der har adgang til virksomhedens systemer?",
  "Bliver al adgang lukket, når en medarbejder stopper?",
  "Kan I arbejde videre, hvis en medarbejders computer bliver kompromitteret i dag?",
  "Har jeres medarbejdere fået træning i IT‑sikkerhed inden for det seneste år?",
  "Kan I svare, når en stor kunde eller jeres forsikringsselskab spørger til jeres IT‑sikkerhed?",
  "Er jeres firmatelefoner beskyttet med kode, kryptering og mulighed for fjernsletning?",
  "Er der nogen, der holder øje med sikkerheden, når I selv holder fri?",
];

type WhyBenefitName = "Simpel Onboarding" | "Smart Automation" | "Personlig support" | "Peace of Mind";

interface WhyBenefit {
  title: WhyBenefitName;
  description: string;
  icon: ContentIconName;
}

export function whyContent(identity: Pick<SiteIdentity, "productName" | "resellerName">) {
  const benefits: WhyBenefit[] = [
    {
      title: "Simpel Onboarding",
      description:
        "I er i gang på under en time: Vælg plan, installér agenten på computerne og forbind jeres Microsoft 365 eller Google Workspace. Vi guider jer hele vejen.",
      icon: "Rocket",
    },
    {
      title: "Smart Automation",
      description:
        "Trusler stoppes automatisk, enhederne tjekkes løbende og de fleste problemer løses, uden at nogen skal gøre noget. I hører kun fra os, når der er brug for jer.",
      icon: "Zap",
    },
    {
      title: "Personlig support",
      description: `Hos ${identity.resellerName} taler I med rigtige mennesker, der kender jeres opsætning. Vi svarer på dansk. ${SUPPORT_PROMISE_TEXT}`,
      icon: "Headphones",
    },
    {
      title: "Peace of Mind",
      description:
        "Når computere, mail, cloud, data, netværk og medarbejdere er beskyttet ét sted, kan I koncentrere jer om forretningen – og sove roligt om natten.",
      icon: "ShieldCheck",
    },
  ];
  return {
    /** Also the navigation label of the section. */
    heading: `Hvorfor ${identity.productName}?`,
    questionsIntro: `Kan I svare et klart ja til alle spørgsmålene herunder? Hvis ikke, er I ikke alene – og det er præcis det, ${identity.productName} er lavet til.`,
    questions: WHY_QUESTIONS,
    /** The phone's toggle under the first questions; `more` is how many are folded away. */
    showAll: (more: number) => `Vis alle ${WHY_QUESTIONS.length} spørgsmål (${more} til)`,
    showFewer: "Vis færre spørgsmål",
    benefitsHeading: `Det får I med ${identity.productName}`,
    benefits,
  };
}
