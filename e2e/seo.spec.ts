import type { Page } from "@playwright/test";
import { PRODUCT_SLUGS } from "#shared/content/products.ts";
import { sql } from "./support/db.ts";
import { expect, test } from "./support/test.ts";

interface SeededPost {
  slug: string;
  title: string;
  meta_description: string | null;
  meta_keywords: string[];
  author_name: string | null;
  published_at: Date;
  linkedin_url: string | null;
}

/** Published posts that existed when the build ran (the tests' own posts are named e2e-…). */
const seededPosts = () =>
  sql<SeededPost>(
    `select slug, title, meta_description, meta_keywords, author_name, published_at, linkedin_url
       from public.blog_posts where status = 'published' and not _deleted and slug not like 'e2e-%'
      order by published_at desc`,
  );

/** Parses XML with the browser's parser; fails on malformed documents. */
async function parseXml(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toContain("xml");
  const text = await response.text();
  return { text, page, errors: await page.evaluate((xml) => new DOMParser().parseFromString(xml, "application/xml").getElementsByTagName("parsererror").length, text) };
}

test("sitemap.xml lists every public page and every post on the site URL", async ({ page, baseURL }) => {
  await page.goto("/404");
  const { text, errors } = await parseXml(page, "/sitemap.xml");
  expect(errors).toBe(0);
  const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const expected = [
    "/",
    "/platform",
    ...PRODUCT_SLUGS.map((slug) => `/platform/${slug}`),
    "/blog",
    "/faq",
    "/terms",
    "/privacy",
    "/coro-terms",
    ...(await seededPosts()).filter((post) => !post.linkedin_url).map((post) => `/blog/${post.slug}`),
  ].map((path) => `${baseURL}${path}`);
  expect(locs.sort()).toEqual(expected.sort());
  expect(locs).not.toContain(`${baseURL}/404`);
});

test("rss.xml is a valid RSS 2.0 feed of the posts, linked from every page", async ({ page, baseURL }) => {
  await page.goto("/");
  const feedLink = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  await expect(feedLink).toHaveAttribute("href", "/rss.xml");

  const { text, errors } = await parseXml(page, "/rss.xml");
  expect(errors).toBe(0);
  expect(text).toContain('<rss version="2.0"');
  expect(text).toContain(`<atom:link href="${baseURL}/rss.xml" rel="self"`);
  const posts = await seededPosts();
  const items = [...text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
  expect(items).toHaveLength(posts.length);
  for (const [index, post] of posts.entries()) {
    const item = items[index]!;
    expect(item).toContain(`<link>${baseURL}/blog/${post.slug}</link>`);
    expect(item).toContain(`<pubDate>${post.published_at.toUTCString()}</pubDate>`);
    expect(item).toMatch(/<title>[^<]+<\/title>/);
    expect(item).toMatch(/<description>[^<]+<\/description>/);
  }
});

test("robots.txt allows crawling and points at the sitemap, without naming the admin path", async ({ page, baseURL }) => {
  const response = await page.request.get("/robots.txt");
  expect(response.ok()).toBe(true);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).not.toContain(process.env.VITE_ADMIN_PATH ?? "/sikker-adgang-7f3k");
});

test.describe("post pages", () => {
  test("carry the post's description, keywords, Open Graph article tags and Article structured data", async ({ page, baseURL }) => {
    const post = (await seededPosts()).find((candidate) => candidate.meta_description && candidate.meta_keywords.length && !candidate.linkedin_url);
    expect(post, "a seeded post with meta description and keywords").toBeDefined();
    const url = `${baseURL}/blog/${post!.slug}`;
    await page.goto(`/blog/${post!.slug}`);

    await expect(page).toHaveTitle(`${post!.title} | Skjold`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post!.meta_description!);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", post!.meta_keywords.join(", "));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", url);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${post!.title} | Skjold`);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(new RegExp(`^${baseURL}/`));

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post!.title,
      description: post!.meta_description,
      keywords: post!.meta_keywords.join(", "),
      mainEntityOfPage: { "@id": url },
      datePublished: expect.any(String),
      publisher: { "@type": "Organization" },
    });
    expect(new Date(jsonLd.datePublished as string).getTime()).toBe(post!.published_at.getTime());
  });

  test("navigating inside the app keeps the head in step with the page", async ({ page, baseURL }) => {
    const [post] = await seededPosts();
    await page.goto(`/blog/${post!.slug}`);
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page).toHaveTitle("All Articles | Skjold");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blog`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    // The post's own tags are gone, not left behind.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('meta[name="keywords"]')).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    // Back on the page the app was hydrated on (whose head was prerendered), the post's head returns.
    await page.goBack();
    await expect(page).toHaveTitle(`${post!.title} | Skjold`);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  });
});

test("English documents declare their language on <html>; the rest is Danish", async ({ page }) => {
  await page.goto("/coro-terms");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await page.goto("/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
});
