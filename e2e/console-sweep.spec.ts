// Every page a visitor can open, at desktop and phone size, as a visitor uses it: the mouse over the page
// (which starts the app), a scroll, a page left through a link and come back to with Back. None of it
// may log a console error or throw in the page. One page per size, reused from page to page, so the
// sweep costs about as much as the pages take to load.
import type { Page } from "@playwright/test";
import { STATIC_ROUTES, NOT_FOUND_ROUTE, postPath } from "../scripts/prerender/routes.ts";
import { loadEnv } from "../supabase/local/env.ts";
import { collectConsoleErrors } from "./support/console-errors.ts";
import { newestPrerenderedPost } from "./support/posts.ts";
import { expect, test } from "./support/test.ts";
import { createUser, signInPage } from "./support/users.ts";

const ADMIN_PATH = loadEnv().VITE_ADMIN_PATH ?? "/admin";

/** Marks the page's first visible link (header first) to another page of the site; false if it has none. */
function markLinkAway(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    for (const marked of document.querySelectorAll("[data-sweep-away]")) marked.removeAttribute("data-sweep-away");
    const links = [...document.querySelectorAll<HTMLAnchorElement>("header a[href^='/'], main a[href^='/']")];
    const away = links.find((link) => new URL(link.href).pathname !== window.location.pathname && link.checkVisibility());
    away?.setAttribute("data-sweep-away", "");
    return away !== undefined;
  });
}

/** Opens `path`, moves the mouse, scrolls, follows a link inside the app and comes back with Back. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.mouse.move(40, 200);
  await page.mouse.wheel(0, 1_500);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
  // Signed out, the portal sends the visitor on to /auth?next=… (history replaced) once the app knows there is
  // no session, which on a busy machine can come after the scroll: noted before that, Back then came back to
  // /auth?next=…, never to the noted /customer-portal, and the wait below timed out.
  if (path === "/customer-portal" && !(await page.evaluate(() => document.documentElement.hasAttribute("data-signed-in")))) {
    await page.waitForURL((url) => url.pathname === "/auth", { waitUntil: "commit" });
  }
  // Where the page is now: /customer-portal signed out has become /auth?next=… (history replaced).
  const here = page.url();
  if (await markLinkAway(page)) {
    // The app started by the mouse above may still be taking over the prerendered page and put a new link
    // where the marked one was: mark again then, and click that one.
    const away = page.locator("[data-sweep-away]");
    await expect(async () => {
      if ((await away.count()) === 0) await markLinkAway(page);
      await away.click({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.waitForURL((url) => url.href !== here, { waitUntil: "commit" });
    await page.goBack();
  } else {
    // A page with no link of its own (the admin login): Back to the page before it, and Forward again.
    await page.goBack();
    // Forward to a page whose app replaces its URL while it loads (/customer-portal signed out becomes
    // /auth?next=…) can report the first load as aborted; where it ends is checked below.
    await page.goForward().catch((error: unknown) => {
      if (!(error instanceof Error && error.message.includes("net::ERR_ABORTED"))) throw error;
    });
  }
  await page.waitForURL(here, { waitUntil: "commit" });
  await page.locator("main").first().waitFor();
}

/** The 404 page logs the missing path, as the product rules ask (docs/product-rules.md#faq-legal-pages-and-404). */
const MISSING_PATH_LOG = "404 Error: User attempted to access non-existent route:";
/** The paths the sweep visits that have no page. */
const MISSING_PATHS = [NOT_FOUND_ROUTE, "/finnes-ikke"];

for (const size of [
  { name: "desktop", viewport: { width: 1440, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`every page at ${size.name} size logs no error after a pointer move, a scroll and Back`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size.viewport);
    const errors = collectConsoleErrors(page);
    const found: Record<string, string[]> = {};
    const post = await newestPrerenderedPost();
    const publicPaths = [...STATIC_ROUTES, postPath(post.slug), NOT_FOUND_ROUTE, "/finnes-ikke"];
    const signedOutAppPaths = ["/auth", "/customer-portal", "/admin", ADMIN_PATH];
    for (const path of [...publicPaths, ...new Set(signedOutAppPaths)]) {
      await test.step(path, () => visit(page, path));
      // The missing path's log is expected from the 404 pages only (e2e/not-found.spec.ts checks that it is there).
      // It names the path, so it is told apart wherever it lands: on a loaded machine the log of coming Back to
      // /finnes-ikke can arrive after that visit's check, while the next page loads.
      const unexpected = errors.splice(0).filter((text) => !MISSING_PATHS.some((missing) => text === `${MISSING_PATH_LOG} ${missing}`));
      if (unexpected.length) found[path] = unexpected;
    }
    // Signed in (the session is stored from the next page load on): the portal.
    await signInPage(page, await createUser());
    await test.step("/customer-portal (signed in)", () => visit(page, "/customer-portal"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (errors.length) found["/customer-portal (signed in)"] = errors.splice(0);
    expect(found).toEqual({});
  });
}
