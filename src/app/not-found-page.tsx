import { useEffect } from "react";
import { Link, useRouterState } from "@tanstack/react-router";
import { buttonClasses } from "../components/ui/button.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";

/** Shown for any unknown path and at /404 (where unknown product slugs are sent). */
export function NotFoundPage() {
  // The path this page was resolved for, not the one being navigated to: a link away from the 404 page to "/"
  // re-rendered it with the new location for a moment and logged "/" as missing.
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  useDocumentTitle("404");

  useEffect(() => {
    if (pathname !== undefined) console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div lang="en" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-6xl font-bold tracking-tight text-primary">404</h1>
      <p className="mt-4 mb-8 text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className={buttonClasses({ variant: "primary", size: "lg" })}>
        Return to Home
      </Link>
    </div>
  );
}
