import { PORTAL_TEXT } from "../strings.ts";

const linkClasses = "font-medium text-primary underline underline-offset-2";

/**
 * The checkout's terms checkbox label, with each document it names as a link. A link inside a label
 * follows the link and leaves the checkbox as it is; the documents open in a new window so the plan
 * being chosen stays where it is.
 */
export function TermsLabel({ htmlFor, newWindowId }: { htmlFor: string; newWindowId: string }) {
  const parts = PORTAL_TEXT.acceptTermsParts;
  return (
    <label htmlFor={htmlFor} className="text-sm">
      {parts.before}
      <a href="/terms" target="_blank" rel="noopener" aria-describedby={newWindowId} className={linkClasses}>
        {parts.terms}
      </a>
      {parts.between}
      <a href="/databehandleraftale" target="_blank" rel="noopener" aria-describedby={newWindowId} className={linkClasses}>
        {parts.dpa}
      </a>
      <span id={newWindowId} hidden>
        {PORTAL_TEXT.opensInNewWindow}
      </span>
    </label>
  );
}
