import { LogIn, LogOut, UserRound } from "lucide-react";
import { NAVIGATION_TEXT } from "../../content/navigation.ts";
import { AUTH_STATE_ATTRIBUTE } from "../../features/auth/session-mark.ts";
import { signOut, useSessionStatus } from "../../features/auth/use-session.ts";
import { cn } from "../../lib/cn.ts";
import { SiteLink } from "./site-link.tsx";

interface AuthActionsProps {
  /** Classes of each link or button, so the header and the drawer can style them their own way. */
  itemClassName: string;
  className?: string;
  /** Called after a choice, e.g. to close the drawer. */
  onAction?: () => void;
}

async function signOutWithToast(): Promise<void> {
  try {
    await signOut();
    const { toast } = await import("../../lib/toast.ts");
    toast.success("Signed out");
  } catch (error) {
    console.error("Sign out failed:", error);
  }
}

/**
 * Signed out: 'Sign In'. Signed in: 'Portal' and 'Sign Out'. Until the app knows the session (the
 * prerendered page, and the app's first moments), both are in the page and the mark the head script put
 * on <html> shows one of them (session-mark.ts). A 'Sign Out' pressed before the app is held and done
 * once it runs (start-on-intent.ts); 'Portal' is a plain link.
 */
export function AuthActions(props: AuthActionsProps) {
  const status = useSessionStatus();
  if (status === "unknown") {
    return (
      <>
        <SignedOutActions {...props} />
        <SignedInActions {...props} />
      </>
    );
  }
  return status === "signed-in" ? <SignedInActions {...props} /> : <SignedOutActions {...props} />;
}

/**
 * A phone's and tablet's header bar (below lg, where the other controls are in the drawer): 'Portal' for a
 * signed-in visitor, so the signed-in state shows in the bar itself. Like the desktop header's, it is in the
 * prerendered page and the head script's mark shows it from the first paint (session-mark.ts).
 */
export function BarPortalLink({ className }: { className: string }) {
  const status = useSessionStatus();
  if (status === "signed-out") return null;
  return (
    <div className="lg:hidden" {...{ [AUTH_STATE_ATTRIBUTE]: "signed-in" }}>
      <SiteLink href="/customer-portal" className={className} data-testid="bar-portal-link">
        <UserRound aria-hidden="true" className="size-4" />
        {NAVIGATION_TEXT.portal}
      </SiteLink>
    </div>
  );
}

function SignedOutActions({ itemClassName, className, onAction }: AuthActionsProps) {
  return (
    <div className={className} {...{ [AUTH_STATE_ATTRIBUTE]: "signed-out" }}>
      <SiteLink href="/auth" lang="en" className={itemClassName} onClick={onAction}>
        <LogIn aria-hidden="true" className="size-4" />
        {NAVIGATION_TEXT.signIn}
      </SiteLink>
    </div>
  );
}

function SignedInActions({ itemClassName, className, onAction }: AuthActionsProps) {
  return (
    <div className={cn(className)} {...{ [AUTH_STATE_ATTRIBUTE]: "signed-in" }}>
      <SiteLink href="/customer-portal" className={itemClassName} onClick={onAction}>
        <UserRound aria-hidden="true" className="size-4" />
        {NAVIGATION_TEXT.portal}
      </SiteLink>
      <button
        type="button"
        lang="en"
        className={itemClassName}
        onClick={() => {
          onAction?.();
          void signOutWithToast();
        }}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {NAVIGATION_TEXT.signOut}
      </button>
    </div>
  );
}
