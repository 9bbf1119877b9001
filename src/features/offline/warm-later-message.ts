/**
 * What a page posts to the worker to have it fetch (or go on fetching) what the precache left for later
 * (scripts/prerender/pwa-later.ts). A module of its own, not in src/lib/sw-caches.ts: every page's entry
 * imports it, and sharing sw-caches.ts with the admin made that a chunk (and a request) of its own.
 */
export const WARM_LATER_MESSAGE = "WARM_LATER";
