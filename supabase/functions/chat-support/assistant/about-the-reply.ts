// Messages about the reply before rather than new questions ("in English please", "kortere tak", "er du sikker?",
// "hallo??", "hvad var mit første spørgsmål?"): answer.ts answers the question they point to again, in the asked
// language or shorter, with a line that says what is being done. The patterns match the whole message (after
// politeness and punctuation), so "er du sikker på, at den dækker Mac?" stays a question of its own.

export type AboutTheReply = "danish" | "english" | "again" | "still-here" | "doubt" | "shorter" | "first" | "what-now";

const POLITE = /\b(tak|please|pls|plz|thanks|thank you|tack|takk|venligst|lige|bare|just|maybe|maske|gerne)\b/g;

/** The message without politeness, emoji and punctuation: what is left must be the whole request. */
function bare(folded: string): string {
  return folded.replace(POLITE, " ").replace(/[^a-z0-9 ]+/g, " ").replace(/\s+/g, " ").trim();
}

const DANISH = /^((kan du |could you |can you )?(skriv\w*|svar\w*|write|answer|reply|sig|say|gentag|repeat|forklar|explain|tag|ta|take)( det| it| that| os| mig| me)? )?(pa|in|paa|i) (dansk|danska|danish|danske)( igen| again)?$|^(dansk|danish|danska)$/;
const ENGLISH = /^((kan du |could you |can you )?(skriv\w*|svar\w*|write|answer|reply|sig|say|gentag|repeat|forklar|explain|tag|ta|take|speak|talk)( det| it| that| us| me| mig| os)? )?(pa|in|paa|i|on) (engelsk|english|engelska)( igen| again)?$|^(engelsk|english|engelska|english only)$|^(i|we) (don t|do not|dont) (speak|understand|read) danish$/;
const AGAIN = /^((sig|say|gentag|repeat|skriv|write|giv|give|tell)( mig| me)?( lige)? (prisen|the price|det|it|that|tallet|the number|beloebet|belobet|summen|the amount|svaret|the answer|total\w*)( igen| again| one more time| en gang til)?|(prisen|the price|tallet|the number) (igen|again)|(giv|give|tell)( mig| me)? (kun |only |just )?(tallet|the number|prisen|the price|beloebet|summen|the amount)|(kun|only) (tallet|the number|prisen|the price)|(hvad|what) (var|was) (prisen|the price|tallet|the number|beloebet|summen|the total)( igen| again)?)$/;
const STILL_HERE = /^(hallo+|hello+|hej+|hey+|hallaa+|halla+|hallo der|er du der|are you there|you there|er der nogen|anybody there|is anyone there|ar du dar|er du der fortsatt|er du der endnu)$/;
/** Doubt about the reply, in one or more phrases ("prove it. where does it say that? link"). */
const DOUBT_PHRASE = /\b(er du (helt )?sikker( pa det)?|are you (really |completely )?sure( about (that|it))?|ar du (helt )?saker|passer det|stemmer det|is (that|it) (right|correct|true)|really|virkelig|seriost|seriously|det tror jeg ikke pa|i don t believe (it|that|you)|prove it|bevis det|vis mig det|show me|hvor star det|where does it say( that| so| this)?|where is (that|this|it) (written|stated)|where on your (site|website|page)( does it say( that| so)?)?|hvor kan jeg (se|laese) det|kilde\w*|sources?|links?|(pa|on) (jeres side|your site|the site|siden)|which is it|which one is it|hvad er det (sa|nu)|hvilken er det|hvad er rigtigt|what s right|you said|du sagde|du skrev|you wrote|a minute ago|a moment ago|lige for|for lidt siden|just now|earlier|tidligere|before)\b/g;
/** What may be left beside the doubt: a filler, or the figure they remember ("you said 1,458"). */
const DOUBT_LEFT = /^(det|that|it|this|the|og|and|so|sa|hmm+|hm+|ok|okay|nej|no|but|men)?( (det|that|it|this))?( ?\d[\d ]*( kr| dkk)?)?$/;
const SHORTER = /^((kan du |could you |can you )?(sig|sige|say|skriv|skrive|write|forklar|forklare|explain|put|tag|tage|ta)( det| it| that)? (kortere|shorter|kort|briefly|in short|simpler|enklere|mere enkelt|i korte traek)|kortere|shorter|kort version|short version|the short version|kort og godt|tl ?dr|too long|for langt|for lang|alt for langt|in short|i korte traek|kortfattet)( (jeg|vi|i|we|im|i m|my|min|mit|har|have|got|only|kun|bare|just|tak|thanks|please|tack|takk)\b.{0,70})?$/;
/** "what we do now??" after the first steps of an incident (answer.ts asks only then): the steps again. */
const WHAT_NOW = /^(what (do|should|can) (we|i) do( now)?|what (we|i) (do|must do|should do)( now)?|hvad (vi|jeg) (gor|skal gore)( nu)?|what now|and now|now what|hvad (gor|skal|kan) (vi|jeg)( gore)?( nu)?|hvad nu|og nu|vad (gor|ska) (vi|jag)( gora)?( nu)?|hva (gjor|skal) (vi|jeg)( gjore)?( na)?|hva na|help|hjaelp|hjalp|hjelp)$/;
const FIRST = /^(hvad|what|vad|hva) (var|was) (mit|my|min|mitt) (forste|first|forsta|foerste) (sporgsmal|question|fraga|sporsmal|spm)( igen| again)?$/;

/** What a message asks of the reply before, or null when it is a message of its own. */
export function aboutTheReply(folded: string): AboutTheReply | null {
  const text = bare(folded);
  if (!text || text.split(" ").length > 12) return null;
  if (FIRST.test(text)) return "first";
  if (WHAT_NOW.test(text)) return "what-now";
  if (DANISH.test(text)) return "danish";
  if (ENGLISH.test(text)) return "english";
  if (SHORTER.test(text)) return "shorter";
  if (AGAIN.test(text)) return "again";
  if (DOUBT_PHRASE.test(text) && DOUBT_LEFT.test(text.replace(DOUBT_PHRASE, " ").replace(/\s+/g, " ").trim())) return "doubt";
  if (STILL_HERE.test(text) && /\?/.test(folded)) return "still-here";
  return null;
}

/** A reply cut to what answers: its first sentence (the figure or the yes and no), and its link when it has one. */
export function shortened(text: string): string {
  const flat = text.replace(/\n+/g, " ").trim();
  const link = /\[[^\]]+\]\([^)]+\)\s*$/.exec(flat)?.[0] ?? "";
  const body = link ? flat.slice(0, -link.length).trim() : flat;
  // A list ("For 10 medarbejdere koster det …: - Core: 440 kr. - Essentials …") is its own short form.
  if (/(^|\s)- /.test(text) || /^\d+\) /m.test(text)) return text;
  // (A sentence ends where the next begins with a capital: "66 kr. om måneden" goes on.)
  const first = /^.+?[.!?](?=\s+[A-ZÆØÅ[*]|\s*$)/su.exec(body)?.[0] ?? body;
  return link ? `${first} ${link}` : first;
}
