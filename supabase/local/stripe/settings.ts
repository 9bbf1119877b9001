import type { PartLog } from "../logs.ts";
import type { PlanId } from "#shared/content/plans.ts";
import { DOUBLE_SECRET_KEY, DOUBLE_WEBHOOK_SECRET, startStripeDouble, type StripeDouble } from "./index.ts";

const PRICE_ENV: Record<PlanId, string> = {
  core: "STRIPE_PRICE_CORE",
  essentials: "STRIPE_PRICE_ESSENTIALS",
  complete: "STRIPE_PRICE_COMPLETE",
};

/**
 * Stripe for the edge functions. With STRIPE_SECRET_KEY set in .env the functions talk to Stripe itself
 * (test mode; events arrive through `stripe listen --forward-to …/functions/v1/stripe-webhook`, whose
 * signing secret goes into STRIPE_WEBHOOK_SECRET). Without it the stack starts the Stripe double and points
 * the functions at it.
 */
export async function stripeSettings(options: {
  env: Record<string, string>;
  port: number;
  apiUrl: string;
  log: PartLog;
}): Promise<{ double: StripeDouble | null; webhookSecret: string; functionsEnv: Record<string, string> }> {
  const { env } = options;
  const prices: Record<string, string> = {};
  const priceIds: Partial<Record<PlanId, string>> = {};
  for (const [plan, name] of Object.entries(PRICE_ENV) as Array<[PlanId, string]>) {
    if (env[name]) {
      prices[name] = env[name];
      priceIds[plan] = env[name];
    }
  }
  const urls: Record<string, string> = {};
  for (const name of ["CHECKOUT_SUCCESS_URL", "CHECKOUT_CANCEL_URL", "PORTAL_RETURN_URL", "CHECK_SUBSCRIPTION_SOURCE"]) if (env[name]) urls[name] = env[name];

  const realKey = env.STRIPE_SECRET_KEY?.trim();
  if (realKey) {
    return {
      double: null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
      functionsEnv: { STRIPE_SECRET_KEY: realKey, STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? "", STRIPE_API_BASE: "", ...prices, ...urls },
    };
  }
  const double = await startStripeDouble({
    port: options.port,
    webhookUrl: `${options.apiUrl}/functions/v1/stripe-webhook`,
    secretKey: DOUBLE_SECRET_KEY,
    webhookSecret: DOUBLE_WEBHOOK_SECRET,
    priceIds,
    log: (message) => options.log.write(message),
  });
  return {
    double,
    webhookSecret: double.webhookSecret,
    functionsEnv: {
      STRIPE_SECRET_KEY: double.secretKey,
      STRIPE_WEBHOOK_SECRET: double.webhookSecret,
      STRIPE_API_BASE: double.url,
      ...prices,
      ...urls,
    },
  };
}
