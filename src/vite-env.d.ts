/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL: string;
  readonly VITE_SUPABASE_ANON_KEY: string;
  readonly VITE_SITE_URL: string;
  readonly VITE_ADMIN_PATH: string;
  readonly VITE_PRODUCT_NAME: string;
  readonly VITE_RESELLER_NAME: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
