import { LogIn, LogOut, UserRound } from "lucide-react";
import { NAVIGATION_TEXT } from "../../content/navigation.ts";
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

/** Signed out: 'Sign In'. Signed in: 'Portal' and 'Sign Out' (docs/product-rules.md#navigation). */
export function AuthActions({ itemClassName, className, onAction }: AuthActionsProps) {
  const status = useSessionStatus();
  if (status !== "signed-in") {
    return (
      <div className={className}>
        <SiteLink href="/auth" lang="en" className={itemClassName} onClick={onAction}>
          <LogIn aria-hidden="true" className="size-4" />
          {NAVIGATION_TEXT.signIn}
        </SiteLink>
      </div>
    );
  }
  return (
    <div className={cn(className)}>
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
