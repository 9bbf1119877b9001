import { Skeleton } from "../../components/ui/skeleton.tsx";

/** A placeholder with the shape of a BlogCard, shown while posts load. */
export function BlogCardSkeleton() {
  return (
    <div
      data-testid="blog-card-skeleton"
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm"
    >
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex justify-between">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-5 w-20" />
        </div>
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="mt-1 h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="mt-4 flex justify-between">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-28" />
        </div>
      </div>
    </div>
  );
}
