/** What global-setup.ts publishes to the test workers through the environment. */
export const E2E_ENV_KEYS = {
  baseURL: "E2E_BASE_URL",
  apiUrl: "E2E_API_URL",
  dbUrl: "E2E_DB_URL",
  anonKey: "E2E_ANON_KEY",
  serviceRoleKey: "E2E_SERVICE_ROLE_KEY",
  /** The local mail outbox, where auth e-mails (reset links) arrive. */
  mailUrl: "E2E_MAIL_URL",
  /** The built app's folder, for specs that serve it another way (e2e/http-status.spec.ts). */
  distDir: "E2E_DIST_DIR",
} as const;

export type E2EEnv = Record<keyof typeof E2E_ENV_KEYS, string>;

export function e2eEnv(): E2EEnv {
  const values = {} as E2EEnv;
  for (const [name, key] of Object.entries(E2E_ENV_KEYS) as Array<[keyof E2EEnv, string]>) {
    const value = process.env[key];
    if (!value) throw new Error(`${key} is not set: run the browser tests through playwright.config.ts (globalSetup).`);
    values[name] = value;
  }
  return values;
}

/** Set to "1" by a runner that started the test app itself and published the E2E_* variables (scripts/test.ts). */
export const E2E_APP_PREPARED = "E2E_APP_PREPARED";
