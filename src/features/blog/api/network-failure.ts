/**
 * Whether a failed post read should be told as "you are offline" rather than 'Article Not Found'.
 * Only while the browser knows it is offline: docs/product-rules.md#blog makes a fetch error while online a
 * not-found view, so an online failure (even a rejected fetch) keeps that text. Kept free of the fetching
 * code so the page can ask without loading it.
 */
export function isNetworkFailure(_error: unknown, online: boolean): boolean {
  return !online;
}
