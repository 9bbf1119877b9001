/** Words per minute used for every reading-time estimate (docs/product-rules.md#blog-posts-publishing-slugs-reading-time-views). */
const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/u).length;
}

/** Word count divided by 200, rounded up. */
export function readingTimeMinutes(text: string): number {
  return Math.ceil(countWords(text) / WORDS_PER_MINUTE);
}
