import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "@playwright/test";
import { FAQ_PAGE } from "#shared/content/faq.ts";
import { heroContent } from "../src/content/landing.ts";
import { CORO_TERMS } from "#shared/content/legal/coro-terms.ts";
import { PLATFORM_PAGE } from "../src/content/platform.ts";
import { PRODUCTS } from "#shared/content/products.ts";
import { DEFAULT_SITE_IDENTITY } from "#shared/content/site.ts";
import { createPost, deletePosts, newestPrerenderedPost, type FixturePost } from "./support/posts.ts";
import { expect, test } from "./support/test.ts";

const OFFLINE_TEXT = "Du er offline";

// Every test here is about the service worker, which playwright.config.ts blocks for the other specs.
test.use({ serviceWorkers: "allow" });

/** The first visit installs the worker; it controls pages from the next load on (ARCHITECTURE section 3). */
async function installServiceWorker(page: Page) {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The pages not in the precache are fetched by the worker once it is in charge (scripts/prerender/pwa-later.ts).
  await page.locator("html[data-offline-complete]").waitFor({ state: "attached" });
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByTestId("offline-indicator")).toContainText(OFFLINE_TEXT);
}

test.describe("offline reading", () => {
  let late: FixturePost;
  test.beforeAll(async () => {
    // Published after the build: not prerendered, read once online through the app.
    late = await createPost({ name: "offline", title: "E2E: Læst før afbrydelsen", content: "Denne artikel blev læst, mens der var net." });
  });
  test.afterAll(() => deletePosts([late]));

  test("after one visit, every public page and every post read load with the network off", async ({ context, page }) => {
    // Some twenty page loads, each starting its app: about 25 s on a quiet machine, which the default
    // 30 s left no room for when the cores are busy (CI: the limit was reached during the loads below,
    // and what timed out was whichever wait came last). Every wait in here is on a state.
    test.slow();
    await installServiceWorker(page);
    const seeded = await newestPrerenderedPost();
    // Reading the late post online caches its data (and its page comes from the app shell).
    await page.goto(`/blog/${late.slug}`);
    await expect(page.locator("h1")).toHaveText(late.title);
    await page.waitForLoadState("networkidle");

    await goOffline(context, page);
    const pages: Array<[string, string]> = [
      ["/", heroContent(DEFAULT_SITE_IDENTITY).headline],
      ["/platform", PLATFORM_PAGE.title],
      ...PRODUCTS.map((product): [string, string] => [`/platform/${product.slug}`, product.name]),
      ["/faq", FAQ_PAGE.title],
      ["/terms", "Vilkår og betingelser"],
      ["/privacy", "Privatlivspolitik"],
      ["/coro-terms", CORO_TERMS.title],
      ["/blog", "All Articles"],
      [`/blog/${seeded.slug}`, seeded.title],
      [`/blog/${late.slug}`, late.title],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.locator("h1").first(), path).toContainText(heading);
      // The indicator follows navigator.onLine once the app runs (the test's goto waits for that):
      // check the browser's own state first, so a failure says which of the two was wrong.
      await expect.poll(() => page.evaluate(() => navigator.onLine), `${path}: navigator.onLine`).toBe(false);
      await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
      await expect(page.getByTestId("offline-indicator"), path).toBeVisible();
    }
    await expect(page.locator("article")).toContainText("Denne artikel blev læst, mens der var net.");

    // Links inside the app work offline, too.
    await page.goto("/blog");
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    // The newest post is /blog's featured one, not a card of the grid (issue 36).
    await page.getByRole("link", { name: seeded.title, exact: true }).first().click();
    await expect(page).toHaveURL(`/blog/${seeded.slug}`);
    await expect(page.locator("h1")).toHaveText(seeded.title);

    await context.setOffline(false);
    await expect(page.getByTestId("offline-indicator")).toHaveCount(0);
  });

  test("offline, an unknown path shows the precached 404 page with its own title, not the app shell", async ({ context, page }) => {
    await installServiceWorker(page);
    await goOffline(context, page);
    await page.goto("/denne/side/findes/ikke");
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page).toHaveTitle(/^404 \| /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await context.setOffline(false);
  });

  test("offline, a post never read says so in Danish and leads back to the articles, not 'Article Not Found'", async ({ context, page }) => {
    const unread = await createPost({ name: "offline-unread", title: "E2E: Aldrig læst", content: "Denne artikel er aldrig åbnet." });
    try {
      await installServiceWorker(page);
      await goOffline(context, page);
      await page.goto(`/blog/${unread.slug}`);
      const offline = page.getByTestId("post-offline");
      await expect(offline.getByRole("heading", { level: 1 })).toHaveText("Du er offline");
      await expect(offline).toContainText("ikke gemt til offlinelæsning endnu");
      await expect(page.getByText("Article Not Found")).toHaveCount(0);
      // The way back is /blog, which the worker has.
      await offline.getByRole("link", { name: "Se alle artikler" }).click();
      await expect(page).toHaveURL("/blog");
      await expect(page.locator("h1")).toHaveText("All Articles");
      await context.setOffline(false);
    } finally {
      await deletePosts([unread]);
    }
  });

  test("the offline indicator is a status message", async ({ context, page }) => {
    await page.goto("/faq");
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await context.setOffline(true);
    await expect(page.getByRole("status").filter({ hasText: OFFLINE_TEXT })).toBeVisible();
    await context.setOffline(false);
  });
});

/**
 * A second origin in front of the test app that can pretend a new build was deployed: from then on
 * its /sw.js differs by one comment, as it does whenever a precached file changes.
 */
async function startDeployableProxy(target: string) {
  let deployed = false;
  const server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? "/", target), { headers: { accept: req.headers.accept ?? "*/*" } });
      let body = Buffer.from(await upstream.arrayBuffer());
      if (deployed && req.url?.startsWith("/sw.js")) body = Buffer.concat([body, Buffer.from("\n// a new build\n")]);
      res.writeHead(upstream.status, {
        "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
        "cache-control": "no-cache",
      });
      res.end(body);
    })().catch((error: unknown) => res.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: () => {
      deployed = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("a new version shows the Danish update prompt, and reloading activates it", async ({ page, baseURL }) => {
  // Four page loads and two service-worker installs: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const proxy = await startDeployableProxy(baseURL!);
  try {
    await page.goto(`${proxy.url}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByTestId("update-prompt")).toHaveCount(0);

    proxy.deploy();
    await page.reload();
    const prompt = page.getByTestId("update-prompt");
    await expect(prompt).toContainText("Ny version tilgængelig", { timeout: 20_000 });
    await expect(page.getByRole("status").filter({ hasText: "Ny version tilgængelig" })).toBeVisible();

    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: "Genindlæs" }).click();
    await reloaded;
    await expect(page.getByTestId("update-prompt")).toHaveCount(0);
    // The new worker took over: nothing is left waiting.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null))
      .toBeNull();
  } finally {
    await proxy.close();
  }
});
