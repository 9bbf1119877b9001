// Issue 36, item 9: posts lead somewhere. A post ends with related posts of its category (then the newest others),
// never a draft; /blog offers its categories as filters in the URL and shows the newest post large, once.
import { seriousAxeViolations } from "./support/axe.ts";
import { sql } from "./support/db.ts";
import { createPost, deletePosts, type FixturePost } from "./support/posts.ts";
import { expect, test } from "./support/test.ts";

interface Row {
  slug: string;
  title: string;
  category: string;
}

const published = () =>
  sql<Row>(
    `select slug, title, category from public.blog_posts where status = 'published' and not _deleted
      order by published_at desc, id`,
  );

test.describe("related posts at the end of a post", () => {
  const category = `E2E-relateret-${Date.now().toString(36)}`;
  let main: FixturePost | undefined;
  let sibling: FixturePost | undefined;
  let draft: FixturePost | undefined;

  test.beforeAll(async () => {
    // Dated in 2024: older than the seed's posts, so /blog's featured post and the seed's pages stay as built.
    sibling = await createPost({ name: "relateret-soester", category, published_at: "2024-05-01T08:00:00Z" });
    main = await createPost({ name: "relateret-hoved", category, published_at: "2024-06-01T08:00:00Z" });
    draft = await createPost({ name: "relateret-kladde", category, status: "draft" });
  });

  test.afterAll(() => deletePosts([main, sibling, draft]));

  test("the prerendered page already holds them, and a seeded draft of the same category is not among them", async ({ request }) => {
    // Identitet: the seed's MFA post is published, its Passkeys post of the same category is a draft.
    const [mfa] = await sql<Row>("select slug, title, category from public.blog_posts where slug = 'mfa-den-billigste-sikkerhed'");
    const [passkeys] = await sql<Row & { status: string }>(
      "select slug, title, category, status from public.blog_posts where slug = 'passkeys-farvel-til-adgangskoder'",
    );
    expect(passkeys?.status).toBe("draft");
    expect(passkeys?.category).toBe(mfa?.category);

    const html = await (await request.get(`/blog/${mfa!.slug}`)).text();
    const section = /<section[^>]*data-testid="related-posts"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
    expect(section, "the related posts are in the static HTML").not.toBe("");
    expect(section.match(/data-testid="related-card"/g)).toHaveLength(3);
    // No other published post shares Identitet: the three are the newest others, and the heading says so.
    expect(section).toContain("Seneste indlæg");
    expect(section).not.toContain(passkeys!.title);
    const newest = (await published()).filter((row) => row.slug !== mfa!.slug).slice(0, 3);
    for (const row of newest) expect(section).toContain(`href="/blog/${row.slug}"`);
  });

  test("a post shows others of its category first, says which is which, and never a draft", async ({ page }) => {
    await page.goto(`/blog/${main!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(main!.title);
    const related = page.getByTestId("related-posts");
    await expect(related.getByRole("heading", { level: 2 })).toHaveText(`Mere om ${category} og seneste indlæg`);
    const cards = related.getByTestId("related-card");
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText(sibling!.title);
    await expect(cards.first()).toContainText(category);
    await expect(cards.first()).toHaveAttribute("data-same-category", "true");
    await expect(cards.nth(1)).toHaveAttribute("data-same-category", "false");
    await expect(related).not.toContainText(draft!.title);
    await expect(related).not.toContainText(main!.title);
    // Each card tells its category, date and reading time, and the whole card opens the post.
    await expect(cards.first().locator("time")).toHaveCount(1);
    await expect(cards.first()).toContainText("min læsning");
    await cards.first().click({ position: { x: 8, y: 8 } });
    await expect(page).toHaveURL(`/blog/${sibling!.slug}`);
    await expect(page.getByTestId("related-posts").getByTestId("related-card").first()).toContainText(main!.title);
    // "All posts about …" leads to the list filtered by the category.
    await page.getByRole("link", { name: `Alle indlæg om ${category}` }).click();
    await expect(page).toHaveURL(`/blog?kategori=${encodeURIComponent(category)}`);
    await expect(page.getByTestId("blog-featured")).toContainText(main!.title);
    await expect(page.getByTestId("blog-card")).toHaveCount(1);
    await expect(page.getByTestId("blog-card")).toContainText(sibling!.title);
  });
});

test.describe("/blog: categories and the featured post", () => {
  test("the newest post is featured, large, and not repeated in the grid", async ({ page }) => {
    const [newest, ...rest] = await published();
    await page.goto("/blog");
    const featured = page.getByTestId("blog-featured");
    await expect(featured.getByRole("heading", { level: 2 })).toHaveText(newest!.title);
    await expect(page.getByTestId("blog-card")).toHaveCount(Math.min(rest.length, 12));
    await expect(page.getByTestId("blog-card").filter({ hasText: newest!.title })).toHaveCount(0);
    const [featuredBox, cardBox] = [await featured.boundingBox(), await page.getByTestId("blog-card").first().boundingBox()];
    expect(featuredBox!.width).toBeGreaterThan(cardBox!.width * 2);
  });

  test("a category in the URL filters the list in the app, from a shared link", async ({ page }) => {
    const posts = await published();
    const chosen = posts.at(-1)!;
    await page.goto(`/blog?kategori=${encodeURIComponent(chosen.category)}`);
    const filters = page.getByRole("navigation", { name: "Kategorier" });
    await expect(filters.getByRole("link", { name: new RegExp(`^${chosen.category} \\d+ indlæg$`) })).toHaveAttribute("aria-current", "page");
    await expect(filters.getByRole("link", { name: /^Alle/ })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("blog-featured")).toContainText(chosen.title);
    const inCategory = posts.filter((post) => post.category === chosen.category);
    await expect(page.getByTestId("blog-card")).toHaveCount(inCategory.length - 1);
    for (const other of posts.filter((post) => post.category !== chosen.category)) {
      await expect(page.getByText(other.title, { exact: true })).toHaveCount(0);
    }
    // The selection survives a reload.
    await page.reload();
    await expect(page.getByTestId("blog-featured")).toContainText(chosen.title);
  });

  test("clicking a category filters, keeps it in the URL, and 'Alle' goes back", async ({ page }) => {
    const posts = await published();
    const chosen = posts[1]!;
    await page.goto("/blog");
    // A plain link: it works whether or not the app has started.
    await page.getByRole("navigation", { name: "Kategorier" }).getByRole("link", { name: new RegExp(`^${chosen.category} `) }).click();
    await expect(page).toHaveURL(`/blog?kategori=${encodeURIComponent(chosen.category)}`);
    await expect(page.getByTestId("blog-featured")).toContainText(chosen.title);
    await expect(page.getByText(posts[0]!.title, { exact: true })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Kategorier" }).getByRole("link", { name: /^Alle/ }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByTestId("blog-featured")).toContainText(posts[0]!.title);
  });

  test("an unknown category says so and leads back to all posts", async ({ page }) => {
    await page.goto("/blog?kategori=Findes-ikke");
    await expect(page.getByText("Der er ingen udgivne indlæg i kategorien “Findes-ikke”.")).toBeVisible();
    await page.getByRole("link", { name: "Se alle indlæg" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByTestId("blog-featured")).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("the filters are one short row that scrolls inside itself, and the page never scrolls sideways", async ({ page }) => {
      await page.goto("/blog");
      const row = page.getByTestId("blog-filters").locator("ul");
      const box = await row.boundingBox();
      // One row of touch-sized chips, not four wrapped lines.
      expect(box!.height).toBeLessThan(64);
      expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});

test.describe("accessibility", () => {
  test("/blog filtered and a post with related posts have no serious violations", async ({ page }) => {
    test.setTimeout(60_000);
    const [newest] = await published();
    await page.goto(`/blog?kategori=${encodeURIComponent(newest!.category)}`);
    await page.getByTestId("blog-featured").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto("/blog");
    await page.getByTestId("blog-featured").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto("/blog/mfa-den-billigste-sikkerhed");
    await page.getByTestId("related-posts").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
