// The signed-in product's own frames (issue 24): the admin area's compact header with its tabs and one
// sign-out, the portal's calm header and slim footer; the admin posts list on a phone; the post editor's
// thumbnail, save bar, default author and field-naming validation toast.
import type { Page } from "@playwright/test";
import { loadEnv } from "../supabase/local/env.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { createPost, deletePosts, type FixturePost } from "./support/posts.ts";
import { expect, test } from "./support/test.ts";
import { adminPerFile, createUser, signInPage } from "./support/users.ts";

const SECRET_PATH = loadEnv().VITE_ADMIN_PATH ?? "/admin";
const PHONE = { width: 390, height: 844 };
const fixtures: FixturePost[] = [];
test.afterAll(async () => deletePosts(fixtures));

// One admin for the tests that do not sign out, signed in once (support/users.ts); every test still opens a
// fresh browser. The shell's test signs out, which ends every session of the user: it has an admin of its own.
const asAdmin = adminPerFile();

async function openPosts(page: Page): Promise<void> {
  await page.goto("/admin/posts");
  await expect(page.getByRole("status", { name: "Synkronisering" })).toHaveText("Synkroniseret");
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** No element reaches past the window's right edge (nothing cut off, no sideways scrolling). */
const overflowsRight = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe("admin shell", () => {
  test("its own header: product name + Admin, the tabs, one sign-out; no marketing header, footer or chat", async ({ page }) => {
    await signInPage(page, await createUser({ admin: true }));
    await openPosts(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveCount(1);
    await expect(header.getByRole("link", { name: /Admin$/ })).toBeVisible();
    await expect(header.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText(["Blog Posts", "Referencer", "Chat Historik", /^Henvendelser/]);
    await expect(header.getByRole("link", { name: "Blog Posts" })).toHaveAttribute("aria-current", "page");
    // Exactly one way out, the spec's 'Logout' on posts; no 'Sign Out' beside it.
    await expect(page.getByRole("button", { name: /Logout|Log ud|Sign Out/ })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.locator("[data-chat-launcher]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Om os" })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await header.getByRole("link", { name: "Referencer" }).click();
    await expect(page).toHaveURL("/admin/testimonials");
    await expect(page.getByRole("button", { name: /Logout|Log ud|Sign Out/ })).toHaveCount(1);
    await page.getByRole("button", { name: "Log ud" }).click();
    await expect(page).toHaveURL(new RegExp(`${SECRET_PATH}$`));
    // The login page stands alone too.
    await expect(page.getByText("Sikker admin login")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.locator("[data-chat-launcher]")).toHaveCount(0);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: PHONE });

    test("posts are cards with Danish view counts and one-line dates, nothing cut off at the right", async ({ page }) => {
      const post = await createPost({ name: "phone", title: "E2E shells: telefonkort", views_count: 1322 });
      fixtures.push(post);
      await asAdmin(page);
      await openPosts(page);
      await expect(page.getByRole("table")).toBeHidden();
      const card = page.getByTestId("admin-post-cards").getByRole("listitem").filter({ hasText: post.title });
      await expect(card).toBeVisible();
      await expect(card).toContainText("1.322");
      await expect(card).not.toContainText("1,322");
      await expect(card.getByRole("link", { name: `Edit ${post.title}` })).toBeVisible();
      await expect(card.getByRole("button", { name: `Delete ${post.title}` })).toBeVisible();
      // The card names the date it is sorted by ("Oprettet …", issue 36).
      const date = card.locator("dd").filter({ hasText: /^Oprettet \d{2}\.\d{2}\.\d{4}, \d{2}\.\d{2}$/ });
      const box = await date.boundingBox();
      const lineHeight = await date.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
      expect(box!.height).toBeLessThan(lineHeight * 1.5);
      expect(await overflowsRight(page)).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test("the editor's save bar is in reach at the top of a long form", async ({ page }) => {
      await asAdmin(page);
      await page.goto("/admin/posts/new");
      const save = page.getByRole("button", { name: "Create Post" });
      await expect(save).toBeInViewport();
      await page.mouse.wheel(0, 600);
      await expect(save).toBeInViewport();
      expect(await overflowsRight(page)).toBe(false);
    });
  });

  test("the table on a desktop shows Danish view counts too", async ({ page }) => {
    const post = await createPost({ name: "desk", title: "E2E shells: skrivebord", views_count: 25_000 });
    fixtures.push(post);
    await asAdmin(page);
    await openPosts(page);
    const row = page.getByRole("row").filter({ hasText: post.title });
    await expect(row).toContainText("25.000");
  });
});

test.describe("post editor", () => {
  test("a new post is signed with the admin's name; a validation toast names the field and focuses it", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/admin/posts/new");
    // createUser signs admins up as "E2E Bruger".
    await expect(page.getByLabel("Author name")).toHaveValue("E2E Bruger");
    await page.getByLabel("Title").fill("E2E shells: valideringsfejl");
    await page.getByLabel("Excerpt").fill("Et uddrag, der er langt nok.");
    await page.locator("[contenteditable='true']").click();
    await page.keyboard.insertText("Indhold, der er langt nok til reglen.");
    await page.getByLabel("Category").fill("Test");
    await page.getByLabel("LinkedIn URL").fill("ikke en adresse");
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(toast(page, "Validation Error").filter({ hasText: "LinkedIn URL: Must be a valid URL" })).toBeVisible();
    await expect(page.getByLabel("LinkedIn URL")).toBeFocused();
  });

  test("an uploaded image shows as a thumbnail with 'Remove image', which takes it off the post", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/admin/posts/new");
    await expect(page.getByTestId("post-image-preview")).toHaveCount(0);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await page.locator("#post-image-file").setInputFiles({ name: "billede.png", mimeType: "image/png", buffer: png });
    const preview = page.getByTestId("post-image-preview");
    await expect(preview.getByRole("img", { name: "Featured image preview" })).toBeVisible();
    const url = await page.getByLabel("Featured image URL").inputValue();
    await expect(preview.getByRole("img")).toHaveAttribute("src", url);
    await expect.poll(() => preview.getByRole("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await preview.getByRole("button", { name: "Remove image" }).click();
    await expect(page.getByLabel("Featured image URL")).toHaveValue("");
    await expect(preview).toHaveCount(0);
  });
});

test.describe("portal shell", () => {
  test("a calm header (product name, Portal, Sign Out) and a slim footer with the legal links; no chat, no site menu", async ({ page }) => {
    await signInPage(page, await createUser());
    await page.goto("/customer-portal");
    await expect(page.getByRole("heading", { level: 1, name: "Kundeportal" })).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Skjold" })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: "Portal" })).toHaveAttribute("href", "/customer-portal");
    await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Om os" })).toHaveCount(0);
    await expect(page.locator("[data-chat-launcher]")).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    for (const name of ["Vilkår og betingelser", "Privatlivspolitik"]) await expect(footer.getByRole("link", { name })).toBeVisible();
    await expect(footer.getByRole("heading")).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/");
  });
});
