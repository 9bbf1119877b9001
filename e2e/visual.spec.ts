import type { Page } from "@playwright/test";
import { PLANS } from "#shared/content/plans.ts";
import { sql } from "./support/db.ts";
import { answerCookieBanner, DESIGN_PAGES, DESIGN_VIEWPORTS, dynamicParts } from "./support/visual.ts";
import { expect, test } from "./support/test.ts";
import { adminPerFile, createUser, signInPage, type E2EUser } from "./support/users.ts";

/*
 * Screenshot baselines of the public pages at 1440×900 and 390×844 (issue 11), in e2e/visual.spec.ts-snapshots/.
 * They are taken with this machine's Debian Chromium, which CI uses too. After a deliberate design change:
 *   npm run test:e2e -- e2e/visual.spec.ts --update-snapshots
 * A 2% pixel tolerance absorbs anti-aliasing; dynamic parts are masked (support/visual.ts).
 */

for (const viewport of DESIGN_VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { name, path } of DESIGN_PAGES) {
      test(`${name} looks as designed`, async ({ page }) => {
        test.setTimeout(60_000);
        await answerCookieBanner(page);
        await page.goto(path);
        await page.locator("h1").first().waitFor();
        // Every picture in the page has arrived (lazy ones are loaded by scrolling through).
        await page.evaluate(async () => {
          for (const image of document.images) image.loading = "eager";
          await Promise.all([...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null))));
          await document.fonts.ready;
        });
        await expect(page).toHaveScreenshot(`${name}-${viewport.name}.png`, {
          fullPage: true,
          animations: "disabled",
          caret: "hide",
          mask: dynamicParts(page),
          maxDiffPixelRatio: 0.02,
        });
      });
    }
  });
}

/** An active Essentials subscription for 5 employees, renewing on a fixed date, as the webhook would store it. */
async function subscribe(user: E2EUser): Promise<void> {
  const suffix = user.id.replaceAll("-", "");
  const price = PLANS.find((plan) => plan.id === "essentials")!.priceId;
  await sql("insert into public.customers (user_id, stripe_customer_id) values ($1, $2)", [user.id, `cus_${suffix}`]);
  await sql(
    `insert into public.subscriptions (id, user_id, stripe_customer_id, status, price_id, quantity, current_period_end, stripe_state_at)
     values ($1, $2, $3, 'active', $4, 5, '2027-01-15T12:00:00Z', 1)`,
    [`sub_${suffix}`, user.id, `cus_${suffix}`, price],
  );
}

/**
 * The signed-in product's screens (issue 24): sign-in, the portal before and after a subscription, the admin
 * posts list in its own shell, and the post editor. What other tests change (the posts in the list) is masked.
 */
const SIGNED_IN_SCREENS: ReadonlyArray<{
  name: string;
  path: string;
  as?: "customer" | "subscriber" | "admin";
  ready: (page: Page) => Promise<void>;
}> = [
  { name: "auth", path: "/auth", ready: (page) => page.getByRole("button", { name: "Sign In", exact: true }).waitFor() },
  {
    name: "portal-before",
    path: "/customer-portal",
    as: "customer",
    ready: (page) => page.getByRole("heading", { name: "Core" }).waitFor(),
  },
  {
    name: "portal-after",
    path: "/customer-portal",
    as: "subscriber",
    // The billing panel reads Stripe, where this stored-only subscription has no customer: wait until it
    // has answered (its contents are masked below), so the frame is the same on every run.
    ready: async (page) => {
      await page.getByRole("button", { name: /Administrer abonnement/ }).waitFor();
      await page.getByRole("region", { name: "Betaling og fakturaer" }).locator("[data-loading]").first().waitFor({ state: "detached", timeout: 20_000 });
    },
  },
  { name: "admin-posts", path: "/admin/posts", as: "admin", ready: (page) => page.getByText("Synkroniseret").waitFor() },
  { name: "admin-editor", path: "/admin/posts/new", as: "admin", ready: (page) => page.locator("[contenteditable='true']").waitFor() },
];

// The admin screens' one admin, signed in once (support/users.ts); each screen still opens in a fresh browser.
const asAdmin = adminPerFile();

for (const viewport of DESIGN_VIEWPORTS) {
  test.describe(`signed-in product, ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { name, path, as, ready } of SIGNED_IN_SCREENS) {
      test(`${name} looks as designed`, async ({ page }) => {
        test.setTimeout(60_000);
        await answerCookieBanner(page);
        if (as === "admin") await asAdmin(page);
        else if (as) {
          const user = await createUser();
          if (as === "subscriber") await subscribe(user);
          await signInPage(page, user);
        }
        await page.goto(path);
        await ready(page);
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${name}-${viewport.name}.png`, {
          fullPage: true,
          animations: "disabled",
          caret: "hide",
          mask: [...dynamicParts(page), page.locator("[data-testid=admin-post-cards] > li, table tbody, section[aria-labelledby=billing-overview] > div, section[aria-labelledby=billing-overview] > p")],
          maxDiffPixelRatio: 0.02,
        });
      });
    }
  });
}

test("a blog card whose picture cannot load shows the card's art, not a broken-image icon", async ({ page }) => {
  await answerCookieBanner(page);
  await page.route("**/images/blog/**", (route) => route.abort("internetdisconnected"));
  await page.goto("/blog");
  const picture = page.getByTestId("blog-card").first().locator("img");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  await expect(picture).toHaveScreenshot("blog-card-picture-offline.png", { animations: "disabled", maxDiffPixelRatio: 0.02 });
});
