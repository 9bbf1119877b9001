import { Link, Outlet } from "@tanstack/react-router";
import { ShieldCheck } from "lucide-react";
import { env } from "../lib/env.ts";

// On the dark header the default teal focus ring is too faint (WCAG 1.4.11 wants 3:1), so use a light one.
const headerFocus = "focus-visible:outline-teal-300";
const navLinkClasses = `rounded-md px-3 py-2 text-sm font-medium text-primary-foreground/90 hover:bg-white/10 hover:text-primary-foreground ${headerFocus}`;

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-foreground focus:shadow-lg"
      >
        Spring til indhold
      </a>
      <header className="bg-primary text-primary-foreground">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link to="/" className={`inline-flex items-center gap-2 rounded-md text-lg font-bold ${headerFocus}`}>
            <ShieldCheck aria-hidden="true" className="size-7 text-teal-300" />
            {env.productName}
          </Link>
          <nav aria-label="Hovedmenu">
            <ul className="flex items-center gap-1">
              <li>
                <Link to="/" className={navLinkClasses} activeOptions={{ exact: true }} activeProps={{ "aria-current": "page" }}>
                  Forside
                </Link>
              </li>
              <li>
                <Link to="/blog" className={navLinkClasses} activeProps={{ "aria-current": "page" }}>
                  Artikler
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-border bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-muted-foreground sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {env.resellerName}. Alle rettigheder forbeholdes.
        </div>
      </footer>
    </div>
  );
}
