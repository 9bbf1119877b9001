import { carouselPositionText } from "../../lib/carousel-position.ts";
import { cn } from "../../lib/cn.ts";

/**
 * Dots and "1 af N" under a row that swipes on a phone (the row has `data-carousel={id}`); `className` hides it
 * where the row becomes a grid. Updated by src/lib/carousel-position.ts, before the app too. Hidden from screen
 * readers: they read the row as the list it is.
 */
export function CarouselPosition({ id, count, className }: { id: string; count: number; className?: string }) {
  if (count < 2) return null;
  return (
    <div aria-hidden="true" data-carousel-position={id} className={cn("mt-3 flex items-center justify-center gap-3", className)}>
      <span className="flex gap-1.5">
        {Array.from({ length: count }, (_, index) => (
          <span
            key={index}
            data-carousel-dot=""
            {...(index === 0 ? { "data-on": "" } : {})}
            suppressHydrationWarning
            className="size-2 rounded-full bg-foreground/25 data-on:w-5 data-on:bg-accent"
          />
        ))}
      </span>
      <span data-carousel-text="" suppressHydrationWarning className="text-xs font-medium text-muted-foreground tabular-nums">
        {carouselPositionText(0, count)}
      </span>
    </div>
  );
}
