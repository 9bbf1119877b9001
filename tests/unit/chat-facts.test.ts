// The chat's calculators: prices from the plans (per month, per year, with and without VAT, the 1–30 limit),
// plan differences, feature ↔ plan, the notice rule on real calendars, and Danish/English number formats.
import { describe, expect, it } from "vitest";
import { formatDate, formatOre } from "../../supabase/functions/_shared/facts/money.ts";
import { cancellationEnds, latestCancellationFor } from "../../supabase/functions/_shared/facts/notice.ts";
import { cheapestPlanWith, planDifference, planHas, quote, withVatOre } from "../../supabase/functions/_shared/facts/pricing.ts";
import { PLAN_NOTICE_TEXT, PLANS, TRIAL_DAYS } from "#shared/content/plans.ts";
import { FAQ_ENTRIES } from "#shared/content/faq.ts";

const total = (plan: "core" | "essentials" | "complete", employees: number, months: 1 | 12 = 1, vat = false) => {
  const q = quote({ plan, employees, months, vat });
  if (!q.ok) throw new Error(q.reason);
  return q.totalOre / 100;
};

describe("price calculator", () => {
  it("multiplies the plan's per-employee price by the headcount, excl. VAT", () => {
    expect(total("essentials", 10)).toBe(660);
    expect(total("core", 30)).toBe(1320);
    expect(total("complete", 30)).toBe(3870);
    expect(total("core", 1)).toBe(44);
  });

  it("adds 25 % VAT exactly, also to amounts with øre", () => {
    expect(total("essentials", 10, 1, true)).toBe(825);
    expect(total("complete", 1, 1, true)).toBe(161.25);
    expect(withVatOre(6600)).toBe(8250);
  });

  it("works out a year as twelve months", () => {
    expect(total("essentials", 10, 12)).toBe(7920);
    expect(total("complete", 15, 12, true)).toBe(29025);
  });

  it("refuses headcounts outside 1–30 and fractions instead of clamping them", () => {
    expect(quote({ plan: "essentials", employees: 45 })).toMatchObject({ ok: false, reason: "too-many" });
    expect(quote({ plan: "essentials", employees: 0 })).toMatchObject({ ok: false, reason: "too-few" });
    expect(quote({ plan: "essentials", employees: 4.5 })).toMatchObject({ ok: false, reason: "not-whole" });
  });

  it("reads every price from the plans the pricing section shows", () => {
    for (const plan of PLANS) expect(total(plan.id, 1)).toBe(plan.pricePerEmployee);
  });
});

describe("plans and features", () => {
  it("names what a higher plan adds and what it costs more", () => {
    const d = planDifference("core", "essentials");
    expect(d.added).toEqual(["Email Security", "Cloud App Security", "Secure Messages", "Inbound Gateway"]);
    expect(d.perEmployeeOre).toBe(2200);
  });

  it("finds the cheapest plan with a feature, inherited features included", () => {
    expect(cheapestPlanWith("EDR")?.id).toBe("core");
    expect(cheapestPlanWith("Email Security")?.id).toBe("essentials");
    expect(cheapestPlanWith("Security Awareness Training")?.id).toBe("complete");
    expect(cheapestPlanWith("Teleportation")).toBeUndefined();
    expect(planHas("complete", "EDR")).toBe(true);
    expect(planHas("essentials", "Mobile Device Management")).toBe(false);
  });
});

describe("notice rule", () => {
  const d = (year: number, month: number, day: number) => ({ year, month, day });

  it("ends the subscription at the end of the current month plus one month", () => {
    expect(cancellationEnds(d(2027, 3, 10))).toEqual(d(2027, 4, 30));
    expect(cancellationEnds(d(2027, 3, 31))).toEqual(d(2027, 4, 30));
    expect(cancellationEnds(d(2026, 12, 1))).toEqual(d(2027, 1, 31));
    expect(cancellationEnds(d(2026, 11, 30))).toEqual(d(2026, 12, 31));
  });

  it("knows February in leap years and in others", () => {
    expect(cancellationEnds(d(2028, 1, 31))).toEqual(d(2028, 2, 29));
    expect(cancellationEnds(d(2027, 1, 31))).toEqual(d(2027, 2, 28));
    expect(cancellationEnds(d(2100, 1, 15))).toEqual(d(2100, 2, 28));
    expect(cancellationEnds(d(2000, 1, 15))).toEqual(d(2000, 2, 29));
  });

  it("works backwards: the last day to cancel to be out by the end of a month", () => {
    expect(latestCancellationFor({ year: 2027, month: 6 })).toEqual(d(2027, 5, 31));
    expect(latestCancellationFor({ year: 2027, month: 1 })).toEqual(d(2026, 12, 31));
    expect(latestCancellationFor({ year: 2028, month: 3 })).toEqual(d(2028, 2, 29));
  });

  it("agrees with the example the terms and the FAQ give", () => {
    expect(PLAN_NOTICE_TEXT).toContain("udgangen af den indeværende måned plus én måned");
    const faq = FAQ_ENTRIES.find((entry) => entry.id === "cancellation-notice")!.answer.join(" ");
    expect(faq).toContain("den 10. marts, ophører abonnementet med udgangen af april");
    expect(cancellationEnds(d(2027, 3, 10)).month).toBe(4);
    expect(TRIAL_DAYS).toBe(14);
  });
});

describe("number and date formats", () => {
  it("writes Danish amounts as the site does, English ones in English notation", () => {
    expect(formatOre(132000, "da")).toBe("1.320 kr.");
    expect(formatOre(16125, "da")).toBe("161,25 kr.");
    expect(formatOre(2902500, "da")).toBe("29.025 kr.");
    expect(formatOre(132000, "en")).toBe("DKK 1,320");
    expect(formatOre(16125, "en")).toBe("DKK 161.25");
  });

  it("writes dates as '30. april 2027' and '30 April 2027'", () => {
    expect(formatDate({ year: 2027, month: 4, day: 30 }, "da")).toBe("30. april 2027");
    expect(formatDate({ year: 2027, month: 4, day: 30 }, "en")).toBe("30 April 2027");
  });
});

describe("one source of facts for the site and the chat", () => {
  it("the terms, the FAQ and the landing page state the constants the chat answers from", async () => {
    const { termsDocument } = await import("#shared/content/legal/terms.ts");
    const { DEFAULT_SITE_IDENTITY } = await import("#shared/content/site.ts");
    const { LANDING_CLAIMS, SIGNUP_STEPS } = await import("../../src/content/landing.ts");
    const facts = await import("#shared/facts/site-facts.ts");
    const { RETENTION_MONTHS } = await import("#shared/content/retention.ts");
    const terms = termsDocument(DEFAULT_SITE_IDENTITY, new Date("2026-11-25T12:00:00Z")).sections.flatMap((s) => s.paragraphs).join(" ");
    expect(terms).toContain(`op til ${RETENTION_MONTHS.customer} måneder efter aftalens ophør`);
    expect(terms).toContain(`ændre priserne med ${facts.PRICE_CHANGE_NOTICE_DAYS} dages varsel`);
    expect(terms).toContain(`senest ${facts.PAYMENT_SUSPEND_DAYS} dage efter påmindelsen`);
    expect(terms).toContain(`oppetid for platformen på ${facts.UPTIME_TARGET_PERCENT}%`);
    expect(terms).toContain(`prøveperiode på ${TRIAL_DAYS} dage`);
    const faq = FAQ_ENTRIES.find((entry) => entry.id === "setup-time")!.answer.join(" ");
    expect(faq).toContain(`omkring ${facts.SETUP_TOTAL_HOURS} time`);
    expect(faq).toContain(`${facts.SETUP_MINUTES_PER_COMPUTER.min}-${facts.SETUP_MINUTES_PER_COMPUTER.max} minutter`);
    expect(LANDING_CLAIMS).toBe(facts.LANDING_CLAIMS);
    expect(LANDING_CLAIMS.map((claim) => claim.text)).toEqual(["500+ virksomheder", "99,9% oppetid", "ISO 27001-certificeret", "24/7 support", "onboarding på under 1 time"]);
    expect(SIGNUP_STEPS[2]!.text).toContain("10-15 minutter pr. computer");
  });
});
