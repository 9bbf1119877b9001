import { useEffect, useRef } from "react";
import { Link, useRouterState } from "@tanstack/react-router";
import { buttonClasses } from "../components/ui/button.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";

/** Shown for any unknown path and at /404 (where unknown product slugs are sent). */
export function NotFoundPage() {
  // The missing path is logged once, when the router has settled on it. While a link away from the 404 page
  // loads, the router's not-found boundary resets and mounts this page again with the new location ("/"),
  // still pending: logging on mount then reported "/" as missing (console-sweep, on a loaded machine).
  const settled = useRouterState({
    select: (state) => (state.status === "idle" && state.resolvedLocation?.pathname === state.location.pathname ? state.location.pathname : null),
  });
  const logged = useRef(false);
  useDocumentTitle("404");

  useEffect(() => {
    if (settled === null || logged.current) return;
    logged.current = true;
    console.error("404 Error: User attempted to access non-existent route:", settled);
  }, [settled]);

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
