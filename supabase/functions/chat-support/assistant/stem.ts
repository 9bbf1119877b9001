// The Snowball Danish stemmer (steps 1-4, https://snowballstem.org/algorithms/danish/stemmer.html) on folded
// text (æ→ae, ø→o, å→a, as the assistant reads every word), with the English plural "s" left to step 1's rule.
// Small on purpose: "opsigelsen", "opsigelser" and "opsigelse" meet as "opsig"; "medarbejderne" and
// "medarbejdere" as "medarbejd".

const VOWEL = /[aeiouy]/;
const STEP1 = [
  "erendes", "erende", "hedens", "ethed", "erede", "heden", "heder", "endes", "ernes", "erens", "erets", "ered", "ende",
  "erne", "eren", "erer", "heds", "enes", "eres", "eret", "hed", "ene", "ere", "ens", "ers", "ets", "en", "er", "es", "et", "e",
];
const S_ENDING = /[abcdfghjklmnoprtvyz]$/;

/** R1: after the first non-vowel that follows a vowel, but at least three letters in. */
function r1(word: string): number {
  for (let i = 1; i < word.length; i++) {
    if (!VOWEL.test(word[i]!) && VOWEL.test(word[i - 1]!)) return Math.max(3, i + 1);
  }
  return word.length;
}

export function danishStem(input: string): string {
  let word = input;
  const start = r1(word);
  // Step 1: the longest ending in R1; a lone "s" after a valid s-ending.
  const ending = STEP1.find((suffix) => word.endsWith(suffix) && word.length - suffix.length >= start);
  if (ending) word = word.slice(0, -ending.length);
  else if (word.endsWith("s") && word.length - 1 >= start && S_ENDING.test(word.slice(0, -1))) word = word.slice(0, -1);
  // Step 2: "gd", "dt", "gt", "kt" in R1 lose the last letter.
  if (/(gd|dt|gt|kt)$/.test(word) && word.length - 2 >= start) word = word.slice(0, -1);
  // Step 3: "igst" → "ig"; then "ig", "lig", "elig", "els", "lost" (løst) go, and step 2 again.
  if (word.endsWith("igst")) word = word.slice(0, -2);
  const step3 = ["elig", "lost", "lig", "els", "ig"].find((suffix) => word.endsWith(suffix) && word.length - suffix.length >= start);
  if (step3 === "lost") word = word.slice(0, -1);
  else if (step3) {
    word = word.slice(0, -step3.length);
    if (/(gd|dt|gt|kt)$/.test(word) && word.length - 2 >= start) word = word.slice(0, -1);
  }
  // Step 4: an undoubled final consonant in R1 ("bestill" → "bestil").
  if (word.length - 2 >= start && /([^aeiouy])\1$/.test(word)) word = word.slice(0, -1);
  return word;
}
