/**
 * The app's configuration. vite.config.ts has already validated and normalised these values
 * (src/lib/env-schema.ts) and compiled them in, so reading them here needs no runtime checks.
 */
export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Without a trailing slash. */
  siteUrl: string;
  adminPath: string;
  productName: string;
  resellerName: string;
}

export const env: AppEnv = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
  siteUrl: import.meta.env.VITE_SITE_URL,
  adminPath: import.meta.env.VITE_ADMIN_PATH,
  productName: import.meta.env.VITE_PRODUCT_NAME,
  resellerName: import.meta.env.VITE_RESELLER_NAME,
};
