import { sql } from "./support/db.ts";
import { expectHead } from "./support/head.ts";
import { createPost, deletePosts } from "./support/posts.ts";
import { expect, gate, test } from "./support/test.ts";

/**
 * The production build's pages as crawlers and visitors without JavaScript get them: the HTML files
 * written at build time (scripts/prerender.ts), read with JavaScript off. Here what is compared with the
 * database (the lists of references and posts, every post) and the app taking over the HTML; each page's own
 * HTML and head, which only the build wrote, are checked beside the serial specs in prerender-pages.spec.ts.
 */

interface SeededPost {
  slug: string;
  title: string;
  content: string;
  meta_description: string | null;
}

/** Published posts of the demo seed: they existed when the build ran, so they were prerendered. */
async function seededPosts(): Promise<SeededPost[]> {
  return sql<SeededPost>(
    `select slug, title, content, meta_description from public.blog_posts
      where status = 'published' and not _deleted and linkedin_url is null and slug not like 'e2e-%'
      order by published_at desc`,
  );
}

/** A sentence of the post's body as it reads on the page (markdown syntax stripped). */
function bodySentence(markdown: string): string {
  const paragraph = markdown
    .split("\n")
    .map((line) => line.trim())
    .find((line) => /^[A-ZÆØÅ]/.test(line) && line.length > 40 && !/[*_`[\]|]/.test(line));
  if (!paragraph) throw new Error("no plain paragraph in the post");
  return paragraph.slice(0, 60);
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("/ carries the active testimonials in display order and the three latest posts, with no loading state", async ({ page }) => {
    // Rows the browser tests add after the build (their names start with E2E) are not in the build.
    const testimonials = await sql<{ company_name: string }>(
      `select company_name from public.testimonials where is_active and not _deleted and company_name not like 'E2E%'
        order by display_order asc, created_at desc`,
    );
    const latest = await sql<{ title: string }>(
      `select title from public.blog_posts where status = 'published' and not _deleted and slug not like 'e2e-%'
        order by published_at desc nulls last limit 3`,
    );
    expect(testimonials.length).toBeGreaterThan(1);
    expect(latest).toHaveLength(3);
    await page.goto("/");
    const names = page.locator("#testimonials [data-testid=testimonial] figcaption span > span:first-child");
    expect((await names.allTextContents()).filter((name) => !name.startsWith("E2E"))).toEqual(testimonials.map((row) => row.company_name));
    await expect(page.locator("#blog [data-testid=blog-card] h3")).toHaveText(latest.map((row) => row.title));
    await expect(page.getByText(/Indlæser/)).toHaveCount(0);
    await expect(page.locator("[data-loading], [aria-busy=true]")).toHaveCount(0);
  });

  test("the blog list and every published post carry their text", async ({ page }) => {
    const posts = await seededPosts();
    expect(posts.length).toBeGreaterThan(3);
    await page.goto("/blog");
    for (const post of posts) await expect(page.getByRole("heading", { name: post.title })).toBeVisible();

    for (const post of posts) {
      await page.goto(`/blog/${post.slug}`);
      await expect(page.locator("h1")).toHaveText(post.title);
      await expect(page.locator("article")).toContainText(bodySentence(post.content));
      await expectHead(page, `/blog/${post.slug}`);
      if (post.meta_description) {
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.meta_description);
      }
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    }
  });
});

test.describe("with JavaScript on", () => {
  test("prerendered pages hydrate without mismatches or refetching their data", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat|#418|#423|#425/i.test(message.text())) problems.push(message.text());
    });
    const [post] = await seededPosts();
    const blogReads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/rest/v1/blog_posts") blogReads.push(request.url());
    });

    for (const path of ["/", "/platform/endpoint", "/faq", "/coro-terms", "/blog", `/blog/${post!.slug}`]) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      // The app has taken over once the head manager ran (it loads lazily after hydration).
      await page.waitForLoadState("networkidle");
    }
    expect(problems).toEqual([]);
    // The build's data was handed to the client: the blog pages did not ask the API again.
    expect(blogReads).toEqual([]);
  });

  test("a prerendered post counts its view without loading the markdown renderer or supabase-js", async ({ page }) => {
    const [post] = await seededPosts();
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
    });
    const counted = page.waitForResponse((response) => response.url().includes("/rest/v1/rpc/increment_post_views"));
    await page.goto(`/blog/${post!.slug}`);
    expect((await counted).ok()).toBe(true);
    await page.waitForLoadState("networkidle");
    // The build already rendered the markdown, and a visitor's reads need no auth code (src/lib/public-data.ts).
    // Looked for by strings that survive minification: react-markdown's JSX runtime and supabase-js's auth client.
    const code = await Promise.all(scripts);
    expect(code.filter((text) => text.includes("Expected `jsxs` in production options"))).toHaveLength(0);
    expect(code.filter((text) => text.includes("Multiple GoTrueClient instances"))).toHaveLength(0);

    // A post published after the build has no HTML to adopt: the renderer is loaded then (and found).
    const fresh = await createPost({ name: "after-build", title: "E2E: Efter bygget", content: "Et afsnit med **fed** tekst." });
    try {
      scripts.length = 0;
      await page.goto(`/blog/${fresh.slug}`);
      await expect(page.getByTestId("post-content").locator("strong")).toHaveText("fed");
      expect((await Promise.all(scripts)).some((text) => text.includes("Expected `jsxs` in production options"))).toBe(true);
    } finally {
      await deletePosts([fresh]);
    }
  });

  // The product page also scrolls to the top when its slug changes; its hydration is not such a change.
  for (const [path, below] of [["/", "#why"], ["/platform/endpoint", "nav[aria-labelledby='related-products-heading']"]] as const) {
    test(`${path} scrolled before the app has loaded stays where the visitor scrolled it`, async ({ page }) => {
      // Hold the app's code until the visitor has scrolled the prerendered page.
      const held = gate();
      await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
        await held.opened;
        await route.continue();
      });
      // A phone-class CPU: hydration then commits in several passes, the order the restore must survive.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      await page.locator(below).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(500);
      // The landing page starts its app on the visitor's first intent (src/app/start-on-intent.ts).
      await page.mouse.move(5, 5);
      held.open();
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });
  }

  test("a post published after the build is rendered by the browser", async ({ page }) => {
    // Any unknown path falls back to a prerendered page's HTML; the app must render the right page.
    await page.goto("/blog/findes-ikke-endnu");
    await expect(page.locator("h1")).toHaveText("Article Not Found");
    await expect(page.locator("html")).not.toHaveAttribute("data-spa-fallback", "");
  });
});
