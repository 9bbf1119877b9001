import { useState } from "react";
import type { LeadStats } from "./leads-api.ts";
import { formatDanishInteger } from "#shared/lib/format.ts";

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-border p-3 sm:p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{formatDanishInteger(value)}</dd>
    </div>
  );
}

/**
 * What the reseller wants at a glance: leads this week and last, and what the chat could not answer. A
 * <details>, closed until asked for on every screen: open, its ~250 px pushed an opened lead's detail below the
 * fold on a laptop (issue 36), and the leads are what the tab is for. Its summary keeps the numbers that matter.
 */
export function LeadStatsPanel({ stats }: { stats: LeadStats | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group mb-3 rounded-lg border border-border">
      <summary className="cursor-pointer px-4 py-2.5 text-sm font-semibold">
        Overblik
        <span className="font-normal text-muted-foreground">
          {" "}
          · {formatDanishInteger(stats?.new_total ?? 0)} afventer · {formatDanishInteger(stats?.this_week ?? 0)} denne uge ·{" "}
          {formatDanishInteger(stats?.last_week ?? 0)} sidste uge
        </span>
      </summary>
      <div className="px-4 pb-4">
        <dl className="grid grid-cols-3 gap-3">
          <Figure label="Denne uge" value={stats?.this_week ?? 0} />
          <Figure label="Sidste uge" value={stats?.last_week ?? 0} />
          <Figure label="Afventer" value={stats?.new_total ?? 0} />
        </dl>
        <div className="mt-4 rounded-lg border border-border p-4">
          <h2 className="font-semibold">Spørgsmål chatten ikke kunne svare på (seneste 30 dage)</h2>
          {stats && stats.unanswered.length === 0 && (
            <p className="mt-2 text-sm text-muted-foreground">Chatten har svaret på alle spørgsmål de seneste 30 dage.</p>
          )}
          {stats && stats.unanswered.length > 0 && (
            <ol className="mt-2 space-y-1 text-sm">
              {stats.unanswered.map((item) => (
                <li key={item.question} className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 break-words">{item.question}</span>
                  <span className="shrink-0 text-muted-foreground">
                    {item.count} {item.count === 1 ? "gang" : "gange"}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </details>
  );
}
