import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { LOADING_ATTRIBUTE } from "../../lib/loading-attribute.ts";

/** A grey placeholder block. Decorative: the surrounding region announces the loading state. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" {...{ [LOADING_ATTRIBUTE]: "" }} className={cn("rounded-md bg-muted motion-safe:animate-pulse", className)} {...props} />;
}
