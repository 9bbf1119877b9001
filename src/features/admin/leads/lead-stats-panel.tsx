import type { LeadStats } from "./leads-api.ts";
import { formatDanishInteger } from "#shared/lib/format.ts";

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{formatDanishInteger(value)}</dd>
    </div>
  );
}

/** What the reseller wants at a glance: leads this week and last, and what the chat could not answer. */
export function LeadStatsPanel({ stats }: { stats: LeadStats | undefined }) {
  return (
    <section aria-labelledby="lead-stats-heading" className="mb-6">
      <h2 id="lead-stats-heading" className="sr-only">
        Overblik
      </h2>
      <dl className="grid grid-cols-3 gap-3">
        <Figure label="Denne uge" value={stats?.this_week ?? 0} />
        <Figure label="Sidste uge" value={stats?.last_week ?? 0} />
        <Figure label="Nye, ikke behandlet" value={stats?.new_total ?? 0} />
      </dl>
      <div className="mt-4 rounded-lg border border-border p-4">
        <h3 className="font-semibold">Spørgsmål chatten ikke kunne svare på (seneste 30 dage)</h3>
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
    </section>
  );
}
