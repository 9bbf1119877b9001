import type { Locator, Page } from "@playwright/test";

/** The public pages the design is judged on (issue 11), at a desktop and a phone size. */
export const DESIGN_PAGES: ReadonlyArray<{ name: string; path: string }> = [
  { name: "home", path: "/" },
  { name: "platform", path: "/platform" },
  { name: "product", path: "/platform/endpoint" },
  { name: "blog", path: "/blog" },
  // A seeded post with a wide table, footnotes and a featured image.
  { name: "post", path: "/blog/trusselsbilledet-for-smaa-virksomheder-2026" },
  { name: "faq", path: "/faq" },
  { name: "404", path: "/404" },
];

export const DESIGN_VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** A visitor who answered the cookie banner, so the page itself is what is seen. */
export async function answerCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, functional: false, analytical: false })),
  );
}

/**
 * What changes from run to run or with other work, covered in the screenshots: dates and the year,
 * view counts, database-driven lists (references, the latest posts) and floating widgets.
 */
export function dynamicParts(page: Page): Locator[] {
  return [
    page.locator("time"),
    page.locator("footer").getByText(/©/),
    page.locator("#testimonials ul"),
    page.locator("#blog ul, #blog [data-testid=blog-card]"),
    page.locator("[data-testid*=views]"),
    page.locator("[data-testid*=chat]"),
    // The signed-in account's e-mail in the account header: a fresh user per run.
    page.locator("[data-testid=signed-in-as]"),
    page.locator("[data-testid=offline-indicator], [data-testid=update-prompt]"),
  ];
}
