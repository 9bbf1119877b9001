import { PORTAL_TEXT } from "../strings.ts";
import { TermsLabel } from "./terms-label.tsx";

/** The checkbox's id: a plan's pay button pressed before the tick moves the focus here. */
export const TERMS_CHECKBOX_ID = "accept-terms";

/**
 * The page's one terms checkbox, above the plans: ticking it once opens checkout on every plan card.
 * The box is 24 px with the whole label as its target, so a thumb hits it.
 */
export function TermsConsent({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) {
  return (
    <div className="mt-6 flex items-start gap-3 rounded-lg border border-border bg-card p-4 shadow-sm" data-testid="terms-consent">
      <input
        id={TERMS_CHECKBOX_ID}
        type="checkbox"
        className="size-6 shrink-0 cursor-pointer accent-primary"
        checked={accepted}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${TERMS_CHECKBOX_ID}-scope`}
      />
      <div className="min-w-0 pt-0.5">
        <TermsLabel htmlFor={TERMS_CHECKBOX_ID} newWindowId={`${TERMS_CHECKBOX_ID}-new-window`} />
        <p id={`${TERMS_CHECKBOX_ID}-scope`} className="mt-1 text-xs text-muted-foreground">
          {PORTAL_TEXT.termsScope}
        </p>
      </div>
    </div>
  );
}
