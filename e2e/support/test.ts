import { test as base, expect } from "@playwright/test";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The test function of every spec. Two automatic guards:
 * - nothing leaves the machine: requests to other hosts are aborted unless a test routes them itself
 *   (routes added later take precedence, e.g. the LinkedIn stub);
 * - an uncaught exception in the page fails the test.
 */
export const test = base.extend<{ guards: void }>({
  guards: [
    async ({ context, page }, use) => {
      await context.route(
        (url) => !LOCAL_HOSTS.has(url.hostname),
        (route) => route.abort("blockedbyclient"),
      );
      const pageErrors: Error[] = [];
      page.on("pageerror", (error) => pageErrors.push(error));
      await use();
      expect(pageErrors, "uncaught exceptions in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Matches the app's PostgREST requests for one table or RPC, whatever the query string. */
export function restPath(name: string): (url: URL) => boolean {
  return (url) => url.pathname === `/rest/v1/${name}`;
}

/** A gate for holding a routed request until the test has looked at the loading state. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
