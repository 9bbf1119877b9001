// A returning reader, whose pages the service worker controls, gets the page the host serves now. The worker
// used to answer every prerendered page from its precache without asking the network, so after a publish and
// a rebuild the host served the new /blog while a returning visitor kept the list of the build that had
// installed the worker, until the new worker took over (which waits for the visitor). Offline, every public
// page and every page read stay readable.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { FAQ_PAGE } from "#shared/content/faq.ts";
import { startStaticHost, type StaticHost } from "../scripts/static-host.ts";
import { e2eEnv } from "./support/env.ts";
import { newestPrerenderedPost } from "./support/posts.ts";
import { expect, test } from "./support/test.ts";

test.use({ serviceWorkers: "allow" });

let host: StaticHost;
let root: string;

// A host of its own over a copy of the build: the test changes what it serves, as a new build would, and the
// worker it installs is registered for this origin only.
test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "returning-reader-"));
  cpSync(e2eEnv().distDir, root, { recursive: true });
  host = await startStaticHost(root, { hostConventions: true });
});
test.afterAll(async () => {
  await host.close();
  rmSync(root, { recursive: true, force: true });
});

async function installServiceWorker(page: Page) {
  await page.goto(`${host.url}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The pages not in the precache are fetched by the worker once it is in charge (scripts/prerender/pwa-later.ts).
  await page.locator("html[data-offline-complete]").waitFor({ state: "attached" });
}

/** What a rebuild does to /blog, reduced to a mark that changes nothing the app renders. */
function publishNewBuildOfBlog(mark: string) {
  const file = join(root, "blog", "index.html");
  writeFileSync(file, readFileSync(file, "utf8").replace("</body>", `<!-- ${mark} --></body>`));
}

test("a returning reader gets the host's current /blog at once, and still reads offline", async ({ context, page }) => {
  test.slow();
  await installServiceWorker(page);
  const seeded = await newestPrerenderedPost();
  const before = await page.goto(`${host.url}/blog`);
  expect(before?.fromServiceWorker(), "the worker answers the navigation").toBe(true);
  await page.goto(`${host.url}/blog/${seeded.slug}`);

  const mark = `new build ${Date.now()}`;
  publishNewBuildOfBlog(mark);
  // The first navigation after the host has the new page already gets it (the reviewer's visitor kept the
  // old list through 15 navigations over 75 s).
  const after = await page.goto(`${host.url}/blog`);
  expect(after?.fromServiceWorker()).toBe(true);
  expect(await after!.text()).toContain(mark);

  await context.setOffline(true);
  // The page read last, from the worker's copy.
  const offlineBlog = await page.goto(`${host.url}/blog`, { waitUntil: "domcontentloaded" });
  expect(await offlineBlog!.text()).toContain(mark);
  await expect(page.locator("h1").first()).toContainText("All Articles");
  // A post read online, and a public page never opened: both from the build's copies the worker holds.
  await page.goto(`${host.url}/blog/${seeded.slug}`, { waitUntil: "domcontentloaded" });
  await expect(page.locator("h1").first()).toContainText(seeded.title);
  await page.goto(`${host.url}/faq`, { waitUntil: "domcontentloaded" });
  await expect(page.locator("h1").first()).toContainText(FAQ_PAGE.title);
  // A page the build never had: the precached 404 page.
  await page.goto(`${host.url}/findes-ikke-${Date.now()}`, { waitUntil: "domcontentloaded" });
  await expect(page).toHaveTitle(/ikke fundet|findes ikke|404/i);
  await context.setOffline(false);
});
