// How long a throwaway test stack takes from the call to ready (fresh cluster, migrations, seed, all parts).
import { startStack } from "../supabase/local/stack.ts";
import { summary } from "./stats.ts";

export async function benchStackStart(runs = 5): Promise<Record<string, unknown>> {
  const totals: number[] = [];
  const parts: Record<string, number[]> = {};
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const stack = await startStack({ mode: "test" });
    totals.push(performance.now() - started);
    for (const [part, ms] of Object.entries(stack.timings)) (parts[part] ??= []).push(ms);
    await stack.stop();
  }
  return {
    "test stack start → ready (ms)": summary(totals),
    "ready after, per part (median ms, cumulative)": Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, summary(v).median])),
  };
}
