import type { DehydratedState } from "@tanstack/react-query";
import { PRERENDER_STATE_ID } from "./prerender-state-id.ts";

/** What a prerendered page carries for the browser: its path and the query data it was rendered with. */
export interface PrerenderState {
  path: string;
  queries: DehydratedState;
}

const normalize = (path: string) => path.replace(/\/+$/, "") || "/";

/** Whether the page embedded in this document was prerendered for `pathname`. */
export function isPrerenderedFor(state: PrerenderState, pathname: string): boolean {
  return normalize(state.path) === normalize(pathname);
}

/** The state embedded in this page, whatever path it was prerendered for. */
export function readEmbeddedState(document: Document): PrerenderState | null {
  const element = document.getElementById(PRERENDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PrerenderState;
  } catch {
    return null;
  }
}

/** The state embedded in this page, if it was prerendered for the current path. */
export function readPrerenderState(document: Document, pathname: string): PrerenderState | null {
  const state = readEmbeddedState(document);
  // A static host's SPA fallback serves the home page's HTML for unknown paths: not ours to hydrate.
  return state && isPrerenderedFor(state, pathname) ? state : null;
}
