import type { Page } from "@playwright/test";
import { sql } from "./support/db.ts";
import { expect, gate, restPath, test } from "./support/test.ts";

interface PostRow {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  featured_image: string | null;
  author_name: string | null;
  published_at: Date;
  reading_time_minutes: number;
}

// Written independently of the app's helpers: 'MMM d, yyyy' in Copenhagen time.
const cardDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "Europe/Copenhagen",
});

/**
 * /blog is prerendered with its posts, so a direct visit makes no list request. Tests of the loading,
 * empty and error states reach the list the way a reader inside the app does: by a link from the home page.
 */
async function openListInApp(page: Page) {
  await page.goto("/");
  // Clicked before hydration, the link would load the prerendered page instead.
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await page.locator('a[href="/blog"]:visible').first().click();
  await expect(page).toHaveURL("/blog");
}

const publishedPosts = () =>
  sql<PostRow>(
    `select slug, title, excerpt, category, featured_image, author_name, published_at, reading_time_minutes
       from public.blog_posts where status = 'published' and not _deleted order by published_at desc`,
  );

test.describe("/blog", () => {
  test("lists every published post, newest first, with all card fields", async ({ page }) => {
    const [newest, ...posts] = await publishedPosts();
    expect(posts.length).toBeGreaterThan(3);

    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "All Articles" })).toBeVisible();
    await expect(page.getByText("Explore our complete collection of cybersecurity insights and updates.")).toBeVisible();

    // The newest is the featured post above the grid (issue 36); the grid holds the rest, once each.
    const featured = page.getByTestId("blog-featured");
    await expect(featured.getByRole("heading", { level: 2 })).toHaveText(newest!.title);
    await expect(featured).toContainText(newest!.category);
    await expect(featured).toContainText(`${newest!.reading_time_minutes} min read`);
    await expect(featured.locator("time")).toHaveText(cardDate.format(newest!.published_at));
    if (newest!.featured_image) await expect(featured.locator("img")).toHaveAttribute("fetchpriority", "high");
    const cards = page.getByTestId("blog-card");
    await expect(cards).toHaveCount(posts.length);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(posts.map((post) => post.title));

    for (const [index, post] of posts.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(post.category);
      await expect(card).toContainText(`${post.reading_time_minutes} min read`);
      await expect(card).toContainText(post.excerpt);
      await expect(card.locator("time")).toHaveText(cardDate.format(post.published_at));
      if (post.author_name) await expect(card).toContainText(`By ${post.author_name}`);
      else await expect(card).not.toContainText("By ");
      const image = card.locator("img");
      if (post.featured_image) {
        await expect(image).toHaveAttribute("src", post.featured_image);
        // The featured post's picture is the page's largest paint; the grid's pictures wait until they are near.
        expect(index).toBeGreaterThanOrEqual(0);
        await expect(image).toHaveAttribute("loading", "lazy");
        await expect(image).toHaveAttribute("fetchpriority", "auto");
      } else {
        await expect(image).toHaveCount(0);
      }
    }
  });

  test("shows no drafts and no deleted posts", async ({ page }) => {
    const hidden = await sql<{ title: string }>(
      "select title from public.blog_posts where status <> 'published' or _deleted",
    );
    expect(hidden.length).toBeGreaterThan(0);
    await page.goto("/blog");
    await expect(page.getByTestId("blog-card").first()).toBeVisible();
    for (const { title } of hidden) await expect(page.getByText(title, { exact: true })).toHaveCount(0);
  });

  test("every featured image is a local file that loads", async ({ page, request }) => {
    const images = [...new Set((await publishedPosts()).flatMap((post) => post.featured_image ?? []))];
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) {
      expect(src, "featured images are served by the app itself").toMatch(/^\/[^/]/);
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toMatch(/^image\//);
    }
    await page.goto("/blog");
    const first = page.getByTestId("blog-card").locator("img").first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("shows six placeholder cards while loading", async ({ page }) => {
    const request = gate();
    await page.route(restPath("blog_posts"), async (route) => {
      await request.opened;
      await route.continue();
    });
    await openListInApp(page);
    await expect(page.getByTestId("blog-card-skeleton")).toHaveCount(6);
    await expect(page.getByRole("status")).toHaveText("Loading articles…");
    await expect(page.getByTestId("blog-card")).toHaveCount(0);

    request.open();
    await expect(page.getByTestId("blog-card").first()).toBeVisible();
    await expect(page.getByTestId("blog-card-skeleton")).toHaveCount(0);
  });

  test("shows the empty state when nothing is published", async ({ page }) => {
    await page.route(restPath("blog_posts"), (route) => route.fulfill({ json: [] }));
    await openListInApp(page);
    await expect(page.getByText("No articles published yet. Check back soon!")).toBeVisible();
    await expect(page.getByTestId("blog-card")).toHaveCount(0);
    await expect(page.getByTestId("blog-card-skeleton")).toHaveCount(0);
  });

  test("a post without date or author reads 'Coming Soon' and shows no byline", async ({ page }) => {
    const card = {
      id: "0b5f3d6e-7a40-4c0e-9c55-1f2a3b4c5d6e",
      slug: "kommer-snart",
      title: "Snart på bloggen",
      excerpt: "Et indlæg, der endnu ikke har en udgivelsesdato.",
      category: "Nyheder",
      featured_image: null,
      author_name: null,
      published_at: null,
      reading_time_minutes: 4,
    };
    await page.route(restPath("blog_posts"), (route) => route.fulfill({ json: [card] }));
    await openListInApp(page);
    // The only post is the featured one.
    const shown = page.getByTestId("blog-featured");
    await expect(shown).toHaveCount(1);
    await expect(page.getByTestId("blog-card")).toHaveCount(0);
    await expect(shown).toContainText("Coming Soon");
    await expect(shown).toContainText("4 min read");
    await expect(shown).not.toContainText("By ");
    await expect(shown.locator("img")).toHaveCount(0);
  });

  test("a failing list request shows the error page, and retrying recovers", async ({ page }) => {
    const failing = restPath("blog_posts");
    await page.route(failing, (route) =>
      route.fulfill({ status: 500, json: { code: "XX000", message: "boom", details: null, hint: null } }),
    );
    await openListInApp(page);
    await expect(page.getByRole("heading", { name: "Noget gik galt" })).toBeVisible();

    await page.unroute(failing);
    await page.getByRole("button", { name: "Prøv igen" }).click();
    await expect(page.getByTestId("blog-card").first()).toBeVisible();
  });

  test("clicking anywhere on a card opens the post at the top of the page", async ({ page }) => {
    const posts = await publishedPosts();
    const target = posts.at(-1)!;
    await page.goto("/blog");
    const card = page.getByTestId("blog-card").filter({ hasText: target.title });
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Near the bottom-left corner, far from the title, to prove the whole card is clickable.
    const box = (await card.boundingBox())!;
    await card.click({ position: { x: 12, y: box.height - 12 } });
    await expect(page).toHaveURL(`/blog/${target.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("cards fade in 0.1 s after one another", async ({ page }) => {
    await page.goto("/blog");
    const cards = page.getByTestId("blog-card");
    await expect(cards.nth(3)).toBeVisible();
    const animations = await cards.evaluateAll((elements) =>
      elements.slice(0, 4).map((element) => {
        const style = getComputedStyle(element);
        return [style.animationName, style.animationDelay];
      }),
    );
    expect(animations).toEqual([
      ["fade-up", "0s"],
      ["fade-up", "0.1s"],
      ["fade-up", "0.2s"],
      ["fade-up", "0.3s"],
    ]);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("cards do not animate", async ({ page }) => {
      await page.goto("/blog");
      const card = page.getByTestId("blog-card").first();
      await expect(card).toBeVisible();
      expect(await card.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    });
  });
});

test.describe("cover pictures", () => {
  // A phone at Lighthouse's mobile density: the 800 px WebP is enough, the 1,200 px JPEG is not fetched.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test("a phone gets the smaller WebP of a shipped cover", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") fetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/blog");
    // The featured post's picture: full width on a phone, the page's largest paint (issue 36).
    const picture = page.getByTestId("blog-featured").locator("img");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/-800\.webp$/);
    expect(fetched.filter((path) => path.startsWith("/images/blog/") && path.endsWith(".jpg"))).toEqual([]);
  });
});
