import { WifiOff } from "lucide-react";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { blogText } from "../strings.ts";
import { BackToBlogLink } from "./back-to-blog-link.tsx";

/** Offline and this post was never read, so there is no saved copy: say so, and lead back to /blog (cached). */
export function PostOffline() {
  useDocumentTitle(blogText.offlineTitle);
  return (
    <div data-testid="post-offline" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <WifiOff aria-hidden="true" className="mb-6 size-14 text-muted-foreground" />
      <h1 className="text-3xl font-bold tracking-tight">{blogText.offlineTitle}</h1>
      <p className="mt-4 mb-8 text-lg text-pretty text-muted-foreground">{blogText.offlineText}</p>
      <BackToBlogLink label={blogText.offlineBack} lang="da" />
    </div>
  );
}
