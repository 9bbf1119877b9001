// Visitors' own names for what the site calls something else: "den kode-ting på telefonen" is what the site calls
// multifaktor-godkendelse (MFA), "boksen der tjekker mails" its e-mail protection, "beskyttelsestingen" Skjold itself. Read on
// the folded text (æ→ae, ø→o, å→a; lower case), before the patterns and the search see it. A maintainer adds
// phrases here as visitors use them; each maps to words the site's own texts use.
const OWN_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  // Two-step sign-in, described by what the visitor sees.
  [/\b(den |det |de |that |the )?(kode|koden|koder|koderne|code|codes|kod|koden|sms ?kode\w*|sms ?code\w*)( ?ting\w*| thing\w*| greje?\w*| halloj)? (pa|fra|on|from|i|in|til|to|via) (telefonen|mobilen|mobiltelefonen|min telefon|min mobil|the phone|my phone|your phone|mobilen|telefon|mobil|phone)\b/g, "mfa"],
  [/\b(en |den |det |a |the )?(ekstra )?(kode|code|kod)( ?ting\w*| thing\w*)? (nar|naar|nar|when|som|that) (man|jeg|vi|you|i|we|en) (logger|logge|log|logs|loggar|logging|signs?|signing) (ind|inn|in|on)\b/g, "mfa"],
  [/\b(engangskode\w*|one ?time codes?|engangskod\w*)\b/g, "mfa"],
  [/\b(tofaktor\w*|to faktor\w*|totrins\w*|2 ?fa|two ?factor\w*|2 ?faktor\w*|tvafaktor\w*|tvastegs\w*|tostegs\w*|totrinns\w*)\b/g, "mfa"],
  // E-mail protection, described by what it does.
  [/\b(boksen|kassen|tingen|filteret|filtret|programmet|systemet|delen|den|det|en boks|et filter|en kasse|en ting|et program|noget|the box|the thing|the filter|the part|the program|the one|a box|a filter|something|lada|ladan|en lada|saken|grejet|grejen|et grej)( der| som| that| which)? (tjekker|checker|scanner|kigger pa|kigger|holder oje med|sorterer|filtrerer|checks|scans|filters|sorts|kollar|kontrollerer|sjekker|sjekke|granskar)( alle)?( vores| our| mine| my| vara| vare)? (mails|mailene|mailen|mail|e ?mails?|indbakken|posten|email\w*|mejl\w*|e ?post\w*|inbox|innboks\w*)\b/g, "e mail sikkerhed"],
  // A plan by its rank in plain words ("den billige pakke" is what the calculators read as "den billigste").
  [/\b(den|the|det) (billige|cheap|cheapest|billiga|billigaste) (pakke|pakken|plan|planen|model|version|losning|one|paket|paketet|pakka)\b/g, "den billigste pakke"],
  [/\b(den|the|det) (dyre|expensive|dyra|store|stora|big|fulde|full|hele) (pakke|pakken|plan|planen|model|version|losning|one|paket|paketet|pakka)\b/g, "den dyreste pakke"],
  // A link pressed on a phone is a link clicked.
  [/\b(trykkede|trykket|trykte|tryckte|tryckt|tappede|tapped|pressed|trykka|trykk|trykte)(?= (pa|on|in) (linket|et link|link|the link|a link|lenken|lanken|lanken|lenka))/g, "klikkede"],
  // What is going around now, by what it is: the threat picture ("hvad er det nyeste svindel I ser?"), the words
  // kept as typed.
  [/\b(det |de |the )?(nyeste|seneste|mest almindelige|almindeligste|hyppigste|typiske|most common|commonest|latest|newest|vanligste|vanligaste|senaste|nyaste|storste|biggest) (\w+ ){0,2}(svindel\w*|trussel|trusler|trusl\w*|hot|angreb\w*|angrep\w*|attacks?|scams?|threats?|frauds?|bedrageri\w*|bedrag\w*|cyberangreb\w*|hackerangreb\w*)\b/g, "$& trusselsbilledet trusler"],
  [/\b(svindel\w*|trussel|trusler|angreb\w*|angrep\w*|attack\w*|scams?|threats?|bedrageri\w*)\b (\w+ ){0,3}(er|is|are|ar) (de |the )?(mest almindelige|almindeligste|hyppigste|most common|vanligaste|vanligste|storste|biggest)\b/g, "$& trusselsbilledet trusler"],
  // The product itself, by what it is for.
  [/\b(beskyttelses|sikkerheds|antivirus|virus|security|protection|skydds|beskyttelse)(ting\w*|tingest\w*|greje?\w*|dims\w*|halloj\w*|program\w*|pakke\w*| thing\w*| ting\w*| stuff| saken| grejen| greiene)\b/g, "skjold"],
  [/\b(den der|det der|that|the)( lille)? (ting|program|app|thing|grej|greje|dims)(en|et)? (pa|i|on|in) (computeren|computerne|pc en|pc erne|pcen|maskinen|maskinerne|the computer|the pc|our computers|our pcs|datorn|datamaskinen)\b/g, "agenten"],
];

/** The message with the visitors' own names replaced by the site's words for the same thing. */
export function inSiteWords(folded: string): string {
  let text = folded;
  for (const [pattern, words] of OWN_WORDS) text = text.replace(pattern, ` ${words} `);
  return text.replace(/\s+/g, " ").trim();
}
