import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Serious and critical WCAG 2.x A/AA violations, summarised so a failure says what and where; of the whole page unless `include` names a part. */
export async function seriousAxeViolations(page: Page, include?: string) {
  // Contrast is judged on the final look: let finite animations finish first; endless ones are left alone.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  // Only violations are detailed: passes and incomplete results would list every node checked, which axe
  // then builds and the browser sends back to the runner for nothing (about 0.4 MB for the landing page).
  // `include` checks one part of the page (an article's body, when its header and footer are checked elsewhere).
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
}
