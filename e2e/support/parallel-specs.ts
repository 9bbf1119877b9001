/**
 * Which browser specs may run at the same time as others. `npm test` runs three groups:
 *
 * 1. the rest ("serial" project), one at a time, while vitest and group 2 run beside them;
 * 2. INDEPENDENT_SPECS ("independent"), one at a time beside group 1. A spec belongs here only if it
 *    - writes nothing another spec can see (a fresh user of its own, from createUser, is fine; contact
 *      messages and chat conversations are not: the admin inbox specs count them);
 *    - reads nothing group 1 writes (posts, testimonials, leads, chat history, site settings) beyond the
 *      build's own prerendered copy;
 * 3. PARALLEL_SPECS ("parallel"), two at a time after group 1. A spec belongs here only if it
 *    - changes no data another spec here can see: no posts, testimonials, site settings, no SQL writes; a
 *      fresh user of its own, contact messages and chat conversations it sends itself are fine;
 *    - reads no list or count that such a write (by a spec here) could move, and opens no admin list.
 *
 * Visual baselines stay in group 1 (screenshots one at a time, like their baselines were taken). A new spec is
 * in group 1 until it is added to a list here; `npm test` prints how long each group took.
 */
const INDEPENDENT = [
  // Signs in users of its own; of the admin lists others write it reads only their headings and tabs.
  "admin-login.spec.ts",
  "app-shell.spec.ts",
  "auth-first-tap.spec.ts",
  "billing-portal.spec.ts",
  "consent.spec.ts",
  "console-clean.spec.ts",
  "console-sweep.spec.ts",
  "faq.spec.ts",
  "funnel.spec.ts",
  "http-status.spec.ts",
  // The landing page, a post and /auth on a phone: it reads no list the serial specs write, writes nothing.
  "landing-phone.spec.ts",
  "legal.spec.ts",
  "not-found.spec.ts",
  "phone-width.spec.ts",
  "platform.spec.ts",
  // Reads with JavaScript off only the HTML the build wrote.
  "prerender-pages.spec.ts",
  "public-details.spec.ts",
  "returning-reader.spec.ts",
  "security-headers.spec.ts",
  "session-mark.spec.ts",
  "start-on-intent.spec.ts",
  "text-overflow.spec.ts",
];

const PARALLEL = [
  "blog-list.spec.ts",
  "chat-sheet.spec.ts",
  "chat.spec.ts",
  "contact-takeover.spec.ts",
  "contact-unstorable.spec.ts",
  "contact.spec.ts",
  "navigation.spec.ts",
  "seo.spec.ts",
];

const globs = (files: string[]) => files.map((file) => `**/${file}`);
export const INDEPENDENT_SPECS = globs(INDEPENDENT);
export const PARALLEL_SPECS = globs(PARALLEL);
