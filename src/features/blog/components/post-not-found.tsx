import { FileQuestion } from "lucide-react";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { blogText } from "../strings.ts";
import { BackToBlogLink } from "./back-to-blog-link.tsx";

export function PostNotFound() {
  useDocumentTitle(blogText.notFoundTitle);
  return (
    <div lang="en" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <FileQuestion aria-hidden="true" className="mb-6 size-14 text-muted-foreground" />
      <h1 className="text-3xl font-bold tracking-tight">{blogText.notFoundTitle}</h1>
      <p className="mt-4 mb-8 text-lg text-muted-foreground">{blogText.notFoundText}</p>
      <BackToBlogLink />
    </div>
  );
}
