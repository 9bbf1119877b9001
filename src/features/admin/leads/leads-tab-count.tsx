import { useQuery } from "@tanstack/react-query";
import { Siren } from "lucide-react";
import { fetchLeadStats } from "./leads-api.ts";

export const LEAD_STATS_KEY = ["admin", "lead-stats"] as const;

/**
 * The 'Henvendelser' tab's count: open urgent leads in red with a siren when there are any (an attack in
 * progress is seen from every tab), else the leads waiting ('Afventer'); nothing offline or when there are none.
 */
export function LeadsTabCount() {
  const stats = useQuery({ queryKey: LEAD_STATS_KEY, queryFn: fetchLeadStats, retry: false, refetchInterval: 60_000 });
  const urgent = stats.data?.urgent_open ?? 0;
  const count = stats.data?.new_total ?? 0;
  if (urgent > 0)
    return (
      <span className="relative ml-1.5 inline-flex items-center gap-1 rounded-full bg-red-700 px-1.5 text-xs font-bold text-white" data-testid="urgent-leads-count">
        <Siren aria-hidden="true" className="size-3" />
        {urgent}
        <span className="sr-only"> {urgent === 1 ? "akut" : "akutte"}</span>
      </span>
    );
  if (count === 0) return null;
  return (
    // relative: the visually hidden words are positioned inside the tab row's scroller, not at the page's
    // right edge, where they widened a phone's page.
    <span className="relative ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-foreground" data-testid="new-leads-count">
      {count}
      <span className="sr-only"> afventer</span>
    </span>
  );
}
