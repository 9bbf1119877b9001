import { useQuery } from "@tanstack/react-query";
import { fetchLeadStats } from "./leads-api.ts";

export const LEAD_STATS_KEY = ["admin", "lead-stats"] as const;

/** The 'Henvendelser' tab's count of new leads (nothing while offline or when there are none). */
export function LeadsTabCount() {
  const stats = useQuery({ queryKey: LEAD_STATS_KEY, queryFn: fetchLeadStats, retry: false, refetchInterval: 60_000 });
  const count = stats.data?.new_total ?? 0;
  if (count === 0) return null;
  return (
    // relative: the visually hidden words are positioned inside the tab row's scroller, not at the page's
    // right edge, where they widened a phone's page.
    <span className="relative ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-foreground" data-testid="new-leads-count">
      {count}
      <span className="sr-only"> nye</span>
    </span>
  );
}
