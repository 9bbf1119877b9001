/** A hung request to the backend fails after this long instead of leaving a loading state up for ever. */
export const REQUEST_TIMEOUT_MS = 15_000;
