/** The id of the `<script type="application/json">` holding a prerendered page's PrerenderState (query-client.ts). */
export const PRERENDER_STATE_ID = "prerender-state";
