/**
 * zod compiles a faster parser with `new Function()` when the page allows it, and first probes whether it may.
 * The site's Content-Security-Policy allows no eval (scripts/prerender/headers.ts), so that probe is refused
 * and reported as a violation on every page that parses a form. zod reads its configuration from this global
 * when it loads (zod/v4/core: `globalThis.__zod_globalConfig`); set before any of the app's code imports zod,
 * it makes zod use its interpreter from the start and never try.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
