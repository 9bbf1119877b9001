import type { Page } from "@playwright/test";

/**
 * The landing page's sections are built in parallel with the pages that link to them. Tall stand-ins
 * for these ids are appended to <body>, outside React's root, so they survive the client-side
 * navigation to / and the scroll can be measured whatever the home page contains. When the real
 * section exists, it comes first in the document and is the one getElementById (and the app) finds.
 */
export async function appendHomeSectionStandIns(page: Page, ids: readonly string[]): Promise<void> {
  await page.evaluate((sectionIds) => {
    for (const id of sectionIds) {
      const spacer = document.createElement("div");
      spacer.style.height = "2500px";
      const section = document.createElement("section");
      section.id = id;
      section.style.height = "400px";
      document.body.append(spacer, section);
    }
  }, ids);
}
