import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { X } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { COOKIE_BANNER, COOKIE_CATEGORIES, type CookieCategoryId } from "#shared/content/cookies.ts";
import { closeBanner } from "./banner-state.ts";
import { applyConsentChoice } from "./consent-choice.ts";
import { ACCEPT_ALL, NECESSARY_ONLY, readStoredConsent, type CookieConsent } from "./consent-record.ts";
import { CHOICE_ATTRIBUTE, removeStaticBanner, type BannerChoice } from "./static-banner.ts";

interface CookieBannerPanelProps {
  view: "summary" | "custom";
  /** Opened from the cookie settings link: take focus, and let Escape close it without a new choice. */
  requested: boolean;
  /** 'Tilpas' was pressed on the static banner: focus goes to the first choice. */
  focusChoices?: boolean;
}

function choose(consent: CookieConsent): void {
  applyConsentChoice(consent);
  closeBanner();
}

/** Lets the static copy of this banner (static-banner.ts) answer without the app. */
const answers = (choice: BannerChoice) => ({ [CHOICE_ATTRIBUTE]: choice });

/**
 * The banner itself (docs/product-rules.md#cookie-consent). A labelled, non-modal region at the bottom of the page:
 * the page stays usable and focus is never trapped, since the close icon already is a valid answer.
 */
export default function CookieBannerPanel({ view, requested, focusChoices = false }: CookieBannerPanelProps) {
  const [customising, setCustomising] = useState(view === "custom");
  // The first custom view has functional and analytical off; reopened, it shows the stored choice.
  const [choice, setChoice] = useState<CookieConsent>(() => readStoredConsent() ?? NECESSARY_ONLY);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstOptionRef = useRef<HTMLInputElement>(null);
  // 'Tilpas' is replaced by 'Gem valg' when pressed; focus moves to the first choice instead of being lost.
  const focusOptions = useRef(focusChoices);
  const id = useId();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  const categoriesId = `${id}-categories`;

  const sectionRef = useRef<HTMLElement>(null);
  // The static banner showed until now: this one takes its place in the same frame, so there is never
  // two, and a keyboard user's focus moves to the same button here.
  useLayoutEffect(() => {
    const focused = removeStaticBanner();
    if (focused) sectionRef.current?.querySelector<HTMLElement>(`[${CHOICE_ATTRIBUTE}="${focused}"]`)?.focus();
  }, []);

  useEffect(() => {
    if (requested) headingRef.current?.focus();
  }, [requested]);

  useEffect(() => {
    if (customising && focusOptions.current) {
      focusOptions.current = false;
      firstOptionRef.current?.focus();
    }
  }, [customising]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && requested) {
      event.stopPropagation();
      closeBanner();
    }
  };

  const toggle = (category: Exclude<CookieCategoryId, "necessary">, checked: boolean) =>
    setChoice((current) => ({ ...current, [category]: checked }));

  return (
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-40 p-3 sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:p-0"
    >
      <div className="max-h-[85vh] overflow-y-auto rounded-xl border border-border bg-background p-5 text-foreground shadow-2xl">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {COOKIE_BANNER.title}
          </h2>
          <button
            type="button"
            onClick={() => choose(NECESSARY_ONLY)}
            {...answers("close")}
            aria-label={COOKIE_BANNER.close}
            title={COOKIE_BANNER.close}
            className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p id={textId} className="mt-2 text-sm text-muted-foreground">
          {COOKIE_BANNER.text}{" "}
          <a href={COOKIE_BANNER.privacyLink.href} className="font-medium text-accent underline underline-offset-2 hover:text-primary">
            {COOKIE_BANNER.privacyLink.label}
          </a>
        </p>

        {customising && (
          <fieldset id={categoriesId} className="mt-4 space-y-3">
            <legend className="sr-only">Cookie-kategorier</legend>
            {COOKIE_CATEGORIES.map((category) => {
              const inputId = `${id}-${category.id}`;
              const checked = category.id === "necessary" ? true : choice[category.id];
              return (
                <div key={category.id} className="flex items-start gap-3 rounded-lg border border-border p-3">
                  <input
                    id={inputId}
                    ref={category.id === "functional" ? firstOptionRef : undefined}
                    type="checkbox"
                    checked={checked}
                    disabled={category.locked}
                    onChange={(event) => {
                      if (category.id !== "necessary") toggle(category.id, event.target.checked);
                    }}
                    aria-describedby={`${inputId}-description`}
                    className="mt-0.5 size-4 shrink-0 accent-accent disabled:opacity-70"
                  />
                  <div>
                    <label htmlFor={inputId} className="text-sm font-medium">
                      {category.label}
                    </label>
                    <p id={`${inputId}-description`} className="text-sm text-muted-foreground">
                      {category.description}
                    </p>
                  </div>
                </div>
              );
            })}
          </fieldset>
        )}

        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="accent" onClick={() => choose(ACCEPT_ALL)} {...answers("all")}>
            {COOKIE_BANNER.acceptAll}
          </Button>
          {customising ? (
            <Button variant="outline" onClick={() => choose(choice)}>
              {COOKIE_BANNER.save}
            </Button>
          ) : (
            <Button
              variant="outline"
              {...answers("customise")}
              onClick={() => {
                focusOptions.current = true;
                setCustomising(true);
              }}
            >
              {COOKIE_BANNER.customize}
            </Button>
          )}
          <Button variant="outline" onClick={() => choose(NECESSARY_ONLY)} {...answers("necessary")}>
            {COOKIE_BANNER.necessaryOnly}
          </Button>
        </div>
      </div>
    </section>
  );
}
