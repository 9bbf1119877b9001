import { useEffect, useRef } from "react";
import { Link, useLocation } from "@tanstack/react-router";
import { buttonClasses } from "../components/ui/button.tsx";
import { useDocumentTitle } from "../lib/use-document-title.ts";

/** Shown for any unknown path and at /404 (where unknown product slugs are sent). */
export function NotFoundPage() {
  // The path the page opened on, logged once: a link away from the 404 page to "/" re-renders it with the new
  // location for a moment, and logging on every path change reported "/" as missing.
  const pathname = useLocation({ select: (location) => location.pathname });
  const missing = useRef(pathname);
  useDocumentTitle("404");

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", missing.current);
  }, []);

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
