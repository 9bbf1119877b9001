import { Link, useNavigate } from "@tanstack/react-router";
import { LogOut, ShieldCheck } from "lucide-react";
import { NAVIGATION_TEXT } from "../../content/navigation.ts";
import { signOut, useSessionStatus, useSignedInEmail } from "../../features/auth/use-session.ts";
import { env } from "../../lib/env.ts";

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
 * The account pages' header: the product name (back to the site), 'Portal' as the place the customer is
 * in, and 'Sign Out' once signed in. No site navigation: a customer here is doing one thing.
 */
export function AccountHeader() {
  const status = useSessionStatus();
  const email = useSignedInEmail();
  const navigate = useNavigate();
  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
        <div className="flex items-center gap-3">
          <Link to="/" className="inline-flex items-center gap-2 rounded-md text-base font-bold text-primary">
            <ShieldCheck aria-hidden="true" className="size-6 text-accent" />
            {env.productName}
          </Link>
          <span aria-hidden="true" className="h-5 w-px bg-border" />
          <Link to="/customer-portal" className="rounded-md text-sm font-medium text-muted-foreground hover:text-foreground">
            {NAVIGATION_TEXT.portal}
          </Link>
        </div>
        {status === "signed-in" && (
          <div className="flex min-w-0 items-center gap-2">
          {email && (
            // Who is signed in, as Stripe's dashboard shows the account: a shared office computer is common.
            <p className="min-w-0 truncate text-sm text-muted-foreground" data-testid="signed-in-as">
              <span className="sr-only">Logget ind som </span>
              {email}
            </p>
          )}
          <button
            type="button"
            lang="en"
            // Signed out, the portal has nothing to show: back to the site.
            onClick={() => void signOutWithToast().then(() => navigate({ to: "/" }))}
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {NAVIGATION_TEXT.signOut}
          </button>
          </div>
        )}
      </div>
    </header>
  );
}
