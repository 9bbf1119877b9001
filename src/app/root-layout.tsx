import { lazy, Suspense } from "react";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { CookieBanner } from "../features/consent/cookie-banner.tsx";
import { ChatLauncher } from "../features/chat/components/chat-launcher.tsx";
import { PwaStatus } from "../features/offline/pwa-status.tsx";
import { AccountFooter } from "../components/layout/account-footer.tsx";
import { AccountHeader } from "../components/layout/account-header.tsx";
import { LazyToaster } from "../components/layout/lazy-toaster.tsx";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { env } from "../lib/env.ts";
import { activeAdminTab } from "../features/admin/admin-paths.ts";
import { shellForPath } from "./shell-for-path.ts";

// The admin header's code (its sign-out wipes the RxDB store) loads only with the admin pages.
const AdminHeader = lazy(() => import("../features/admin/components/admin-header.tsx").then((module) => ({ default: module.AdminHeader })));

/**
 * Every page's frame, chosen by its path (shell-for-path.ts): the public site's header, footer and chat
 * button; the account pages' compact header and slim footer; or, for the admin area, nothing of either
 * (the admin layout draws its own header).
 */
export function RootLayout() {
  // The page on screen (the location a navigation is still loading counts once it has loaded, guards and
  // redirects included), so the frame never changes ahead of the page it frames.
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  const shell = shellForPath(pathname, env.adminPath);
  const adminPanel = shell === "admin" && activeAdminTab(pathname) !== undefined;
  return (
    <div data-shell={shell} className={shell === "site" ? "flex min-h-screen flex-col" : "flex min-h-screen flex-col bg-muted/30"}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-foreground focus:shadow-lg"
      >
        {/* e2e/accessibility.spec.ts looks for this wording; NAVIGATION_TEXT.skipToContent says 'Gå til indhold'. */}
        Spring til indhold
      </a>
      {shell === "site" && <SiteHeader />}
      {shell === "account" && <AccountHeader />}
      {adminPanel && (
        <Suspense fallback={null}>
          <AdminHeader />
        </Suspense>
      )}
      {/* Always this one element: a page's components must not remount when the frame around them changes. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {shell === "site" && <SiteFooter />}
      {shell === "account" && <AccountFooter />}

      {/* --- Site-wide overlays: other features insert their lines below (one per line). --- */}
      <CookieBanner />
      <PwaStatus />
      <LazyToaster />
      {shell === "site" && <ChatLauncher />}
      {/* --- End of site-wide overlays. --- */}
    </div>
  );
}
