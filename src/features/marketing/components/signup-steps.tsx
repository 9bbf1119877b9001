import { PRICING_CONTENT, SIGNUP_STEPS } from "../../../content/landing.ts";

/**
 * A laptop behind a shield with a tick: the "you are set up" picture next to the steps. Decorative (the
 * steps are the content), drawn inline so it costs no request and can never shift the layout.
 */
function SignupIllustration() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 240 200"
      width="240"
      height="200"
      className="mx-auto hidden h-auto w-52 sm:block lg:w-full lg:max-w-xs"
    >
      <rect x="10" y="12" width="220" height="176" rx="24" fill="#e6f4f1" />
      <rect x="40" y="52" width="132" height="86" rx="8" fill="#0b2545" />
      <rect x="48" y="60" width="116" height="70" rx="4" fill="#13315c" />
      <rect x="56" y="70" width="48" height="6" rx="3" fill="#5eead4" />
      <rect x="56" y="84" width="92" height="5" rx="2.5" fill="#8da9c4" />
      <rect x="56" y="96" width="74" height="5" rx="2.5" fill="#8da9c4" />
      <rect x="56" y="108" width="84" height="5" rx="2.5" fill="#8da9c4" />
      <path d="M26 144h160l-10 14H36z" fill="#0b2545" />
      <path d="M170 66l34 13v25c0 22-15 37-34 43-19-6-34-21-34-43V79z" fill="#0f766e" />
      <path
        d="M156 104l10 10 20-22"
        fill="none"
        stroke="#ffffff"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The 4-step signup picture, as text beside an illustration so the steps wrap on any screen
 * and can be read, searched and translated: a numbered timeline.
 */
export function SignupSteps() {
  return (
    <figure data-testid="signup-steps" className="mt-12 rounded-2xl border border-border bg-card p-5 shadow-sm sm:mt-16 sm:p-10">
      <figcaption className="text-center text-2xl font-semibold lg:text-left">{PRICING_CONTENT.signupHeading}</figcaption>
      <div className="mt-6 grid items-center gap-8 sm:mt-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12">
        <SignupIllustration />
        {/* On a phone the steps stack in order (four short lines read faster down than sideways); two columns from sm. */}
        <ol aria-label={PRICING_CONTENT.signupHeading} className="grid gap-5 sm:grid-cols-2 sm:gap-6">
          {SIGNUP_STEPS.map((step) => (
            <li key={step.step} className="flex gap-4">
              <span
                aria-hidden="true"
                className={`flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white ${
                  step.step === SIGNUP_STEPS.length ? "bg-accent" : "bg-primary"
                }`}
              >
                {step.step}
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-balance">{step.title}</p>
                <p className="mt-1 text-sm text-pretty text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
