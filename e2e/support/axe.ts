import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * An axe run in the page itself (axe.run), not split into a partial run per frame plus a finishing run in a
 * blank page, which the builder opens (and loads axe into) for every analysis. That extra page cost about as
 * much as the analysis itself: one run on `/` took 1.9–2.3 s, and 0.9–1.4 s this way (docs/suite-time.md,
 * ninth round). The results are the same, compared on a page with known violations, whole and with `include`,
 * a frame of the page's own origin included; only frames of another origin would be left out (the site has none).
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

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
  const builder = axeBuilder(page);
  if (include) builder.include(include);
  const results = await builder
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
}
