import { createPost, deletePosts, type FixturePost } from "./support/posts.ts";
import { sql } from "./support/db.ts";
import { seriousAxeViolations as seriousViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

let linkedIn: FixturePost;
let seeded: string[];

test.beforeAll(async () => {
  linkedIn = await createPost({ name: "a11y-linkedin", linkedin_url: "https://www.linkedin.com/posts/a11y-e2e" });
  // Every seeded article: together they hold tables, task lists, footnotes, code and raw HTML.
  const rows = await sql<{ slug: string }>(
    "select slug from public.blog_posts where status = 'published' and not _deleted and linkedin_url is null",
  );
  seeded = rows.map((row) => row.slug);
});

test.afterAll(() => deletePosts([linkedIn]));

const pages: Array<[string, () => string, string]> = [
  ["home", () => "/", "h1"],
  ["blog list", () => "/blog", "[data-testid=blog-card]"],
  ["article not found", () => "/blog/findes-ikke", "h1"],
  ["LinkedIn post", () => `/blog/${linkedIn.slug}`, "h1"],
  ["404", () => "/findes/ikke", "h1"],
];

for (const [name, path, ready] of pages) {
  test(`${name} has no serious accessibility violations`, async ({ page }) => {
    // One axe run takes 3–10 s here, three times that on a busy CI machine.
    test.setTimeout(45_000);
    await page.goto(path());
    await page.locator(ready).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("every seeded article has no serious accessibility violations", async ({ page }) => {
  // One axe run per article (about ten): give the loop the time of ten single-page checks.
  test.setTimeout(30_000 + seeded.length * 15_000);
  expect(seeded.length).toBeGreaterThan(0);
  for (const [at, slug] of seeded.entries()) {
    await page.goto(`/blog/${slug}`);
    await page.getByTestId("post-content").waitFor();
    // The page around an article is the same for all of them: checked whole once, then only what differs (the
    // article's own content), which takes a fraction of a whole-page run.
    expect(await seriousViolations(page, at === 0 ? undefined : "[data-testid=post-content]"), slug).toEqual([]);
  }
});

test("the loading states have no serious accessibility violations", async ({ page }) => {
  // Two pages and two axe runs (about 15 s on a quiet machine): the time of two single-page checks.
  test.setTimeout(60_000);
  await page.route(
    (url) => url.pathname.startsWith("/rest/v1/"),
    () => {
      // Never answered: the page stays in its loading state for the check.
    },
  );
  // Prerendered pages arrive with their data: the loading states show when the app fetches it itself,
  // i.e. after a link inside the app, or for a post that was not prerendered.
  await page.goto("/");
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await page.locator('a[href="/blog"]:visible').first().click();
  await page.getByTestId("blog-card-skeleton").first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/blog/ikke-prerenderet-endnu");
  await page.getByTestId("post-skeleton").waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/blog");
  await page.getByTestId("blog-card").first().waitFor();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Spring til indhold" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});
