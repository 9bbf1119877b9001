import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated this element of a prerendered page, i.e. its event handlers are
 * attached. Before that a click follows the plain href (a full page load) instead of the app's own
 * handling. React marks hydrated DOM nodes with its props under a `__reactProps$…` key.
 */
export async function whenHydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
  return locator;
}
