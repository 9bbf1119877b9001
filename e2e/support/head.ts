import type { Page } from "@playwright/test";
import { expect } from "./test.ts";

/** A prerendered page's head: a title, a description, a canonical URL of `path` and Open Graph tags, one of each. */
export async function expectHead(page: Page, path: string) {
  await expect(page).toHaveTitle(/\S/);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/.{10,}/);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical ?? "").pathname).toBe(path);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:description"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
  // One of each: the template's generic tags were replaced, not duplicated.
  await expect(page.locator("title")).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
}
