/**
 * Whether a failed post read failed for want of a network rather than because the server answered.
 * postgrest-js turns a rejected fetch into an error without a code (server errors carry PGRST…/SQLSTATE
 * codes); kept free of the fetching code so the page can ask without loading it.
 */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  if (!online) return true;
  if (!(error instanceof Error)) return false;
  if (error instanceof TypeError) return true;
  const code = (error as Error & { code?: unknown }).code;
  return error.name === "BlogQueryError" && (code === undefined || code === "") && /fetch|network/i.test(error.message);
}
