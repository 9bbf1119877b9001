/**
 * Specs that may run two at a time (npm test runs them with two workers, after the others, which run one at a
 * time as every spec did before). A spec belongs here only if it
 * - changes no data another spec can see: no posts, testimonials, site settings, no SQL writes; a fresh user
 *   of its own (createUser), contact messages and chat conversations it sends itself are fine;
 * - reads no list or count that such a write (by a spec here) could move, and opens no admin list;
 * - is not a visual baseline (screenshots stay one at a time, like their baselines were taken).
 * A new spec runs one at a time until it is added here; `npm test` prints how long each group took.
 */
export const PARALLEL_SPECS = [
  "app-shell.spec.ts",
  "billing-portal.spec.ts",
  "blog-list.spec.ts",
  "chat.spec.ts",
  "consent.spec.ts",
  "console-clean.spec.ts",
  "contact-takeover.spec.ts",
  "contact-unstorable.spec.ts",
  "contact.spec.ts",
  "faq.spec.ts",
  "funnel.spec.ts",
  "http-status.spec.ts",
  "legal.spec.ts",
  "navigation.spec.ts",
  "not-found.spec.ts",
  "platform.spec.ts",
  "public-details.spec.ts",
  "seo.spec.ts",
  "session-mark.spec.ts",
  "start-on-intent.spec.ts",
  "text-overflow.spec.ts",
].map((file) => `**/${file}`);
