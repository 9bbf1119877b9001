import type { DehydratedState } from "@tanstack/react-query";
import { PRERENDER_STATE_ID } from "./prerender-state-id.ts";

/** What a prerendered page carries for the browser: its path and the query data it was rendered with. */
export interface PrerenderState {
  path: string;
  queries: DehydratedState;
}

/** The state embedded in this page, if it was prerendered for the current path. */
export function readPrerenderState(document: Document, pathname: string): PrerenderState | null {
  const element = document.getElementById(PRERENDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as PrerenderState;
    const normalize = (path: string) => path.replace(/\/+$/, "") || "/";
    // A static host's SPA fallback serves the home page's HTML for unknown paths: not ours to hydrate.
    return normalize(state.path) === normalize(pathname) ? state : null;
  } catch {
    return null;
  }
}
