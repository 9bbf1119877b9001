import { readFileSync } from "node:fs";
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";
import { COOKIE_BANNER, COOKIE_CATEGORIES, COOKIE_CONSENT_STORAGE_KEY } from "#shared/content/cookies.ts";
import { FAQ_ENTRIES, FAQ_PAGE } from "#shared/content/faq.ts";
import { ABOUT_TILES, aboutContent, heroContent, LANDING_CLAIMS, landingMeta, planStartHref, PRICING_CONTENT, pricingExample, SIGNUP_STEPS, WHY_QUESTIONS, whyContent } from "../../src/content/landing.ts";
import { BLOG_TEASER_CONTENT } from "../../src/content/blog-teaser.ts";
import { contactContent } from "#shared/content/contact.ts";
import { copyrightLine, footerContent } from "../../src/content/footer.ts";
import { TESTIMONIALS_CONTENT } from "../../src/content/testimonials.ts";
import { CORO_TERMS } from "#shared/content/legal/coro-terms.ts";
import { DATATILSYNET, privacyDocument } from "#shared/content/legal/privacy.ts";
import { termsDocument } from "#shared/content/legal/terms.ts";
import { formatDanishDate } from "#shared/lib/format.ts";
import { legalDateLine, type LegalDocument, type LegalSection } from "#shared/content/legal/types.ts";
import { navigationItems } from "../../src/content/navigation.ts";
import {
  allPlanFeatures,
  clampEmployees,
  EMPLOYEES_DEFAULT,
  EMPLOYEES_MAX,
  EMPLOYEES_MIN,
  findPlanByPriceId,
  getPlan,
  includesLabel,
  isPlanId,
  monthlyTotal,
  PLAN_IDS,
  PLAN_NOTICE_TEXT,
  PLAN_FEATURE_DESCRIPTIONS,
  PLANS,
  TRIAL_DAYS,
  unitAmountOre,
} from "#shared/content/plans.ts";
import { PLATFORM_PAGE, PRODUCT_PAGE, productPageCtaText } from "../../src/content/platform.ts";
import { findProduct, PRODUCT_SLUGS, PRODUCTS, productPath } from "#shared/content/products.ts";
import { createSiteIdentity, DEFAULT_SITE_IDENTITY, type SiteIdentity } from "#shared/content/site.ts";

const TODAY = new Date("2026-11-22T12:00:00Z");

/** A deliberately different identity: any text still showing a default name is hard-coded. */
const OTHER_IDENTITY: SiteIdentity = {
  productName: "Værnet",
  resellerName: "Eksempel Sikkerhed A/S",
  supportEmail: "hjaelp@eksempel-sikkerhed.dk",
  incidentPhone: "+45 80 90 10 20",
  cvr: "12345678",
  address: { street: "Banegårdspladsen 1", postalCode: "8000", city: "Aarhus C", country: "Danmark" },
};

/** Every string inside a value, with its path, so failures name the offending field. */
function strings(value: unknown, path = "$"): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

function expectRealCopy(value: unknown): void {
  for (const [path, text] of strings(value)) {
    expect(text.trim(), path).not.toBe("");
    expect(text, path).not.toMatch(/lorem|ipsum|\bTBD\b|\bTODO\b|\bFIXME\b|placeholder text/i);
  }
}

function sectionText(section: LegalSection): string {
  return [...section.paragraphs, ...(section.list ?? [])].join("\n");
}

function section(document: LegalDocument, id: string): LegalSection {
  const found = document.sections.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No section ${id} in ${document.title}`);
  return found;
}

function isLucideIcon(name: string): boolean {
  const exported = (lucide as Record<string, unknown>)[name];
  // lucide-react icons are forwardRef objects; a missing name is undefined.
  return typeof exported === "object" && exported !== null;
}

describe("site identity", () => {
  it("has complete defaults with the configured product and reseller names", () => {
    expect(DEFAULT_SITE_IDENTITY.productName).toBe("Skjold");
    expect(DEFAULT_SITE_IDENTITY.resellerName).toBe("Nordvagt IT-Sikkerhed ApS");
    expect(DEFAULT_SITE_IDENTITY.supportEmail).toBe("kontakt@nordvagt.dk");
    expect(DEFAULT_SITE_IDENTITY.cvr).toMatch(/^\d{8}$/);
    expect(DEFAULT_SITE_IDENTITY.address.postalCode).toMatch(/^\d{4}$/);
  });

  it("fills blank or missing values from the defaults", () => {
    const identity = createSiteIdentity({ productName: "  ", resellerName: "Anden ApS" });
    expect(identity.productName).toBe("Skjold");
    expect(identity.resellerName).toBe("Anden ApS");
    expect(identity.supportEmail).toBe(DEFAULT_SITE_IDENTITY.supportEmail);
  });
});

describe("plans", () => {
  it("has the three plans with their prices and popular flag", () => {
    expect(PLANS.map((plan) => [plan.id, plan.name, plan.pricePerEmployee, plan.popular])).toEqual([
      ["core", "Core", 44, false],
      ["essentials", "Essentials", 66, true],
      ["complete", "Complete", 129, false],
    ]);
    expect(PLAN_IDS).toEqual(["core", "essentials", "complete"]);
    for (const plan of PLANS) expect(plan.description.length).toBeGreaterThan(40);
  });

  it("lists each plan's features, each plan including the previous one", () => {
    expect(getPlan("core").features).toEqual(["Endpoint Security", "EDR", "Endpoint Data Governance", "Wifi Phishing"]);
    expect(getPlan("essentials").features).toEqual([
      "Email Security",
      "Cloud App Security",
      "Secure Messages",
      "Inbound Gateway",
    ]);
    expect(getPlan("complete").features).toEqual([
      "Network",
      "User Data Governance",
      "Mobile Device Management",
      "Security Awareness Training",
      "Secure Web Gateway",
    ]);
    expect(allPlanFeatures("essentials")).toHaveLength(8);
    expect(allPlanFeatures("complete")).toHaveLength(13);
    expect(allPlanFeatures("complete").slice(0, 4)).toEqual(getPlan("core").features);
    expect(includesLabel(getPlan("core"))).toBeNull();
    expect(includesLabel(getPlan("complete"))).toBe("Alt i Essentials, plus:");
  });

  it("names each plan's Stripe product and price lookup key, unique per plan, and finds plans by that key", () => {
    const priceIds = PLANS.map((plan) => plan.priceId);
    expect(new Set(priceIds).size).toBe(3);
    for (const plan of PLANS) {
      expect(plan.priceId).toMatch(/^price_[A-Za-z0-9_]+$/);
      expect(plan.productId).toMatch(/^prod_[A-Za-z0-9_]+$/);
    }
    expect(getPlan("core").priceId).toBe("price_core_monthly_dkk");
    expect(findPlanByPriceId("price_essentials_monthly_dkk")?.id).toBe("essentials");
    expect(findPlanByPriceId("price_unknown")).toBeUndefined();
    expect(findPlanByPriceId(null)).toBeUndefined();
  });



  it("clamps the employee count to 1..30 with default 5", () => {
    expect([EMPLOYEES_MIN, EMPLOYEES_MAX, EMPLOYEES_DEFAULT]).toEqual([1, 30, 5]);
    expect(clampEmployees(0)).toBe(1);
    expect(clampEmployees(-4)).toBe(1);
    expect(clampEmployees(1)).toBe(1);
    expect(clampEmployees(17)).toBe(17);
    expect(clampEmployees(30)).toBe(30);
    expect(clampEmployees(31)).toBe(30);
    expect(clampEmployees(Number.POSITIVE_INFINITY)).toBe(30);
    expect(clampEmployees(4.6)).toBe(5);
    expect(clampEmployees(Number.NaN)).toBe(5);
    expect(clampEmployees(undefined)).toBe(5);
    expect(clampEmployees(null)).toBe(5);
    expect(clampEmployees("12")).toBe(12);
    expect(clampEmployees("")).toBe(5);
    expect(clampEmployees("abc")).toBe(5);
  });

  it("computes the monthly total as price per employee times the clamped count", () => {
    expect(monthlyTotal(getPlan("core"), 5)).toBe(220);
    expect(monthlyTotal(getPlan("essentials"), 10)).toBe(660);
    expect(monthlyTotal(getPlan("complete"), 30)).toBe(3870);
    expect(monthlyTotal(getPlan("complete"), 100)).toBe(3870);
    expect(monthlyTotal(getPlan("core"), 0)).toBe(44);
    expect(unitAmountOre(getPlan("complete"))).toBe(12900);
  });

  it("states the notice period and recognises plan ids", () => {
    expect(PLAN_NOTICE_TEXT).toContain("løbende +1 måneds varsel");
    expect(isPlanId("essentials")).toBe(true);
    expect(isPlanId("premium")).toBe(false);
    expect(isPlanId(123)).toBe(false);
  });

  it("stays importable by Deno: no imports but plan-ids.ts, which has none, and no browser or Node globals", () => {
    for (const file of ["plans.ts", "plan-ids.ts"]) {
      const source = readFileSync(new URL(`../../supabase/functions/_shared/content/${file}`, import.meta.url), "utf8");
      const imports = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gm)].map((match) => match[1]);
      expect(imports, file).toEqual(file === "plans.ts" ? ["./plan-ids.ts", "./plan-ids.ts"] : []);
      expect(source, file).not.toMatch(/\b(window|document|localStorage|process|Buffer|require)\b/);
    }
  });
});

describe("products", () => {
  it("has the six products with their slugs, in order", () => {
    expect(PRODUCT_SLUGS).toEqual([
      "endpoint",
      "cloud-app-protection",
      "email-protection",
      "data-protection",
      "network-security",
      "awareness-training",
    ]);
    expect(findProduct("email-protection")?.name).toBe("E-mailbeskyttelse");
    expect(findProduct("unknown")).toBeUndefined();
    expect(productPath("network-security")).toBe("/platform/network-security");
  });

  it.each(PRODUCTS.map((product) => [product.slug, product] as const))("%s has complete copy", (_slug, product) => {
    expectRealCopy(product);
    expect(product.detailedDescription.length).toBeGreaterThanOrEqual(3);
    expect(product.detailedDescription.length).toBeLessThanOrEqual(4);
    for (const paragraph of product.detailedDescription) expect(paragraph.length).toBeGreaterThan(150);
    expect(product.features.length).toBeGreaterThanOrEqual(4);
    expect(product.features.length).toBeLessThanOrEqual(6);
    expect(product.benefits.length).toBeGreaterThanOrEqual(3);
    expect(product.benefits.length).toBeLessThanOrEqual(4);
    expect(product.useCases.length).toBeGreaterThanOrEqual(3);
    expect(product.useCases.length).toBeLessThanOrEqual(4);
    expect(product.metaDescription.length).toBeLessThanOrEqual(160);
    expect(product.navDescription.length).toBeLessThanOrEqual(60);
    expect(isPlanId(product.availableFrom)).toBe(true);
    expect(new Set(product.features.map((feature) => feature.title)).size).toBe(product.features.length);
  });

  it("names only icons that lucide-react exports", () => {
    const names = [
      ...PRODUCTS.flatMap((product) => [product.icon, ...product.features.map((feature) => feature.icon)]),
      ...ABOUT_TILES.map((tile) => tile.icon),
      ...whyContent(DEFAULT_SITE_IDENTITY).benefits.map((benefit) => benefit.icon),
    ];
    const missing = names.filter((name) => !isLucideIcon(name));
    expect(missing).toEqual([]);
    expect(isLucideIcon("NoSuchIconAnywhere")).toBe(false);
  });

  it("has the /platform page copy", () => {
    expect(PLATFORM_PAGE.title).toBe("Vores Platform");
    expect(PLATFORM_PAGE.readMore).toBe("Læs mere");
    expect([PLATFORM_PAGE.cta.contact.label, PLATFORM_PAGE.cta.pricing.label]).toEqual(["Kontakt os", "Se priser"]);
    const cta = PRODUCT_PAGE.cta;
    expect([cta.bookDemo, cta.startTrial, cta.contactSales].map((button) => [button.label, button.href])).toEqual([
      ["Book en Demo", "/#contact"],
      ["Start gratis prøveperiode", "/#contact"],
      ["Kontakt salg", "/#contact"],
    ]);
  });
});

describe("landing page", () => {
  const why = whyContent(DEFAULT_SITE_IDENTITY);

  it("has the hero buttons and the five claims", () => {
    const hero = heroContent(DEFAULT_SITE_IDENTITY);
    expect(hero.primaryCta).toEqual({ label: "Se platformen", href: "/platform" });
    expect(hero.secondaryCta).toEqual({ label: "Book en demo", href: "#contact" });
    expect(LANDING_CLAIMS.map((claim) => claim.text)).toEqual([
      "500+ virksomheder",
      "99,9% oppetid",
      "ISO 27001-certificeret",
      "24/7 support",
      "onboarding på under 1 time",
    ]);
  });

  it("has six about tiles, one per product", () => {
    expect(ABOUT_TILES).toHaveLength(6);
    expect(ABOUT_TILES.map((tile) => tile.productSlug)).toEqual(PRODUCT_SLUGS);
  });

  it("asks exactly 19 distinct qualifying questions", () => {
    expect(WHY_QUESTIONS).toHaveLength(19);
    expect(new Set(WHY_QUESTIONS).size).toBe(19);
    for (const question of WHY_QUESTIONS) expect(question).toMatch(/^[A-ZÆØÅ].{20,}\?$/);
    expect(WHY_QUESTIONS).toContain("Har I styr på, hvem der har adgang til jeres data?");
    expect(why.questions).toBe(WHY_QUESTIONS);
  });

  it("has the four benefits with their exact names", () => {
    expect(why.benefits.map((benefit) => benefit.title)).toEqual([
      "Simpel Onboarding",
      "Smart Automation",
      "Personlig support",
      "Peace of Mind",
    ]);
    for (const benefit of why.benefits) expect(benefit.description.length).toBeGreaterThan(60);
    expect(why.heading).toBe("Hvorfor Skjold?");
  });

  it("describes a 4-step signup, each step with a title and a sentence", () => {
    expect(SIGNUP_STEPS.map((step) => step.step)).toEqual([1, 2, 3, 4]);
    for (const step of SIGNUP_STEPS) expect(step.text.length).toBeGreaterThan(40);
  });

  it("reads as Danish a copy editor signed off: gender of nouns, hyphens that must not break on a phone", () => {
    expect(PRICING_CONTENT.intro).toContain("Intet opstartsgebyr");
    const hero = heroContent(DEFAULT_SITE_IDENTITY);
    // U+2011 NON-BREAKING HYPHEN: "1-30" and "IT-sikkerhed" must not be split over two lines.
    expect(hero.eyebrow).toContain("1\u201130");
    expect(hero.eyebrow).toContain("IT\u2011sikkerhed");
    expect(hero.headline).toContain("IT\u2011sikkerhed");
    const seed = readFileSync(new URL("../../supabase/seed.sql", import.meta.url), "utf8");
    expect(seed).not.toMatch(/\bdin webbureau\b/);
  });

  it("works one example out from the plans, explains every feature, and states the trial's terms", () => {
    expect(pricingExample().text).toBe("5 medarbejdere på Essentials: 330 kr./md. ekskl. moms");
    expect(pricingExample("complete", 30).text).toBe("30 medarbejdere på Complete: 3.870 kr./md. ekskl. moms");
    for (const plan of PLANS) for (const feature of plan.features) expect(PLAN_FEATURE_DESCRIPTIONS, feature).toHaveProperty(feature);
    expect(PRICING_CONTENT.trial).toContain(`${TRIAL_DAYS} dage`);
    const terms = JSON.stringify(termsDocument(DEFAULT_SITE_IDENTITY, new Date("2026-01-01")));
    expect(terms).toContain(`gratis prøveperiode på ${TRIAL_DAYS} dage`);
  });

  it("has the pricing texts and plan links", () => {
    expect(PRICING_CONTENT.startButton).toBe("Start i dag");
    expect(PRICING_CONTENT.note).toContain("løbende +1 måneds varsel");
    expect(PRICING_CONTENT.vatNote).toContain("ekskl. moms");
    expect(PLAN_IDS.map(planStartHref)).toEqual([
      "/customer-portal?plan=core",
      "/customer-portal?plan=essentials",
      "/customer-portal?plan=complete",
    ]);
  });

  it("uses the exact texts for testimonials and the blog teaser", () => {
    expect(TESTIMONIALS_CONTENT.heading).toBe("Kunde referencer");
    expect(TESTIMONIALS_CONTENT.loading).toBe("Indlæser referencer...");
    expect(BLOG_TEASER_CONTENT.heading).toBe("Indsigt & Opdateringer");
    expect(BLOG_TEASER_CONTENT.empty).toBe("Ingen artikler publiceret endnu. Kom tilbage snart!");
    expect(BLOG_TEASER_CONTENT.readingTimeLabel).toBe("min læsning");
    expect(BLOG_TEASER_CONTENT.unpublishedDate).toBe("Kommer snart");
  });

  it("has the footer quick links, https social links and a copyright line with the given year", () => {
    const footer = footerContent(DEFAULT_SITE_IDENTITY);
    expect(footer.quickLinks.map((link) => link.href)).toEqual(["#about", "#services", "#why", "/faq"]);
    expect(footer.legalLinks.map((link) => link.href)).toEqual(["/terms", "/coro-terms", "/privacy", "/databehandleraftale"]);
    expect(footer.socialLinks.length).toBeGreaterThan(0);
    for (const link of footer.socialLinks) expect(link.href).toMatch(/^https:\/\//);
    expect(copyrightLine(2031, DEFAULT_SITE_IDENTITY)).toBe(
      "© 2031 Nordvagt IT-Sikkerhed ApS. Alle rettigheder forbeholdes.",
    );
  });

  it("lists the navigation items with the six products in the dropdown", () => {
    const items = navigationItems(DEFAULT_SITE_IDENTITY);
    expect(items.map((item) => item.label)).toEqual(["Om os", "Platform", "Priser", "Hvorfor Skjold", "Artikler", "Kontakt"]);
    const platform = items.find((item) => item.kind === "platform");
    expect(platform?.kind === "platform" && platform.products.map((entry) => entry.href)).toEqual(
      PRODUCT_SLUGS.map(productPath),
    );
  });
});

describe("FAQ and cookie copy", () => {
  it("answers the two FAQ questions", () => {
    expect(FAQ_ENTRIES.map((entry) => entry.id)).toEqual(["setup-time", "cancellation-notice"]);
    const [setup, cancellation] = FAQ_ENTRIES.map((entry) => entry.answer.join(" "));
    expect(setup).toContain("omkring 1 time");
    expect(setup).toContain("10-15 minutter");
    expect(setup).toMatch(/pc eller bærbare computer/);
    expect(cancellation).toContain("løbende +1 måneds varsel");
    expect(cancellation).toContain("udgangen af den indeværende måned plus én måned");
    expect(cancellation).toContain("ikke refusion");
    expectRealCopy([FAQ_PAGE, FAQ_ENTRIES]);
  });

  it("has the cookie banner's buttons and three categories with necessary locked", () => {
    expect(COOKIE_CONSENT_STORAGE_KEY).toBe("cookieConsent");
    expect(COOKIE_BANNER.title).toBe("Vi bruger cookies");
    expect([COOKIE_BANNER.acceptAll, COOKIE_BANNER.customize, COOKIE_BANNER.save, COOKIE_BANNER.necessaryOnly]).toEqual([
      "Accepter alle",
      "Tilpas",
      "Gem valg",
      "Kun nødvendige",
    ]);
    expect(COOKIE_CATEGORIES.map((category) => [category.id, category.locked])).toEqual([
      ["necessary", true],
      ["functional", false],
      ["analytical", false],
    ]);
  });
});

describe("legal documents", () => {
  const terms = termsDocument(DEFAULT_SITE_IDENTITY, TODAY);
  const privacy = privacyDocument(DEFAULT_SITE_IDENTITY, TODAY);

  it.each([
    ["terms", terms],
    ["coro-terms", CORO_TERMS],
    ["privacy", privacy],
  ] as const)("%s is numbered in order, with unique ids and real text", (_name, document) => {
    expectRealCopy(document);
    expect(new Set(document.sections.map((item) => item.id)).size).toBe(document.sections.length);
    document.sections.forEach((item, index) => {
      expect(item.heading.startsWith(`${index + 1}. `), item.heading).toBe(true);
      expect(item.paragraphs.length).toBeGreaterThan(0);
    });
    expect(document.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it("formats today's date in Danish, by the Copenhagen calendar", () => {
    expect(formatDanishDate(TODAY)).toBe("22. november 2026");
    expect(formatDanishDate(new Date("2026-12-31T23:30:00Z"))).toBe("1. januar 2027");
    expect(() => formatDanishDate(new Date("nope"))).toThrow(RangeError);
  });

  it("terms: 12 sections in order, Version 1.0, dated today, linking the other documents", () => {
    expect(terms.sections.map((item) => item.id)).toEqual([
      "acceptance",
      "registration",
      "subscription-and-payment",
      "cancellation",
      "scope-of-service",
      "liability",
      "data-protection",
      "support",
      "intellectual-property",
      "changes",
      "governing-law",
      "contact",
    ]);
    expect(terms.lang).toBe("da");
    expect(terms.version).toBe("1.0");
    expect(terms.lastUpdated).toBe("22. november 2026");
    expect(legalDateLine(terms)).toBe("Sidst opdateret: 22. november 2026 · Version 1.0");
    expect(terms.links?.map((link) => link.href)).toEqual(["/coro-terms", "/privacy", "/databehandleraftale"]);
  });

  it("terms: carries the commercial constants in the right sections", () => {
    expect(sectionText(section(terms, "acceptance"))).toContain("under 18 år");
    expect(section(terms, "registration").list).toEqual([
      "Kontaktpersonens navn",
      "Kontaktpersonens e-mailadresse",
      "Virksomhedens navn",
      "Virksomhedens CVR-nummer",
    ]);
    const payment = sectionText(section(terms, "subscription-and-payment"));
    for (const phrase of ["DKK", "ekskl. moms", "pr. medarbejder pr. måned", "30 dages varsel", "USD", "3 måneders varsel", "mindst 30 dage"]) {
      expect(payment).toContain(phrase);
    }
    const cancellation = sectionText(section(terms, "cancellation"));
    expect(cancellation).toContain("måned for måned");
    expect(cancellation).toContain("udgangen af den indeværende måned plus én måned");
    expect(cancellation).toContain("ingen refusion");
    expect(cancellation).toMatch(/misligholder.*30 dages varsel/is);
    expect(sectionText(section(terms, "liability"))).toContain("de seneste 12 måneder");
    expect(sectionText(section(terms, "data-protection"))).toContain("op til 12 måneder efter aftalens ophør");
    expect(sectionText(section(terms, "changes"))).toMatch(/e-mail.*mindst 30 dage/);
    const law = sectionText(section(terms, "governing-law"));
    expect(law).toContain("dansk ret");
    expect(law).toContain("danske domstole");
    const contact = sectionText(section(terms, "contact"));
    for (const value of ["Nordvagt IT-Sikkerhed ApS", "kontakt@nordvagt.dk", DEFAULT_SITE_IDENTITY.cvr]) {
      expect(contact).toContain(value);
    }
  });

  it("Coro terms: 11 English sections with the provider's constants", () => {
    expect(CORO_TERMS.sections.map((item) => item.id)).toEqual([
      "acceptance",
      "license-and-ip",
      "user-undertakings",
      "support",
      "push-updates",
      "no-warranty",
      "limitation-of-liability",
      "fees",
      "duration-and-termination",
      "governing-law",
      "general",
    ]);
    expect(CORO_TERMS.lang).toBe("en");
    expect(CORO_TERMS.lastRevised).toBe("March 2023");
    expect(legalDateLine(CORO_TERMS)).toBe("Last revised: March 2023");
    expect(sectionText(section(CORO_TERMS, "limitation-of-liability"))).toContain("($50)");
    const fees = sectionText(section(CORO_TERMS, "fees"));
    expect(fees).toContain("within 7 days");
    expect(fees).toContain("1.5% per month, compounded daily");
    const duration = sectionText(section(CORO_TERMS, "duration-and-termination"));
    expect(duration).toContain("initial term of 12 months");
    expect(duration).toContain("renewal terms of 12 months");
    expect(sectionText(section(CORO_TERMS, "governing-law"))).toContain("State of New York");
  });

  it("privacy: 15 sections in order, Version 1.0, with the required topics", () => {
    expect(privacy.sections.map((item) => item.id)).toEqual([
      "controller",
      "data-collected",
      "legal-basis",
      "use",
      "chat-assistant",
      "sharing",
      "international-transfers",
      "rights",
      "security",
      "retention",
      "cookies",
      "minors",
      "changes",
      "complaints",
      "contact",
    ]);
    expect(privacy.lang).toBe("da");
    expect(privacy.version).toBe("1.0");
    const controller = sectionText(section(privacy, "controller"));
    for (const value of ["Nordvagt IT-Sikkerhed ApS", DEFAULT_SITE_IDENTITY.cvr, "Store Kongensgade 40", "kontakt@nordvagt.dk"]) {
      expect(controller).toContain(value);
    }
    expect(sectionText(section(privacy, "legal-basis"))).toContain("artikel 6");
    const sharing = sectionText(section(privacy, "sharing"));
    for (const recipient of ["Stripe", "Supabase", "Coro", "AI-sprogmodellen"]) expect(sharing).toContain(recipient);
    expect(sectionText(section(privacy, "international-transfers"))).toContain("standardkontraktbestemmelser (SCC)");
    const retention = sectionText(section(privacy, "retention"));
    expect(retention).toContain("op til 12 måneder efter aftalens ophør");
    expect(retention).toMatch(/5 år.*bogføringsloven/);
    const cookies = sectionText(section(privacy, "cookies"));
    expect(cookies).toContain("cookieConsent");
    for (const category of COOKIE_CATEGORIES) expect(cookies).toContain(category.label);
    expect(sectionText(section(privacy, "minors"))).toContain("under 18 år");
    const complaints = sectionText(section(privacy, "complaints"));
    for (const value of ["Datatilsynet", "Carl Jacobsens Vej 35", "2500 Valby", "datatilsynet.dk"]) {
      expect(complaints).toContain(value);
    }
    expect(section(privacy, "complaints").links?.[0]?.href).toBe(DATATILSYNET.website);
  });
});

describe("configurable names", () => {
  it("never hard-codes the default product, reseller or contact details", () => {
    const identityDependent = {
      meta: landingMeta(OTHER_IDENTITY),
      hero: heroContent(OTHER_IDENTITY),
      about: aboutContent(OTHER_IDENTITY),
      why: whyContent(OTHER_IDENTITY),
      contact: contactContent(OTHER_IDENTITY),
      footer: footerContent(OTHER_IDENTITY, [{ network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/eksempel" }]),
      nav: navigationItems(OTHER_IDENTITY),
      productCta: productPageCtaText(OTHER_IDENTITY),
      terms: termsDocument(OTHER_IDENTITY, TODAY),
      privacy: privacyDocument(OTHER_IDENTITY, TODAY),
    };
    const fixed = [PLANS, PRODUCTS, PLATFORM_PAGE, PRODUCT_PAGE, LANDING_CLAIMS, ABOUT_TILES, WHY_QUESTIONS, SIGNUP_STEPS, PRICING_CONTENT, FAQ_ENTRIES, FAQ_PAGE, COOKIE_BANNER, COOKIE_CATEGORIES, CORO_TERMS];
    const defaults = [
      DEFAULT_SITE_IDENTITY.productName,
      "Nordvagt",
      DEFAULT_SITE_IDENTITY.supportEmail,
      DEFAULT_SITE_IDENTITY.cvr,
      DEFAULT_SITE_IDENTITY.address.street,
    ];
    for (const [path, text] of strings({ identityDependent, fixed })) {
      for (const value of defaults) expect(text, path).not.toContain(value);
    }
    expectRealCopy(identityDependent);

    const serialised = JSON.stringify(identityDependent);
    for (const value of ["Værnet", "Eksempel Sikkerhed A/S", "hjaelp@eksempel-sikkerhed.dk", "12345678", "Banegårdspladsen 1, 8000\u00a0Aarhus\u00a0C"]) {
      expect(serialised).toContain(value);
    }
    expect(identityDependent.why.heading).toBe("Hvorfor Værnet?");
  });
});
