import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { blogText } from "../strings.ts";

export function PostSkeleton() {
  return (
    <div role="status" aria-live="polite" data-testid="post-skeleton" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <span lang="en" className="sr-only">
        {blogText.postLoading}
      </span>
      <Skeleton className="mb-8 h-10 w-36" />
      <div className="mb-4 flex gap-3">
        <Skeleton className="h-6 w-28 rounded-full" />
        <Skeleton className="h-6 w-24" />
      </div>
      <Skeleton className="mb-3 h-11 w-full" />
      <Skeleton className="mb-6 h-11 w-2/3" />
      <Skeleton className="mb-10 h-5 w-64" />
      <Skeleton className="mb-10 aspect-video w-full" />
      <div className="space-y-3">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className={index % 4 === 3 ? "h-5 w-3/5" : "h-5 w-full"} />
        ))}
      </div>
    </div>
  );
}
