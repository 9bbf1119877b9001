import type { BrowserContext, Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe.ts";
import { sql } from "./support/db.ts";
import { createPost, deletePosts, type FixturePost } from "./support/posts.ts";
import { expect, test } from "./support/test.ts";
import { adminPerFile, createUser, signInPage, type E2EUser } from "./support/users.ts";

// Offline reloads need the service worker (the app shell and the admin's code come from its cache).
test.use({ serviceWorkers: "allow" });

// One admin for the tests that do not sign out, signed in once (support/users.ts); every test still opens a
// fresh browser. The logout test has an admin of its own: signing out ends every session of the user.
const sharedAdmin = adminPerFile();

const fixtures: FixturePost[] = [];
test.afterAll(() => deletePosts(fixtures));

const status = (page: Page) => page.getByRole("status", { name: "Synkronisering" });
const row = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

async function openPostsWithWorker(page: Page, admin?: E2EUser): Promise<void> {
  if (admin) await signInPage(page, admin);
  else await sharedAdmin(page);
  await page.goto("/admin/posts");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(status(page)).toHaveText("Synkroniseret");
}

async function editTitle(page: Page, from: string, to: string): Promise<void> {
  await row(page, from).getByRole("link", { name: `Edit ${from}` }).click();
  await expect(page.getByLabel("Title")).toHaveValue(from);
  await page.getByLabel("Title").fill(to);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page).toHaveURL("/admin/posts");
  await expect(row(page, to)).toBeVisible();
}

async function offline(context: BrowserContext, page: Page, on: boolean): Promise<void> {
  await context.setOffline(on);
  if (on) await expect(status(page)).toContainText("Offline");
}

async function titleOf(post: FixturePost): Promise<{ title: string; _deleted: boolean } | undefined> {
  const [found] = await sql<{ title: string; _deleted: boolean }>("select title, _deleted from public.blog_posts where id = $1", [post.id]);
  return found;
}

test("offline: three edits and a delete survive a reload and reach the server exactly on reconnect", async ({ page, context }) => {
  test.setTimeout(90_000);
  const posts = await Promise.all([0, 1, 2, 3].map((n) => createPost({ name: `off${n}`, title: `E2E offline ${n} før` })));
  fixtures.push(...posts);
  await openPostsWithWorker(page);

  await offline(context, page, true);
  for (const n of [0, 1, 2]) await editTitle(page, `E2E offline ${n} før`, `E2E offline ${n} efter`);
  await row(page, "E2E offline 3 før").getByRole("button", { name: "Delete E2E offline 3 før" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(row(page, "E2E offline 3 før")).toHaveCount(0);
  await expect(status(page)).toHaveText("Offline – 4 ændringer venter");

  await page.reload();
  await expect(status(page)).toHaveText("Offline – 4 ændringer venter");
  for (const n of [0, 1, 2]) await expect(row(page, `E2E offline ${n} efter`)).toBeVisible();
  await expect(row(page, "E2E offline 3 før")).toHaveCount(0);
  // Nothing reached the server while offline.
  expect((await titleOf(posts[0]!))?.title).toBe("E2E offline 0 før");

  await offline(context, page, false);
  await expect(status(page)).toHaveText("Synkroniseret", { timeout: 20_000 });
  for (const n of [0, 1, 2]) expect(await titleOf(posts[n]!)).toEqual({ title: `E2E offline ${n} efter`, _deleted: false });
  expect((await titleOf(posts[3]!))?._deleted).toBe(true);
});

test("a conflict made by a second admin is shown; the admin can keep either version", async ({ page, context }) => {
  test.setTimeout(90_000);
  const post = await createPost({ name: "conflict", title: "E2E konflikt original" });
  fixtures.push(post);
  await openPostsWithWorker(page);

  await offline(context, page, true);
  await editTitle(page, "E2E konflikt original", "E2E konflikt min udgave");
  // Meanwhile another admin saves the same post (the trigger moves _modified as for any write).
  await sql("update public.blog_posts set title = 'E2E konflikt deres udgave' where id = $1", [post.id]);
  await offline(context, page, false);

  const panel = page.getByRole("region", { name: /Konflikter/ });
  await expect(panel).toContainText("E2E konflikt min udgave", { timeout: 20_000 });
  await expect(panel).toContainText("blev ændret et andet sted");
  // Server wins in the list until the admin chooses.
  await expect(row(page, "E2E konflikt deres udgave")).toBeVisible();
  expect((await titleOf(post))?.title).toBe("E2E konflikt deres udgave");

  await panel.getByRole("button", { name: "Behold min udgave" }).click();
  await expect(panel).toBeHidden();
  await expect(row(page, "E2E konflikt min udgave")).toBeVisible();
  await expect.poll(async () => (await titleOf(post))?.title, { timeout: 20_000 }).toBe("E2E konflikt min udgave");
});

/** What the admin area left in this browser: IndexedDB databases and localStorage keys of the store. */
async function localCopy(page: Page): Promise<{ databases: string[]; keys: string[] } | "navigating"> {
  // The login it lands on may load as a new document: a read in between is retried, not failed.
  return page
    .evaluate(async () => ({
      databases: (await indexedDB.databases()).map((db) => db.name ?? "").filter((name) => name.includes("skjold-admin")),
      keys: Object.keys(localStorage).filter((key) => key.startsWith("skjold-admin-")),
    }))
    .catch(() => "navigating" as const);
}

test("logout wipes the local copy, and asks first while changes have not reached the server", async ({ page, context }) => {
  test.setTimeout(90_000);
  const post = await createPost({ name: "logout", title: "E2E logout før" });
  fixtures.push(post);
  const admin = await createUser({ admin: true });
  await openPostsWithWorker(page, admin);
  await expect.poll(async () => {
    const copy = await localCopy(page);
    return copy === "navigating" ? 0 : copy.databases.length;
  }).toBeGreaterThan(0);

  await offline(context, page, true);
  await editTitle(page, "E2E logout før", "E2E logout kun lokalt");
  await page.getByRole("button", { name: "Logout", exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: "Ændringer er ikke gemt på serveren" });
  await expect(dialog).toContainText("1 ændring findes kun i denne browser");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Bliv logget ind" }).click();
  await expect(page).toHaveURL("/admin/posts");
  await expect(row(page, "E2E logout kun lokalt")).toBeVisible();

  // Back online the change is pushed, and logout goes through without asking.
  await offline(context, page, false);
  await expect(status(page)).toHaveText("Synkroniseret", { timeout: 20_000 });
  expect((await titleOf(post))?.title).toBe("E2E logout kun lokalt");
  await page.getByRole("button", { name: "Logout", exact: true }).click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect.poll(() => localCopy(page)).toEqual({ databases: [], keys: [] });

  // Signed in again at the login it landed on, offline with a change waiting: confirming drops the change
  // from this browser, and the server keeps its version.
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Adgangskode").fill(admin.password);
  await page.getByRole("button", { name: "Log ind" }).click();
  await expect(page).toHaveURL("/admin/posts");
  await expect(status(page)).toHaveText("Synkroniseret");
  await offline(context, page, true);
  await editTitle(page, "E2E logout kun lokalt", "E2E logout kasseret");
  await page.getByRole("button", { name: "Logout", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Log ud og slet ændringerne" }).click();
  await expect(page).toHaveURL("/admin");
  await expect.poll(() => localCopy(page)).toEqual({ databases: [], keys: [] });
  await offline(context, page, false);
  expect((await titleOf(post))?.title).toBe("E2E logout kun lokalt");
});
