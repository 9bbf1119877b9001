import { useEffect } from "react";
import { env } from "./env.ts";

/** Sets the tab title to "<title> | <product>", or just the product name and tagline. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} | ${env.productName}`
      : `${env.productName} – IT-sikkerhed for små virksomheder`;
  }, [title]);
}
