import { seriousAxeViolations } from "./support/axe.ts";
import { sql } from "./support/db.ts";
import { expect, test } from "./support/test.ts";
import { createUser, signInPage } from "./support/users.ts";

// The demo posts' featured images are site paths (/images/blog/…), which blog_posts accepts; the post form
// refused them as "Must be a valid URL", so an admin's first edit of a demo post could not be saved.

const SEEDED_ID = "b1000000-0000-4000-8000-000000000003";
const TITLE = "Multifaktor-godkendelse: Den billigste sikkerhed, du kan købe";

let original: { excerpt: string; featured_image: string; published_at: string } | undefined;

// Saving as published stamps published_at with the time of the save, which moves the post to the top of
// /blog: the other specs read the seeded order, so all three go back.
test.beforeAll(async () => {
  [original] = await sql<{ excerpt: string; featured_image: string; published_at: string }>(
    "select excerpt, featured_image, published_at from public.blog_posts where id = $1",
    [SEEDED_ID],
  );
});

test.afterAll(async () => {
  if (original) {
    await sql("update public.blog_posts set excerpt = $2, featured_image = $3, published_at = $4 where id = $1", [
      SEEDED_ID,
      original.excerpt,
      original.featured_image,
      original.published_at,
    ]);
  }
});

test("an admin edits and saves a seeded post, whose featured image is a site path", async ({ page }) => {
  expect(original?.featured_image).toBe("/images/blog/mfa-telefon.jpg");
  await signInPage(page, await createUser({ admin: true }));
  await page.goto("/admin/posts");
  await expect(page.getByRole("status", { name: "Synkronisering" })).toHaveText("Synkroniseret");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("row").filter({ hasText: TITLE }).getByRole("link", { name: `Edit ${TITLE}` }).click();
  await expect(page.getByLabel("Featured image URL")).toHaveValue("/images/blog/mfa-telefon.jpg");

  const excerpt = `${original!.excerpt} Opdateret af en redaktør.`;
  await page.getByLabel("Excerpt").fill(excerpt);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Post updated successfully" })).toBeVisible();
  await expect
    .poll(async () => (await sql<{ excerpt: string; featured_image: string }>("select excerpt, featured_image from public.blog_posts where id = $1", [SEEDED_ID]))[0], {
      timeout: 15_000,
    })
    .toEqual({ excerpt, featured_image: "/images/blog/mfa-telefon.jpg" });

  // A path that leaves the site is still refused.
  await page.getByRole("row").filter({ hasText: TITLE }).getByRole("link", { name: `Edit ${TITLE}` }).click();
  await page.getByLabel("Featured image URL").fill("//evil.example/x.jpg");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Must be a valid URL" })).toBeVisible();
});
