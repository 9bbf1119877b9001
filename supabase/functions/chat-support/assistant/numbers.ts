// Numbers written as words, turned into digits before a message is read: "et dusin" → 12, "enogtyve" and
// "en og tyve" → 21, "twenty-five" → 25, "fjorten" → 14. Single units ("en", "to", "fire", "ni") stay words:
// they are also ordinary Danish and English words, and the headcount reader decides on them in context.

const UNITS: Record<string, number> = {
  en: 1, et: 1, one: 1, to: 2, two: 2, tre: 3, three: 3, fire: 4, four: 4, fem: 5, five: 5, seks: 6, six: 6,
  syv: 7, seven: 7, otte: 8, eight: 8, ni: 9, nine: 9,
};
const TEENS: Record<string, number> = {
  elleve: 11, eleven: 11, tolv: 12, twelve: 12, tretten: 13, thirteen: 13, fjorten: 14, fourteen: 14, femten: 15,
  fifteen: 15, seksten: 16, sixteen: 16, sytten: 17, seventeen: 17, atten: 18, eighteen: 18, nitten: 19, nineteen: 19,
};
const TENS: Record<string, number> = {
  tyve: 20, twenty: 20, tredive: 30, thirty: 30, fyrre: 40, forty: 40, halvtreds: 50, fifty: 50, tres: 60, sixty: 60,
};

/** Swedish and Norwegian number words that are no Danish or English word ("fyra", "tolv" is shared), folded. */
const NORDIC: Record<string, number> = {
  tva: 2, fyra: 4, sju: 7, atta: 8, atte: 8, nio: 9, tio: 10, elva: 11, tretton: 13, fjorton: 14, femton: 15, sexton: 16, sjutton: 17, arton: 18, nitton: 19,
  tjugo: 20, tjue: 20, trettio: 30, tretti: 30,
};

const DA_UNIT = "en|et|to|tre|fire|fem|seks|syv|otte|ni";
const EN_UNIT = "one|two|three|four|five|six|seven|eight|nine";
const DA_TENS = "tyve|tredive|fyrre|halvtreds|tres";
const EN_TENS = "twenty|thirty|forty|fifty|sixty";

/** Folded text (lower case, æøå folded) with spelled-out numbers replaced by digits. */
export function spelledNumbers(folded: string): string {
  return folded
    .replace(/\b(?:et |a )?(halvt|half a) (dusin|dozen)\b/g, "6")
    // "en halv snes" is ten, "en snes" twenty (an old Danish score).
    .replace(/\b(?:en )?halv snes\b/g, "10")
    .replace(/\b(en|et|to|tre|\d) snes\b/g, (_, unit: string) => String(20 * (/^\d$/.test(unit) ? Number(unit) : ({ en: 1, et: 1, to: 2, tre: 3 } as Record<string, number>)[unit]!)))
    .replace(new RegExp(`\\b(?:(${DA_UNIT}|a|${EN_UNIT}|\\d{1,2}) )?(dusin|dozen)\\b`, "g"), (_, unit: string | undefined) =>
      String(12 * (unit === undefined || unit === "a" ? 1 : /^\d+$/.test(unit) ? Number(unit) : UNITS[unit]!)))
    // Danish says the unit first: "fem og tyve", "femogtyve".
    .replace(new RegExp(`\\b(${DA_UNIT}) ?og ?(${DA_TENS})\\b`, "g"), (_, unit: string, tens: string) => String(UNITS[unit]! + TENS[tens]!))
    .replace(new RegExp(`\\b(${EN_TENS})[ -](${EN_UNIT})\\b`, "g"), (_, tens: string, unit: string) => String(TENS[tens]! + UNITS[unit]!))
    .replace(new RegExp(`\\b(${Object.keys(TEENS).join("|")}|${DA_TENS}|${EN_TENS})\\b`, "g"), (word: string) => String(TEENS[word] ?? TENS[word]!))
    .replace(new RegExp(`\\b(${Object.keys(NORDIC).join("|")})\\b`, "g"), (word: string) => String(NORDIC[word]!));
}
