import type { Page } from "@playwright/test";
import { createPost, deletePosts, viewsOf, type FixturePost } from "./support/posts.ts";
import { expect, gate, restPath, test } from "./support/test.ts";

const MARKDOWN = `Indledning med ~~gennemstreget~~ tekst og et autolink: https://www.example.dk/sikkerhed

## Priser

| Plan | Pris |
|:-----|-----:|
| Core | 44 kr. |
| Complete | 129 kr. |

- [x] Slå MFA til
- [ ] Test gendannelse af backup

Et udsagn med en kilde.[^1]

[^1]: Kilden står i fodnoten.
`;

const RAW_HTML = `Før <b>fed</b> efter.

<script>window.__e2eInjected = true</script>

En billed-tag: <img src="/favicon.svg" onerror="window.__e2eInjected = true" data-e2e="raw">
`;

const LINKEDIN_URL = "https://www.linkedin.com/posts/nordvagt-e2e-activity-123";

let article: FixturePost;
let rawHtml: FixturePost;
let linkedIn: FixturePost;
let draft: FixturePost;

test.beforeAll(async () => {
  article = await createPost({
    name: "markdown",
    title: "E2E: Markdown i praksis",
    category: "Vejledning",
    author_name: "Test Forfatter",
    published_at: "2025-03-04T10:00:00Z",
    reading_time_minutes: 3,
    featured_image: "/images/blog/iso-27001.jpg",
    content: MARKDOWN,
  });
  rawHtml = await createPost({ name: "raw-html", title: "E2E: Rå HTML", content: RAW_HTML });
  linkedIn = await createPost({ name: "linkedin", title: "E2E: Opslag på LinkedIn", linkedin_url: LINKEDIN_URL });
  draft = await createPost({ name: "draft", title: "E2E: Kladde", status: "draft" });
});

test.afterAll(async () => {
  await deletePosts([article, rawHtml, linkedIn, draft]);
});

test.describe("a normal post", () => {
  test("shows back link, badge, reading time, title, author, date, image and content", async ({ page }) => {
    await page.goto(`/blog/${article.slug}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("E2E: Markdown i praksis");
    await expect(main.getByText("Vejledning", { exact: true })).toBeVisible();
    await expect(main.getByText("3 min read")).toBeVisible();
    await expect(main.getByText("By Test Forfatter")).toBeVisible();
    // The post's own date (the related posts under it carry theirs).
    await expect(main.locator("article time")).toHaveText("March 4, 2025");
    await expect(page).toHaveTitle(/E2E: Markdown i praksis/);

    const image = main.getByRole("img", { name: "E2E: Markdown i praksis" });
    await expect(image).toHaveAttribute("src", "/images/blog/iso-27001.jpg");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await main.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "All Articles" })).toBeVisible();
  });

  test("renders GFM: tables, task lists, strikethrough, autolinks and footnotes", async ({ page }) => {
    await page.goto(`/blog/${article.slug}`);
    const content = page.getByTestId("post-content");

    const table = content.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Plan", "Pris"]);
    await expect(table.getByRole("row").nth(2).getByRole("cell")).toHaveText(["Complete", "129 kr."]);

    const done = content.getByRole("checkbox", { name: "Udført", exact: true });
    const todo = content.getByRole("checkbox", { name: "Ikke udført" });
    await expect(done).toBeChecked();
    await expect(done).toBeDisabled();
    await expect(todo).not.toBeChecked();
    await expect(content.getByRole("listitem").filter({ hasText: "Slå MFA til" }).getByRole("checkbox")).toBeChecked();

    await expect(content.locator("del")).toHaveText("gennemstreget");

    const autolink = content.getByRole("link", { name: /https:\/\/www\.example\.dk\/sikkerhed/ });
    await expect(autolink).toHaveAttribute("href", "https://www.example.dk/sikkerhed");
    await expect(autolink).toHaveAttribute("rel", "noopener noreferrer");

    const reference = content.locator("sup a");
    await expect(reference).toHaveText("1");
    const footnoteId = (await reference.getAttribute("href"))!.slice(1);
    const footnote = content.locator(`[id="${footnoteId}"]`);
    await expect(footnote).toContainText("Kilden står i fodnoten.");
    await expect(content.getByRole("heading", { name: "Fodnoter" })).toBeAttached();
    await expect(content.getByRole("heading", { level: 2, name: "Priser" })).toBeVisible();
  });

  test("shows raw HTML as text and never runs it", async ({ page }) => {
    await page.goto(`/blog/${rawHtml.slug}`);
    const content = page.getByTestId("post-content");
    await expect(content).toContainText("Før <b>fed</b> efter.");
    await expect(content).toContainText("<script>window.__e2eInjected = true</script>");
    await expect(content).toContainText('<img src="/favicon.svg" onerror="window.__e2eInjected = true" data-e2e="raw">');
    await expect(content.locator("b, script, img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __e2eInjected?: boolean }).__e2eInjected)).toBeUndefined();
  });

  test("shows a skeleton while the post loads", async ({ page }) => {
    const request = gate();
    await page.route(restPath("blog_posts"), async (route) => {
      await request.opened;
      await route.continue();
    });
    await page.goto(`/blog/${article.slug}`);
    await expect(page.getByTestId("post-skeleton")).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Loading article…");
    request.open();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E: Markdown i praksis");
    await expect(page.getByTestId("post-skeleton")).toHaveCount(0);
  });
});

test.describe("the views counter", () => {
  let counted: FixturePost;
  test.beforeAll(async () => {
    counted = await createPost({ name: "views", title: "E2E: Visninger" });
  });
  test.afterAll(() => deletePosts([counted]));

  test("counts a visitor once a day and shows the count, however often they load the page", async ({ page }) => {
    expect(await viewsOf(counted)).toBe(0);
    const counter = () =>
      page.waitForResponse((response) => response.url().includes("/rest/v1/rpc/increment_post_views"));

    let response = counter();
    await page.goto(`/blog/${counted.slug}`);
    expect((await response).ok()).toBe(true);
    await expect(page.getByTestId("post-views")).toHaveText("1 view");
    expect(await viewsOf(counted)).toBe(1);

    // Every page load still reports the view; Postgres decides it is the same visitor today (issue 10).
    response = counter();
    await page.reload();
    expect((await response).ok()).toBe(true);
    await expect(page.getByTestId("post-views")).toHaveText("1 view");
    expect(await viewsOf(counted)).toBe(1);

    // Navigating away and back inside the app is a new page view, too, and counts no second time.
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
    // Wait until the list has replaced the post: while /blog still loads, the router keeps the post
    // page mounted, and going back then returns to the same page view (no new call).
    await expect(page.getByRole("heading", { level: 1, name: "All Articles" })).toBeVisible();
    response = counter();
    await page.goBack();
    expect((await response).ok()).toBe(true);
    await expect(page.getByTestId("post-views")).toHaveText("1 view");
    expect(await viewsOf(counted)).toBe(1);
  });

  test("hides the count while it is 0", async ({ page }) => {
    const fresh = await createPost({ name: "no-views", title: "E2E: Ingen visninger" });
    try {
      await page.route(restPath("rpc/increment_post_views"), (route) => route.abort());
      await page.goto(`/blog/${fresh.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E: Ingen visninger");
      await expect(page.getByTestId("post-views")).toHaveCount(0);
      await expect(page.getByRole("main")).not.toContainText("view");
    } finally {
      await deletePosts([fresh]);
    }
  });
});

test.describe("Article Not Found", () => {
  const expectNotFound = async (page: Page) => {
    await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
  };

  test("for an unknown slug, with a way back to the blog", async ({ page }) => {
    await page.goto("/blog/denne-artikel-findes-ikke");
    await expectNotFound(page);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("for a draft", async ({ page }) => {
    await page.goto(`/blog/${draft.slug}`);
    await expectNotFound(page);
  });

  test("when the request fails", async ({ page }) => {
    await page.route(restPath("blog_posts"), (route) => route.abort("connectionfailed"));
    await page.goto(`/blog/${article.slug}`);
    await expectNotFound(page);
  });
});

test.describe("a LinkedIn post", () => {
  test("opens the LinkedIn URL in a new window and offers a fallback link and a way back", async ({ page, context }) => {
    const opened: string[] = [];
    // Answer for LinkedIn locally: nothing leaves the machine.
    await context.route("https://www.linkedin.com/**", (route) => {
      opened.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<title>LinkedIn stub</title>" });
    });
    const popup = context.waitForEvent("page");
    await page.goto(`/blog/${linkedIn.slug}`);
    const linkedInPage = await popup;
    await linkedInPage.waitForLoadState();
    expect(linkedInPage.url()).toBe(LINKEDIN_URL);
    await expect(linkedInPage).toHaveTitle("LinkedIn stub");

    await expect(page).toHaveURL(`/blog/${linkedIn.slug}`);
    await expect(page.getByText("Åbner LinkedIn post...")).toBeVisible();
    const fallback = page.getByRole("link", { name: /klik her/ });
    await expect(fallback).toHaveAttribute("href", LINKEDIN_URL);
    await expect(fallback).toHaveAttribute("target", "_blank");
    await expect(page.getByTestId("post-content")).toHaveCount(0);

    await page.waitForTimeout(500);
    expect(context.pages()).toHaveLength(2);
    expect(opened).toEqual([LINKEDIN_URL]);

    await page.getByRole("link", { name: "Tilbage til artikler" }).click();
    await expect(page).toHaveURL("/blog");
  });
});
