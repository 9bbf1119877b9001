/**
 * Marks a loading state in the page. A prerendered page that has one (its data could not be read at
 * build time) starts the app at once (src/main.tsx), which reads the data or shows the error text
 * within the request timeout: no loading state waits for the visitor's first intent.
 */
export const LOADING_ATTRIBUTE = "data-loading";
