import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { owesSecondStep } from "../../../lib/second-step.ts";
import { PLANS } from "#shared/content/plans.ts";
import { currentSession } from "../api/auth-api.ts";
import { destinationHref, destinationPurpose, type Destination } from "../destination.ts";
import { signOut } from "../use-session.ts";
import { AUTH_VIEWS_ID, authViewOnPage, type AuthView } from "../auth-view-before-app.ts";
import { ForgotPasswordForm, NewPasswordForm, SignInCodeForm, SignInForm, SignUpForm } from "./auth-forms.tsx";
import { AuthAside, PlanSummary } from "./auth-aside.tsx";

type View = AuthView | "code";

const TABS: Array<{ view: "sign-in" | "sign-up"; label: string }> = [
  { view: "sign-in", label: "Sign In" },
  { view: "sign-up", label: "Sign Up" },
];

/**
 * /auth: Sign In and Sign Up tabs, Forgot Password, and Set New Password with reset=true. With a
 * destination (the plan a visitor chose on 'Start i dag'), it says in Danish what they sign in for and
 * goes there once signed in; without one, to /.
 */
export function AuthPage({ reset, destination = null }: { reset: boolean; destination?: Destination | null }) {
  useDocumentTitle(reset ? "Ny adgangskode" : "Log ind");
  // The app shell is this page prerendered for /auth without a query (README "Serving dist/ on a static
  // host"), and it is hydrated wherever a signed-out visitor lands on sign-in: /customer-portal sends them
  // to /auth?next=…, which says what they sign in for. Hydration renders the shell as it is, and what the
  // URL asks for (that line, the new-password form) right after: otherwise React finds other markup than
  // the HTML's (React #418) and throws the HTML away, with anything typed into it.
  const hydrated = useHydrated();
  const showsReset = hydrated && reset;
  const shownDestination = hydrated ? destination : null;
  const navigate = useNavigate();
  // The prerendered page holds the sign-in, sign-up and forgot-password views, and a tap before the app
  // shows one of them (auth-view-before-app.ts): the app starts from the one shown, and hydrates all
  // three as the page has them (the others hidden, their fields unlabelled); right after, only the one
  // shown stays.
  const [pageView] = useState<View>(authViewOnPage);
  const [chosenView, setView] = useState<View | null>(null);
  // The address just signed up with, filled in on the Sign In tab that follows.
  const [signUpEmail, setSignUpEmail] = useState("");
  const after = destination ? destinationHref(destination) : "/";
  const plan = destination?.plan ? PLANS.find((candidate) => candidate.id === destination.plan) : undefined;
  const planName = plan?.name;
  const shownPlan = hydrated ? plan : undefined;

  // A buyer who chose a plan ('Start i dag') most likely has no account yet: the page opens on Sign Up, with
  // the plan named, once hydrated (the markup it hydrates is Sign In) and unless they chose a view themselves.
  const view: View = chosenView ?? (shownPlan && pageView === "sign-in" ? "sign-up" : pageView);

  // A signed-in visitor has nothing to do here, except when setting a new password from the reset link.
  // One whose session still owes its authenticator code comes back to give it.
  useEffect(() => {
    if (reset) return;
    let cancelled = false;
    void currentSession().then(async (session) => {
      if (!session || cancelled) return;
      const owesCode = await owesSecondStep().catch(() => false);
      if (cancelled) return;
      if (owesCode) setView("code");
      else void navigate({ href: after, replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [reset, navigate, after]);

  const signedIn = () => void navigate({ href: after });

  const heading = showsReset
    ? "Vælg en ny adgangskode"
    : shownPlan
      ? `Kom i gang med ${shownPlan.name}`
      : "Log ind eller opret konto";
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-12 lg:px-8 lg:py-16">
      <div className="lg:order-2">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
      {shownDestination && !showsReset && (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="auth-purpose">
          {destinationPurpose(shownDestination, planName)}
        </p>
      )}
      {shownPlan && !showsReset && <PlanSummary plan={shownPlan} />}
      <div className="mt-6 rounded-xl border border-border bg-card p-6 shadow-sm">
        {showsReset ? (
          <NewPasswordForm onUpdated={() => void navigate({ to: "/customer-portal" })} />
        ) : view === "code" ? (
          <SignInCodeForm
            onSignedIn={signedIn}
            onOtherAccount={() => void signOut().finally(() => setView("sign-in"))}
          />
        ) : (
          <div id={AUTH_VIEWS_ID} data-view={view}>
            {(!hydrated || view !== "forgot") && (
              <div data-auth-part="sign-in sign-up" hidden={view === "forgot"}>
                <div role="tablist" aria-label="Konto" className="mb-6 grid grid-cols-2 gap-1 rounded-md bg-muted p-1">
                  {TABS.map((tab) => (
                    <button
                      key={tab.view}
                      type="button"
                      role="tab"
                      lang="en"
                      id={`tab-${tab.view}`}
                      aria-selected={view === tab.view}
                      aria-controls={`panel-${tab.view}`}
                      className="rounded px-3 py-2 text-sm font-medium not-aria-selected:text-muted-foreground aria-selected:bg-background aria-selected:shadow-sm"
                      onClick={() => setView(tab.view)}
                      data-auth-show={tab.view}
                    >
                      {tab.label}
                    </button>
                  ))}
                </div>
                {(!hydrated || view === "sign-in") && (
                  <div role="tabpanel" id="panel-sign-in" aria-labelledby="tab-sign-in" hidden={view !== "sign-in"} data-auth-part="sign-in">
                    <SignInForm
                      email={signUpEmail}
                      linked={view === "sign-in"}
                      onSignedIn={signedIn}
                      onNeedsCode={() => setView("code")}
                      onForgot={() => setView("forgot")}
                    />
                  </div>
                )}
                {(!hydrated || view === "sign-up") && (
                  <div role="tabpanel" id="panel-sign-up" aria-labelledby="tab-sign-up" hidden={view !== "sign-up"} data-auth-part="sign-up">
                    <SignUpForm
                      linked={view === "sign-up"}
                      onSignedUp={(email) => {
                        setSignUpEmail(email);
                        setView("sign-in");
                      }}
                    />
                  </div>
                )}
              </div>
            )}
            {(!hydrated || view === "forgot") && (
              <div hidden={view !== "forgot"} data-auth-part="forgot">
                <ForgotPasswordForm linked={view === "forgot"} onBack={() => setView("sign-in")} />
              </div>
            )}
          </div>
        )}
      </div>
      </div>
      <AuthAside />
    </div>
  );
}
