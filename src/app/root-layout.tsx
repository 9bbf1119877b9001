import { Outlet } from "@tanstack/react-router";
import { CookieBanner } from "../features/consent/cookie-banner.tsx";
import { ChatLauncher } from "../features/chat/components/chat-launcher.tsx";
import { PwaStatus } from "../features/offline/pwa-status.tsx";
import { LazyToaster } from "../components/layout/lazy-toaster.tsx";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-foreground focus:shadow-lg"
      >
        {/* e2e/accessibility.spec.ts looks for this wording; NAVIGATION_TEXT.skipToContent says 'Gå til indhold'. */}
        Spring til indhold
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />

      {/* --- Site-wide overlays: other features insert their lines below (one per line). --- */}
      <CookieBanner />
      <PwaStatus />
      <LazyToaster />
      <ChatLauncher />
      {/* --- End of site-wide overlays. --- */}
    </div>
  );
}
