// check-subscription through the gateway, as the portal calls it: answered from the database (production)
// next to a variant that asks Stripe (the local double) on every call. One subscribed user per stack;
// sequential requests after a warm-up.
import { createClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";
import { PLANS } from "#shared/content/plans.ts";
import { startStack, type RunningStack } from "../supabase/local/stack.ts";
import { loadEnv } from "../supabase/local/env.ts";
import { summary, timeIt } from "./stats.ts";

async function subscribedToken(stack: RunningStack): Promise<string> {
  const client = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const email = `bench-${randomUUID()}@example.dk`;
  const password = `Pw-${randomUUID()}`;
  const signUp = await client.auth.signUp({ email, password, options: { data: { full_name: "Bench" } } });
  if (signUp.error) throw signUp.error;
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error || !signIn.data.session) throw signIn.error ?? new Error("no session");
  const token = signIn.data.session.access_token;
  const call = (name: string, body: unknown) =>
    fetch(`${stack.apiUrl}/functions/v1/${name}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, apikey: stack.anonKey, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<Record<string, unknown>>);
  const { url } = (await call("create-checkout", { priceId: PLANS[0]!.priceId, quantity: 5 })) as { url: string };
  await fetch(url, { method: "POST", body: new URLSearchParams({ card: "4242424242424242" }), redirect: "manual" });
  for (let i = 0; i < 200; i++) {
    if ((await call("check-subscription", {})).subscribed === true) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the subscription never arrived through the webhook");
}

async function measure(source: "database" | "stripe", requests: number, warmup: number) {
  const stack = await startStack({ mode: "test", env: { ...loadEnv(), STRIPE_SECRET_KEY: "", CHECK_SUBSCRIPTION_SOURCE: source } });
  try {
    const token = await subscribedToken(stack);
    const check = async () => {
      const response = await fetch(`${stack.apiUrl}/functions/v1/check-subscription`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, apikey: stack.anonKey },
      });
      const body = (await response.json()) as { subscribed?: boolean };
      if (body.subscribed !== true) throw new Error(`unexpected answer ${JSON.stringify(body)}`);
    };
    for (let i = 0; i < warmup; i++) await check();
    const samples: number[] = [];
    for (let i = 0; i < requests; i++) samples.push(await timeIt(check));
    return summary(samples);
  } finally {
    await stack.stop();
  }
}

export async function benchBillingLatency(requests = 300, warmup = 50): Promise<Record<string, unknown>> {
  return {
    "check-subscription from the database, via gateway (ms)": await measure("database", requests, warmup),
    "check-subscription asking Stripe (double) every call, via gateway (ms)": await measure("stripe", requests, warmup),
  };
}
