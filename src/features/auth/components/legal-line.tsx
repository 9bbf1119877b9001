import { ContentLink } from "../../../components/layout/content-link.tsx";

/** Under the button: what the visitor agrees to by going on, with the terms and the privacy policy one tap away. */
export function LegalLine({ action }: { action: string }) {
  return (
    <p className="text-center text-xs text-muted-foreground">
      Når du {action}, accepterer du vores{" "}
      <ContentLink href="/terms" className="underline hover:text-foreground">
        handelsbetingelser
      </ContentLink>{" "}
      og{" "}
      <ContentLink href="/privacy" className="underline hover:text-foreground">
        privatlivspolitik
      </ContentLink>
      .
    </p>
  );
}
