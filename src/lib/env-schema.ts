import { z } from "zod";

/**
 * Public build-time configuration, documented in `.env.example`. Validated by vite.config.ts when the
 * dev server starts or a build runs, so a misconfiguration stops the build with a clear message instead
 * of breaking in visitors' browsers, and zod never ships in the first-load bundle.
 */
const httpUrl = z.url({ protocol: /^https?$/ });
const text = z.string().trim().min(1);

const envSchema = z.object({
  VITE_SUPABASE_URL: httpUrl.transform((url) => url.replace(/\/+$/, "")),
  VITE_SUPABASE_ANON_KEY: text,
  // Without a trailing slash, so `${siteUrl}/blog` is always well-formed.
  VITE_SITE_URL: httpUrl.transform((url) => url.replace(/\/+$/, "")),
  VITE_ADMIN_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/, "must be an absolute path like /secret-login"),
  VITE_PRODUCT_NAME: text,
  VITE_RESELLER_NAME: text,
  // Optional; empty means no analytics (src/features/consent/analytics.ts).
  VITE_GA_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(/^(G-[A-Z0-9]+)?$/, "must be empty or a GA4 measurement id like G-XXXXXXX")
    .optional(),
});

export type PublicEnv = z.infer<typeof envSchema>;

/** Validates and normalises the raw variables; throws one error listing every problem. */
export function parseEnv(raw: Record<string, unknown>): PublicEnv {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid app configuration (see .env.example):\n${problems.join("\n")}`);
  }
  return result.data;
}
