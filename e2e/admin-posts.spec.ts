import type { Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe.ts";
import { sql } from "./support/db.ts";
import { createPost, deletePosts, type FixturePost } from "./support/posts.ts";
import { expect, test } from "./support/test.ts";
import { adminPerFile } from "./support/users.ts";

const created: string[] = [];
const fixtures: FixturePost[] = [];
test.afterAll(async () => {
  await deletePosts(fixtures);
  if (created.length > 0) await sql("delete from public.blog_posts where title = any($1::text[])", [created]);
});

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

// One admin for the file, signed in once (support/users.ts); every test still opens a fresh browser.
const asAdmin = adminPerFile();

async function openPosts(page: Page): Promise<void> {
  await page.goto("/admin/posts");
  await expect(page.getByRole("status", { name: "Synkronisering" })).toHaveText("Synkroniseret");
  await expect(page.getByRole("table")).toBeVisible();
}

const row = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

async function serverRow(title: string) {
  const [found] = await sql<{
    id: string;
    slug: string;
    status: string;
    published_at: Date | null;
    meta_keywords: string[];
    reading_time_minutes: number;
    _deleted: boolean;
    content: string;
  }>("select id, slug, status, published_at, meta_keywords, reading_time_minutes, _deleted, content from public.blog_posts where title = $1", [title]);
  return found;
}

test.describe("blog admin", () => {
  test("the list: columns, badges, views, edit and delete per row, axe-clean", async ({ page }) => {
    const published = await createPost({ name: "pub", title: "E2E admin: udgivet", views_count: 1234 });
    const draft = await createPost({ name: "draft", title: "E2E admin: kladde", status: "draft" });
    fixtures.push(published, draft);
    await asAdmin(page);
    await openPosts(page);
    for (const header of ["Title", "Category", "Status", "Views", "Date", "Actions"]) {
      await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
    }
    const publishedRow = row(page, published.title);
    await expect(publishedRow).toContainText(`/${published.slug}`);
    await expect(publishedRow).toContainText("1.234");
    await expect(publishedRow.getByText("Udgivet", { exact: true })).toHaveClass(/bg-primary/);
    await expect(row(page, draft.title).getByText("Kladde", { exact: true })).toHaveClass(/bg-secondary/);
    await expect(page.getByRole("link", { name: "New Post" })).toHaveAttribute("href", "/admin/posts/new");
    await expect(publishedRow.getByRole("link", { name: `Edit ${published.title}` })).toHaveAttribute("href", `/admin/posts/${published.id}/edit`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("an empty store shows 'No posts yet' and 'Create Your First Post'", async ({ page }) => {
    await asAdmin(page);
    await page.route("**/rest/v1/blog_posts?*", (route) =>
      route.request().method() === "GET" ? route.fulfill({ json: [] }) : route.continue(),
    );
    await page.goto("/admin/posts");
    await expect(page.getByText("No posts yet")).toBeVisible();
    await page.getByRole("link", { name: "Create Your First Post" }).click();
    await expect(page).toHaveURL("/admin/posts/new");
  });

  test("delete asks first: 'Cancel' keeps the post, 'Delete' removes it here and on the server", async ({ page }) => {
    const post = await createPost({ name: "del", title: "E2E admin: slettes" });
    fixtures.push(post);
    await asAdmin(page);
    await openPosts(page);
    await row(page, post.title).getByRole("button", { name: `Delete ${post.title}` }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, post.title)).toBeVisible();
    await row(page, post.title).getByRole("button", { name: `Delete ${post.title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Post deleted successfully")).toBeVisible();
    await expect(row(page, post.title)).toHaveCount(0);
    await expect.poll(async () => (await serverRow(post.title))?._deleted).toBe(true);
  });

  test("the form: each rule's message in a 'Validation Error' toast, then a created post with every derived field", async ({ page }) => {
    test.setTimeout(60_000);
    await asAdmin(page);
    await page.goto("/admin/posts/new");
    const save = page.getByRole("button", { name: "Create Post" });
    const expectError = async (message: string) => {
      await save.click();
      await expect(toast(page, "Validation Error").filter({ hasText: message })).toBeVisible();
    };
    await expectError("Title is required");
    await page.getByLabel("Title").fill("x".repeat(201));
    await expectError("Title must be less than 200 characters");
    const title = `E2E admin: Ny artikel ${Date.now()}`;
    created.push(title);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Slug").fill("Ikke Gyldig");
    await expectError("Slug can only contain lowercase letters, numbers, and hyphens");
    await page.getByLabel("Slug").fill("a".repeat(251));
    await expectError("Slug must be less than 250 characters");
    await page.getByLabel("Slug").fill("");
    await page.getByLabel("Excerpt").fill("kort");
    await expectError("Excerpt must be at least 10 characters");
    await page.getByLabel("Excerpt").fill("Et uddrag der er langt nok.");
    await expectError("Content must be at least 10 characters");
    const editor = page.locator("[contenteditable='true']");
    await editor.click();
    await page.keyboard.insertText(`${"ord ".repeat(201)}slut`);
    await expectError("Category is required");
    await page.getByLabel("Category").fill("Trusler");
    await page.getByLabel("Featured image URL").fill("ikke en url");
    await expectError("Must be a valid URL");
    await page.getByLabel("Featured image URL").fill("");
    await page.getByLabel("LinkedIn URL").fill("javascript:alert(1)");
    await expectError("Must be a valid URL");
    await page.getByLabel("LinkedIn URL").fill("");
    await page.getByLabel("Meta description").fill("m".repeat(161));
    await expectError("Meta description must be less than 160 characters");
    await page.getByLabel("Meta description").fill("Kort beskrivelse");
    await page.getByLabel("Meta keywords (comma-separated)").fill(" phishing, ,  NIS2 ,");
    await page.getByLabel("Status").selectOption("published");
    await save.click();
    await expect(toast(page, "Post created successfully")).toBeVisible();
    await expect(page).toHaveURL("/admin/posts");
    await expect.poll(() => serverRow(title), { timeout: 15_000 }).toMatchObject({
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, ""),
      status: "published",
      meta_keywords: ["phishing", "NIS2"],
      reading_time_minutes: 2,
      _deleted: false,
    });
    expect((await serverRow(title))?.published_at).not.toBeNull();

    // Edit: saving as draft clears published_at.
    await row(page, title).getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByLabel("Meta keywords (comma-separated)")).toHaveValue("phishing, NIS2");
    await page.getByLabel("Status").selectOption("draft");
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(toast(page, "Post updated successfully")).toBeVisible();
    await expect.poll(async () => (await serverRow(title))?.status, { timeout: 15_000 }).toBe("draft");
    expect((await serverRow(title))?.published_at).toBeNull();
  });

  test("the form autosaves into a local draft: a closed tab loses nothing", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title").fill("E2E admin: halvfærdig");
    await page.getByLabel("Category").fill("Kladder");
    await page.reload();
    await expect(page.getByText("Ikke-gemte ændringer fra sidst er gendannet")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("E2E admin: halvfærdig");
    await expect(page.getByLabel("Category")).toHaveValue("Kladder");
    await page.getByRole("button", { name: "Kassér kladden" }).click();
    await expect(page.getByLabel("Title")).toHaveValue("");
  });

  test("Preview opens /blog/{slug} in a new window; Back returns to the list", async ({ page, context }) => {
    const post = await createPost({ name: "preview", title: "E2E admin: forhåndsvis" });
    fixtures.push(post);
    await asAdmin(page);
    await openPosts(page);
    await row(page, post.title).getByRole("link", { name: `Edit ${post.title}` }).click();
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: "Preview" }).click();
    expect(new URL((await popup).url()).pathname).toBe(`/blog/${post.slug}`);
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL("/admin/posts");
  });

  test("an image uploads to blog-images and becomes the featured image", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/admin/posts/new");
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await page.locator("#post-image-file").setInputFiles({ name: "billede.png", mimeType: "image/png", buffer: png });
    await expect(toast(page, "Image uploaded successfully")).toBeVisible();
    await expect(page.getByLabel("Featured image URL")).toHaveValue(/\/storage\/v1\/object\/public\/blog-images\/\d+-[a-z0-9]+\.png$/);
  });
});
