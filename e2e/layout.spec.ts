import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createPost, deletePosts, type FixturePost } from "./support/posts.ts";
import { expect, restPath, test } from "./support/test.ts";

// Issue 11: layouts that must hold whatever the content: a wide table in a post on a phone, and the
// customer references for any number of cards.

test.describe("a wide table in a post, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const fixtures: FixturePost[] = [];
  test.afterAll(() => deletePosts(fixtures));

  test("scrolls inside its own box, which shows that it scrolls; the page itself does not", async ({ page }) => {
    const header = "| Plan | Endpoint | E-mail | Cloud-apps | Netværk | Data | Pris pr. medarbejder |";
    const rows = ["Core", "Essentials", "Complete"].map((plan) => `| ${plan} | Ja | Ja | Nej | Nej | Nej | 44 kr. |`);
    const post = await createPost({
      name: "wide-table",
      title: "E2E bred tabel",
      content: ["Sammenligning af planerne:", "", header, "|---|---|---|---|---|---|---|", ...rows].join("\n"),
    });
    fixtures.push(post);
    await page.goto(`/blog/${post.slug}`);
    const box = page.getByTestId("post-content").getByRole("region", { name: "Tabel" });
    await expect(box.getByRole("columnheader")).toHaveCount(7);

    const geometry = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        scrolls: element.scrollWidth > element.clientWidth,
        overflowX: style.overflowX,
        hint: style.backgroundImage,
        tabIndex: element.tabIndex,
        pageOverflows: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      };
    });
    expect(geometry.scrolls).toBe(true);
    expect(["auto", "scroll"]).toContain(geometry.overflowX);
    // The edge shadows that say "there is more to the side".
    expect(geometry.hint).toContain("radial-gradient");
    expect(geometry.tabIndex).toBe(0);
    expect(geometry.pageOverflows).toBe(false);

    // Scrolled to the end, the last column is reachable.
    await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(box.getByRole("columnheader", { name: "Pris pr. medarbejder" })).toBeInViewport();
  });
});

test.describe("customer references on a desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const testimonials = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: randomUUID(),
      company_name: index === 0 ? "Bager Hansen ApS" : `Kunde ${index + 1} A/S`,
      quote: `Reference nummer ${index + 1}: Skjold gav os ro i maven og en leverandør, der tager telefonen.`,
      industry: "Detail",
      logo_url: null,
      display_order: index,
      created_at: "2026-01-01T00:00:00Z",
    }));

  /** How many cards share each row, top to bottom. */
  async function rowSizes(page: Page): Promise<number[]> {
    const tops = await page.getByTestId("testimonial").evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    const rows = new Map<number, number>();
    for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, size]) => size);
  }

  for (const count of [1, 2, 4, 5, 7]) {
    test(`${count} reference${count === 1 ? "" : "s"}: rows as even as possible, no card left alone`, async ({ page }) => {
      await page.route(restPath("testimonials"), (route) => route.fulfill({ json: testimonials(count) }));
      await page.goto("/");
      await page.locator("#testimonials").scrollIntoViewIfNeeded();
      await expect(page.getByTestId("testimonial")).toHaveCount(count);
      await expect(page.getByTestId("testimonial").first()).toContainText("Reference nummer 1");
      const sizes = await rowSizes(page);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
      expect(Math.max(...sizes) - Math.min(...sizes), `rows ${sizes.join("+")}`).toBeLessThanOrEqual(1);
      if (count > 1) expect(sizes, `rows ${sizes.join("+")}`).not.toContain(1);
      // No logo: the company's initials stand in for it.
      await expect(page.getByTestId("testimonial").first().locator("figcaption")).toContainText("BH");
    });
  }
});
