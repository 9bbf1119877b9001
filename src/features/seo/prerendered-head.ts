let prerenderedPath: string | undefined;

/** The page was hydrated from HTML prerendered for this path, so <head> is already that path's. */
export function markHeadPrerendered(pathname: string): void {
  prerenderedPath = pathname;
}

/** Whether `pathname` is the page whose head was prerendered; true once, for the first page only. */
export function takePrerenderedHead(pathname: string): boolean {
  const prerendered = prerenderedPath === pathname;
  prerenderedPath = undefined;
  return prerendered;
}
