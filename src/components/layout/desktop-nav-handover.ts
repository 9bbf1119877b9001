import { headerLinkClasses } from "./nav-styles.ts";

/** The Platform dropdown opens 200 ms after the pointer arrives (docs/product-rules.md#navigation). */
export const HOVER_OPEN_DELAY_MS = 200;

export const NAV_CLASSES = "hidden lg:block";

export const platformTriggerClasses = `group ${headerLinkClasses} data-[state=open]:bg-white/10`;

/** What the visitor did in the static bar before the interactive menu arrived. */
export interface NavHandover {
  /** Position of the focused link or button among the bar's links and buttons, if focus is in the bar. */
  focusIndex: number | null;
  /** When the pointer came to rest on Platform (performance.now()), if it is still there. */
  hoverSince: number | null;
  /** Platform was pressed (click, Enter or Space). */
  pressed: boolean;
}
