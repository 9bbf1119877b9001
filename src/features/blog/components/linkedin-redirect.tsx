import { useEffect, useRef } from "react";
import { ExternalLink, Loader2 } from "lucide-react";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { blogText } from "../strings.ts";
import { BackToBlogLink } from "./back-to-blog-link.tsx";

interface LinkedInRedirectProps {
  title: string;
  /** Already checked to be an http(s) URL. */
  url: string;
}

/**
 * Posts that live on LinkedIn open there in a new window. Browsers may block a window opened without a
 * click, hence the visible fallback link. The ref keeps StrictMode's double effect run from opening two windows.
 */
export function LinkedInRedirect({ title, url }: LinkedInRedirectProps) {
  useDocumentTitle(title);
  const openedUrl = useRef<string | null>(null);

  useEffect(() => {
    if (openedUrl.current === url) return;
    openedUrl.current = url;
    window.open(url, "_blank", "noopener,noreferrer");
  }, [url]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Loader2 aria-hidden="true" className="mb-6 size-10 text-accent motion-safe:animate-spin" />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p role="status" className="mt-4 text-lg text-foreground">
        {blogText.linkedInOpening}
      </p>
      <p className="mt-2 mb-8 text-muted-foreground">
        {blogText.linkedInFallbackBefore}{" "}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-accent underline underline-offset-2 hover:text-primary"
        >
          {blogText.linkedInFallbackLink}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(åbner i et nyt vindue)</span>
        </a>
      </p>
      <BackToBlogLink label={blogText.linkedInBack} lang="da" />
    </div>
  );
}
