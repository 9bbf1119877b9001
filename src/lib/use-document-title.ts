import { useEffect } from "react";
import { env } from "./env.ts";
import { markPageHydrated } from "./page-hydration.ts";

/**
 * Sets the tab title to "<title> | <product>", or just the product name and tagline. Every page calls
 * it, so its effect also tells the router that the page's content has hydrated (page-hydration.ts).
 */
export function useDocumentTitle(title?: string): void {
  useEffect(markPageHydrated, []);
  useEffect(() => {
    document.title = title
      ? `${title} | ${env.productName}`
      : `${env.productName} – IT-sikkerhed for små virksomheder`;
  }, [title]);
}
