import { legalDateLine, type LegalDocument } from "#shared/content/legal/types.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";

/**
 * "Sidst opdateret: {today} · Version 1.0" or "Last revised: March 2023".
 *
 * /terms and /privacy show today's date, but their HTML is prerendered at build time, so the
 * prerendered text holds the build date and the browser's render holds the visitor's date: a
 * hydration mismatch. Rather than hide the date until JavaScript runs (readers without it would see
 * none), the prerendered date stays in the HTML as a fallback; suppressHydrationWarning lets
 * hydration keep it on this one element, and the key changes once hydration is over, so React
 * replaces the element with one rendered from the visitor's own clock.
 */
export function LegalDateLine({ document }: { document: LegalDocument }) {
  const hydrated = useHydrated();
  return (
    <p
      key={hydrated ? "client" : "prerendered"}
      data-testid="legal-date-line"
      suppressHydrationWarning
      className="mt-3 text-sm text-muted-foreground"
    >
      {legalDateLine(document)}
    </p>
  );
}
