// On the dark header the default teal focus ring is too faint (WCAG 1.4.11 wants 3:1), so use a light one.
export const headerFocus = "focus-visible:outline-teal-300";

export const headerLinkClasses =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-primary-foreground/90 " +
  "hover:bg-white/10 hover:text-primary-foreground aria-[current=page]:bg-white/10 " +
  headerFocus;
