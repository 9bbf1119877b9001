// How the assistant reads a visitor's words: lower case, æøå folded (æ→ae, ø→o, å→a, so "provetid" and
// "prøvetid" meet), split into words, and typos corrected against the words the assistant knows (for reading
// intent; the search has its own fuzzy matching, retrieval.ts).

export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/å/g, "a")
    .replace(/[\u0300-\u036f]/g, "")
    // "aa" is how å is typed without the key ("paa", "aaret").
    .replace(/aa/g, "a");
}

/** "oe" as a visitor types ø without the key ("proeve", "foerst"), as "aa" is å; not before n (Norwegian "noen"). */
export function oeAsO(text: string): string {
  return text.replace(/oe(?!n)/g, "o");
}

/**
 * Where a visitor's message breaks into sentences: after . ! or ?, but not after an abbreviation ("ca. én gang i
 * kvartalet", "fx. Outlook", "kl. 8"), which would cut off what the sentence is about from what it asks.
 */
export const SENTENCE_BREAK = /(?<!(?:^|[\s(])(?:ca|cirka|fx|pr|kl|evt|osv|inkl|ekskl|mht|ift|nr|tlf|dvs|bl\.a|f\.eks|e\.g|i\.e|etc|approx)\.)(?<=[.!?])\s+/i;

export function words(text: string): string[] {
  // "Wi-Fi" as the posts write it is the visitor's "wifi".
  return fold(text).replace(/\bwi[\s-]fi\b/g, "wifi").match(/[a-z0-9]+/g) ?? [];
}

/** Damerau–Levenshtein distance (adjacent swaps count once), stopping early above `max`. */
function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** How often a word must be known to be what a swapped four-letter word spells. */
const COMMON = 50;

/**
 * A vocabulary of known words with how common they are; `correct` maps an unknown word to the most common
 * known word within one edit (two for long words), or leaves it as it is.
 */
export class Vocabulary {
  private readonly counts = new Map<string, number>();
  private readonly byLength = new Map<number, string[]>();
  private readonly cache = new Map<string, string>();
  private readonly stems = new Set<string>();

  /** Words of the visitors' languages that are read as they are, never as a typo of another ("gider" is not "sider"). */
  private readonly real = new Set<string>();

  keep(words: Iterable<string>): void {
    for (const word of words) this.real.add(word);
  }

  /** A word beginning with this stem is read as it is ("arlige" stays, not "farlige"). */
  protect(stem: string): void {
    if (stem.length >= 4) this.stems.add(stem);
  }

  add(word: string, weight = 1): void {
    if (word.length < 3 || /^\d+$/.test(word)) return;
    const known = this.counts.get(word);
    this.counts.set(word, (known ?? 0) + weight);
    if (known === undefined) {
      const list = this.byLength.get(word.length) ?? [];
      list.push(word);
      this.byLength.set(word.length, list);
    }
  }

  has(word: string): boolean {
    return this.counts.has(word);
  }


  /** Whether a known word begins with this stem ("testperiod" → "testperiode"). */
  hasStem(stem: string): boolean {
    if (this.counts.has(stem)) return true;
    if (stem.length < 4) return false;
    for (const word of this.counts.keys()) if (word.startsWith(stem) && word.length - stem.length <= 4) return true;
    // The stems the assistant's patterns read as they are ("testperiode\w*").
    for (const known of this.stems) if (stem.startsWith(known) || known.startsWith(stem)) return true;
    return false;
  }

  /**
   * A four-letter word with two neighbouring letters swapped ("mosm", "pirs") is read as the common word it
   * spells (one the assistant's answers name, counted at least COMMON times); any other change is too risky.
   */
  private swapped(word: string): string {
    for (let at = 0; at < word.length - 1; at++) {
      const candidate = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
      if ((this.counts.get(candidate) ?? 0) >= COMMON) return candidate;
    }
    return word;
  }

  correct(word: string): string {
    if (this.real.has(word)) return word;
    if (word.length === 4 && !/\d/.test(word) && !this.counts.has(word)) return this.swapped(word);
    // Four-letter words are too close to too many others ("firm", "film") to correct safely.
    if (word.length < 5 || /\d/.test(word) || this.counts.has(word)) return word;
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    for (const stem of this.stems) {
      if (word.startsWith(stem)) {
        this.cache.set(word, word);
        return word;
      }
    }
    const max = word.length >= 8 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    let bestCount = 0;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        const distance = editDistance(word, candidate, max);
        const count = this.counts.get(candidate)!;
        if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
          best = candidate;
          bestDistance = distance;
          bestCount = count;
        }
      }
    }
    const result = bestDistance <= max ? best : word;
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(word, result);
    return result;
  }
}

/** "a, b og c" (in English "a, b and c"): a list said as a sentence. */
export function listJoin(items: readonly string[], lang: "da" | "en"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${lang === "en" ? "and" : "og"} ${items.at(-1)}`;
}
