// German from the border region ("Wir sind 5 Mitarbeiter – hvad koster Essentials? Können Sie auf Deutsch
// antworten?"). The site and the assistant do not speak German; a German message is read through the Danish words
// it means, where they are few and plain (prices, people, months, cancelling), and answered in Danish with a line
// that says so. Folded words (text.ts), as scandinavian.ts.

/** Words that are German and not Danish: two of them make a message German. */
const GERMAN_MARKERS = /\b(ich|wir|sind|konnen|koennen|kann ich|nicht|bitte|mitarbeiter\w*|antworten|deutsch|kostet|wieviel|danke|guten|ihr|ihre|unser\w*|haben|mochte\w*|moechte\w*|uber|ueber|monat\w*|jahr\w*|preis\w*|kundigen|kuendigen|kundigung|mehrwertsteuer|mwst|firma|und|auch|sie|wie viel|was kostet|fur|fuer)\b/g;

const WORDS: Record<string, string> = {
  ich: "jeg", wir: "vi", sind: "er", ist: "er", sie: "i", ihr: "i", unser: "vores", unsere: "vores", unseren: "vores",
  mitarbeiter: "medarbejdere", mitarbeitern: "medarbejdere", mitarbeiterin: "medarbejder", angestellte: "ansatte",
  kostet: "koster", kosten: "koster", preis: "pris", preise: "priser", monat: "maned", monatlich: "om maneden", jahr: "ar", jahrlich: "om aret",
  und: "og", auch: "ogsa", fur: "for", fuer: "for", pro: "pr", mit: "med", ohne: "uden", mwst: "moms", mehrwertsteuer: "moms",
  kundigen: "opsige", kuendigen: "opsige", kundigung: "opsigelse", wann: "hvornar", was: "hvad", wie: "hvordan", wieviel: "hvor meget",
  bin: "er", aus: "fra", mein: "mit", meine: "mine", danisch: "dansk", daenisch: "dansk", nicht: "ikke", gut: "godt", auf: "pa",
  deutsch: "tysk", antworten: "svare", sprechen: "tale", schreiben: "skrive", haben: "har", brauchen: "har brug for", konnen: "kan", koennen: "kan", kann: "kan", bitte: "", danke: "tak", hallo: "hej",
};

export function isGerman(folded: string): boolean {
  return new Set(folded.match(GERMAN_MARKERS) ?? []).size >= 2;
}

/** A German message's plain words in Danish (the rest left as typed). */
export function germanAsDanish(folded: string): string {
  return folded.replace(/\bwie viel\b/g, "hvor meget").replace(/\bwas kostet\b/g, "hvad koster").replace(/[a-z]+/g, (word) => WORDS[word] ?? word);
}
