// What the gateway adds: the public blog list query through the gateway, straight to PostgREST,
// and as plain SQL on a pooled connection. Sequential requests, after a warm-up.
import pg from "pg";
import { startStack } from "../supabase/local/stack.ts";
import { summary, timeIt } from "./stats.ts";

const QUERY = "/blog_posts?select=*&status=eq.published&order=published_at.desc";
const SQL = "select * from public.blog_posts where status = 'published' and not _deleted order by published_at desc";

export async function benchGatewayLatency(requests = 300, warmup = 50): Promise<Record<string, unknown>> {
  const stack = await startStack({ mode: "test" });
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: 1 });
  try {
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` };
    const viaGateway = () => fetch(`${stack.apiUrl}/rest/v1${QUERY}`, { headers }).then((r) => r.arrayBuffer());
    const viaPostgrest = () => fetch(`${stack.postgrestUrl}${QUERY}`, { headers }).then((r) => r.arrayBuffer());
    const viaSql = () => pool.query(SQL);
    const measure = async (fn: () => Promise<unknown>) => {
      for (let i = 0; i < warmup; i++) await fn();
      const samples: number[] = [];
      for (let i = 0; i < requests; i++) samples.push(await timeIt(fn));
      return samples;
    };
    const gateway = await measure(viaGateway);
    const postgrest = await measure(viaPostgrest);
    const sql = await measure(viaSql);
    const g = summary(gateway);
    const p = summary(postgrest);
    return {
      "blog list via gateway (ms)": g,
      "blog list straight to PostgREST (ms)": p,
      "blog list as plain SQL (ms)": summary(sql),
      "gateway overhead, median (ms)": Math.round((g.median - p.median) * 100) / 100,
    };
  } finally {
    await pool.end();
    await stack.stop();
  }
}
