import type { PartLog } from "../logs.ts";
import { stripeClient, syncStripe } from "../../../scripts/stripe-sync.ts";
import { DOUBLE_SECRET_KEY, DOUBLE_WEBHOOK_SECRET, startStripeDouble, type StripeDouble } from "./index.ts";

/**
 * Stripe for the edge functions. With STRIPE_SECRET_KEY set in .env the functions talk to Stripe itself
 * (test mode; events arrive through `stripe listen --forward-to …/functions/v1/stripe-webhook`, whose
 * signing secret goes into STRIPE_WEBHOOK_SECRET; its products and prices come from `npm run stripe:sync`).
 * Without it the stack starts the Stripe double, fills it with the same sync, and points the functions at it.
 */
export async function stripeSettings(options: {
  env: Record<string, string>;
  port: number;
  apiUrl: string;
  log: PartLog;
}): Promise<{ double: StripeDouble | null; webhookSecret: string; functionsEnv: Record<string, string> }> {
  const { env } = options;
  const urls: Record<string, string> = {};
  for (const name of ["CHECKOUT_SUCCESS_URL", "CHECKOUT_CANCEL_URL", "PORTAL_RETURN_URL", "CHECK_SUBSCRIPTION_SOURCE"]) if (env[name]) urls[name] = env[name];

  const realKey = env.STRIPE_SECRET_KEY?.trim();
  if (realKey) {
    return {
      double: null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
      functionsEnv: { STRIPE_SECRET_KEY: realKey, STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET ?? "", STRIPE_API_BASE: "", ...urls },
    };
  }
  const double = await startStripeDouble({
    port: options.port,
    webhookUrl: `${options.apiUrl}/functions/v1/stripe-webhook`,
    secretKey: DOUBLE_SECRET_KEY,
    webhookSecret: DOUBLE_WEBHOOK_SECRET,
    log: (message) => options.log.write(message),
  });
  try {
    await syncStripe(stripeClient(double.secretKey, double.url));
  } catch (error) {
    await double.stop();
    throw error;
  }
  return {
    double,
    webhookSecret: double.webhookSecret,
    functionsEnv: {
      STRIPE_SECRET_KEY: double.secretKey,
      STRIPE_WEBHOOK_SECRET: double.webhookSecret,
      STRIPE_API_BASE: double.url,
      ...urls,
    },
  };
}
