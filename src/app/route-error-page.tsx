import { useEffect } from "react";
import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { AlertTriangle } from "lucide-react";
import { Button } from "../components/ui/button.tsx";
import { markPageHydrated } from "../lib/page-hydration.ts";

/** The error boundary of every route: says what happened in Danish and offers a retry. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  // This page stands in for one that failed, maybe while hydrating: it is the page now, and 'Prøv igen'
  // and every link navigate, which wait for the page on screen to have hydrated (lib/page-hydration.ts).
  useEffect(markPageHydrated, []);

  useEffect(() => {
    console.error("Route error:", error);
    // Let failed queries run again when the route re-renders instead of re-throwing their cached error.
    queryErrorReset.reset();
  }, [error, queryErrorReset]);

  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <AlertTriangle aria-hidden="true" className="mb-6 size-12 text-destructive" />
      <h1 className="text-3xl font-bold tracking-tight">Noget gik galt</h1>
      <p className="mt-4 mb-8 text-lg text-muted-foreground">
        Siden kunne ikke indlæses. Tjek din forbindelse og prøv igen.
      </p>
      <Button
        variant="primary"
        size="lg"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Prøv igen
      </Button>
    </div>
  );
}
