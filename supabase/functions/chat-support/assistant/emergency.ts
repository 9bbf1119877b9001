// An attack in progress, recognised before anything else is read (issue 28): ransomware, encrypted files, a
// ransom note, a mail account taken over, a phishing link clicked with a password typed, "someone is in our
// system", in Danish, English, Swedish or Norwegian. Such a message gets what to do now, the incident phone
// line and an urgent hand-off, never a price or a plan. A question *about* attacks ("do you protect against
// ransomware?", "are our losses covered if ransomware gets through?", "if we are hacked on a Sunday, can we get
// help?") is no emergency: it is hypothetical and nothing says it is happening now.
import type { Lang } from "../../_shared/facts/money.ts";
import { type SiteIdentity, telHref } from "../../_shared/facts/site-content.ts";
import { fold, oeAsO } from "./text.ts";

/** Words of an attack, folded (æ→ae, ø→o, å/ä→a, ö→o). */
const ATTACK = new RegExp(
  [
    "ransomware", "ransom", "losesum\\w*", "losepenge\\w*", "losensum\\w*", "utpressning\\w*", "bitcoin", "lasekode\\w*",
    "hacke[dt]", "hackad\\w*", "hacka", "hacket", "hackede", "hackad", "hacka[dt]e?", "er blevet hacket", "hijack\\w*",
    "krypter\\w*", "encrypted", "locked", "\\.locked",
    "(nogen|noen|nagon|someone|somebody) (er|ar|is) (inde i|inne i|in|inside) (vores|vart|var|our|systemet|system|netvaerk\\w*|nettverk\\w*|natverk\\w*|network)",
    "(overtaget|taget over|tagit over|tatt over|taken over|took over|overtatt)",
    "(klikket|klikkede|klickade|klikka|clicked|trykket|trykkede) (pa |on )?(et |en |ett |a )?(link|lenke|lank|phishing\\w*|vedhaeft\\w*|attachment)",
    "(skrev|skrevet|tastede|typed|entered|angav|skrivit|skrev inn|gave) (inn |in )?(sit|sin|sitt|his|her|their|vores|our|mit|min|mitt|my)? ?(passord|password|adgangskode|losenord|kodeord|login)",
    "under (angreb|attack|angrep|attack)", "being attacked", "(bliver|blir|blev|er|is being|are being|getting|blitt|blivit) (angrebet|angrepet|angripet|attackerad\\w*|attacked)", "er ramt af", "ar drabbade", "er rammet", "blevet ramt", "been hit", "are hit", "er blevet angrebet", "virus pa (alle|vores)",
    "(musen|musa|the mouse|mouse|mus) (bevaeger|moving|moves|ror sig|beveger|flytter)",
    "(falsk|fake|phishing)\\w* (login|loginside|login side|log ind side)",
    "(fjernstyr\\w*|fjarrstyr\\w*|remote control\\w*|remotely controll\\w*|styrer (vores|var|min|our) (pc|computer|maskine))",
    "kompromitter\\w*", "compromised", "lackt|laekket|leaked",
  ].join("|"),
);
/** "alle filer er væk": everything gone, told as what has happened. */
const ALL_GONE = /\b(alle|all|samtlige|samtliga)( vores| our| vare| vara| mine| my| mina)? (filer|files|filene|filerna|data|dokumenter|documents) (er|is|are|ar|blev|was|were) (vaek|borte|forsvundet|forsvunnet|forsvunne|gone|slettet|deleted|vack|raderade|wiped)\b/;
/** It is happening now. */
const NOW = /\b(lige nu|right now|just nu|akkurat na|just now|i dag|today|idag|for (\d+|ti|fem|tio|tyve|en|et) (minutter|minuter|minutes|min|mins|timer|timmar|time|timme) (siden|sen|sedan)|for (en|et) (halv|halvanden) (time|timme|timmar) (siden|sedan)|for en halvtime siden|for en halvtimme sedan|half an hour ago|an hour ago|en time siden|\d+ (minutes|minutter) ago|minutes ago|i morges|this morning|i morse|vi er ramt|we are hit|we re hit|alle (vores |vare |vara )?filer|all (of )?(our )?files|skickar|sender mails?|sending|sends)\b|^(hjaelp|help|hjalp|hjelp|sos)\b/;
/** Asks what to do: now, unless the message says "if" ("hvad gør vi, hvis …" is a question about attacks). */
const WHAT_NOW = /\b(hva gjor vi|hvad gor vi|vad gor vi|hvad gor jeg|hva gjor jeg|vad gor jag|what do we do|what should we do|what do i do|what should i do|hvad skal vi gore|hva skal vi gjore|vad ska vi gora)\b/;
/** It is a question about attacks, not one in progress. */
const HYPOTHETICAL = /\b(hvis|if|om vi|dersom|ifall|beskytte\w*|protect\w*|skydd\w*|stopper|stops?|forhindr\w*|prevent\w*|mod ransomware|against|daekke[dt]|daekket|covered|cover|erstatning|ansvar\w*|liable|liability|forsikring|insurance|hvad sker der|what happens|tilbyder|offer|koster|cost|costs|pris|price)\b/;

/** A file downloaded, opened or installed from a mail's or a message's link: "klikkede på linket og hentede filen". */
const FILE_FROM_LINK = /\b(klikket|klikkede|clicked|klickade|trykket|trykkede|tapped)\b.{0,60}\b(hentede|hentet|downloaded|installerede|installeret|installed|installerte|laddade ner|lastet ned|abnede|opened|apnet|apnade|korte|ran)\b.{0,12}\b(filen|fil|file|the file|a file|vedhaeftning\w*|attachment|programmet|program|appen|app|the app|zip\w*|pdf\w*)\b|\b(hentede|downloaded|installerede|installed|laddade ner|lastet ned|abnede|opened|apnet|apnade)\b.{0,15}\b(filen|fil|file|a file|the file|vedhaeftning\w*|vedhaeftede|attachment|programmet|appen|app)\b.{0,40}\b(fra|from|fran|i|in) (mailen|linket|the link|the mail|lenken|sms en|mejlet|en mail|a mail|an email|the email|e posten|den mail|that mail|that email)\b/;

/** Personal data sent or shared where it should not be: "sendt en excel med kunders CPR-numre til en forkert modtager". */
const LEAK = /\b(kom til at|kom att|kom til a|accidentally|by mistake|ved en fejl)\b.{0,10}\b(sende|maile|dele|send|share|email|skicka|dela)\b.{0,60}\b(cpr\w*|personnummer\w*|personoplysning\w*|persondata|personal data|kundedata|customer data|patient\w*|journal\w*|lonsedl\w*|payslips?)\b|\b(sendt|sendte|sent|emailed|mailed|mailet|skickat|skickade|delt|delte|shared|uploadet|uploadede|uploaded|lagt op|lagt ut|posted)\b.{0,60}\b(cpr\w*|personnummer\w*|personoplysning\w*|persondata|personal data|kundedata|customer data|client data|kundeliste\w*|kunders|kundernes|patient\w*|journal\w*|lonseddel\w*|lonsedler|payslips?|kunduppgifter|kundeopplysninger|personuppgifter|personopplysninger)\b.{0,60}\b(forkert\w*|wrong|fel|feil|fejl|privat\w*|private|personal|egen|own|offentlig\w*|public|alle|everyone|uvedkommende|udenforstaaende|outsider\w*)\b|\b(ved en fejl|by mistake|accidentally|by accident|av misstag|ved en feil)\b.{0,40}\b(sendt|sendte|sent|emailed|mailed|skickat|delt|shared)\b.{0,60}\b(cpr\w*|personoplysning\w*|persondata|personal data|kundedata|customer data|client data|kundeliste\w*|kunders|patient\w*|journal\w*|spreadsheet|excel|regneark)\b/;
/** Signs of an attack told as present: "vi tror, vi er under angreb", "der kører et program, vi ikke kender", mail vanishing. */
const SIGNS_NOW = /\b(vi|we|jeg|i|jag|de|they) (tror|think|thinks|tanker|mener|tycker|trur) (vi|we|jeg|i|jag|de|they|at vi|that we|att vi|at vi) (er|are|is|ar|bliver|blir|blir) (under angreb|under attack|under angrep|being attacked|angrebet|angripne|attackerade|hacket|hacked|hackade)\b|\b(korer|kjorer|running|runs|kors|korer der)\b.{0,20}\b(et |en |a |an |ett )?(program\w*|proces\w*|process\w*|software|app)\b.{0,10}\b(vi|we|jeg|i|jag|nobody|ingen)\b.{0,6}\b(ikke kender|don t know|do not know|don t recognise|don t recognize|kender ikke|inte kanner|ikke kjenner|kanner inte|never installed|ikke har installeret)\b|\b(forsvinder|forsvinner|forsvinner|disappearing|vanishing|disappear|forsvundet)\b.{0,20}\b(mails?|mejl|e ?mails?|e ?post|beskeder|messages)\b.{0,30}\b(indbakke\w*|inbox\w*|inkorg\w*|innboks\w*)\b|\b(mails?|mejl|e ?mails?|e ?post)\b.{0,10}\b(forsvinder|forsvinner|disappear\w*|vanish\w*|forsvundet)\b|\b(laekket|lackt|leaked|lekket)\b.{0,60}\b(ikke|inte|not|can t|cannot|ikkje)\b.{0,6}\b(logge|log|logga|sign)\b/;
/** Locked out of an account, not files locked: "vi er låst ude", "locked out". */
const LOCKED_OUT = /\b(er |ar |is |are |blev |blevet |were |was |ble |blitt |har )?(laast|last|locked|utestengt|utelast|laset) (ude|ute|out|ut)\b/g;

/** Says by itself that it has happened to them. */
const STRONG = /\b(logget|loggede|logged|loggade|loggat|logde|loggede sig|logget seg|loggade sig|signed|signede) ?(ind|inn|in|on|into|sig ind|seg inn)? (via|pa|gennem|through|fra|from|med|using|genom|gjennom) (linket|lenken|lanken|lanken i|the link|a link|et link|en lenke|en lank|linket i|siden i|den side|that page|the page|mailen|e ?posten|mejlet|qr ?koden|the qr code)\b|\b(scannet|scannede|scanned|skannet|skannede|skannade|skannat|scannat|scannade)\b.{0,40}\bqr\b.{0,140}\b(logget ind|logged in|loggat in|logget inn|loggede ind|loggade in|skrev|typed|indtastede|entered|angav)\b|\b(scannade|scannet|scannede|scanned|skannet|skannade) (precis|lige|just|nettopp|akkurat)\b.{0,80}\b(skrev|typed|entered|tastede|angav|skrev inn|skrev in)\b|\b(skrev|typed|entered|tastede|indtastede|angav) (in |inn |ind )?.{0,40}\b(kortnummer\w*|card number|kortoplysning\w*|card details|inloggning\w*|innlogging\w*)\b|\b(nogen|someone|somebody|noen|nagon|de|they)\b.{0,15}\b(sletter|deleting|deletes|raderar|krypterer|encrypting|slettar)\b.{0,20}\b(filer|files|filene|filerna|data|alt|everything)\b|\.locked\b|\b(virus pa (alle|vores|hele)|(we|vi) (have|has|har) (fatt |faet |fatt )?(a |en |et )?virus|(nogen|someone|somebody|noen|nagon|hackere?|hackers?) (har |has |have |is |er )?(just |lige |netop |precis |akkurat |nettopp )?(logget ind|logged in\w*|loggat in|logget inn|hacke[dt]|hacket|taget|tagit|tatt|taken|stolen|stjalet)|logged into our|(konto|account|mail|mailen)\w* (er |is )?(sender|sending|sends|skickar) (spam|mails?|e ?mails?)|(kan ikke|can t|cannot|kan inte|kan ikkje) (abne|open|oppna|apne) (vores |our |vara |vare |alle |all )?(filer|files)|(been|blevet|blitt|blivit) breached|brudt ind|broken into|brutt seg inn|brutit sig in|inbrott|(?<!(haven t|have not|has not|hasn t|ikke|inte|ikkje|not|never|aldrig|aldri|endnu ikke|not yet) )(overfort|paid|betalt|transferred|betalte|overforte) .{0,30}(falsk\w*|fake|svindel\w*|fraud\w*)|fraud just|((er|ar|blev|blivit|blitt|ble|var|is|are|got|were) last|locked|laast)\b.{0,40}\b(betal\w*|pay\w*|losesum|ransom))|\b(skrev|typed|entered|tastede|tastet|angav|gave|skrivit|indtastede|indtastet)\b.{0,25}\b(password|adgangskode|passord|losenord|kodeord|login|kode|koden|code)\b.{0,80}\b(side|siden|page|site|link\w*|lignede|looked like|liknade|lignet|falsk\w*|fake|phish\w*)|\b(skrev|typed|entered|angav|skrivit|indtastede|indtastet)\b.{0,25}\b(password|adgangskode|passord|losenord|kodeord|login)|\b(videresend\w*|forward\w*|vidarebefordra\w*|viderekobl\w*)\b.{0,90}\b(ukendt\w*|unknown|fremmed\w*|okand\w*|ukjent\w*|gmail|hotmail|outlook com|ekstern\w*|external)|\b((got|blev|er blevet|have been|has been|were|was|ble|blivit|blitt) phish\w*|ransom|losesum\w*|bitcoin|(er|blev|blevet|was|were|been|got|har blivit|er blitt|har blitt|blivit|blitt) (hack\w*|ramt|angrebet|kompromitteret|compromised)|hackade|hackad|(taget|tagit|tatt|taken|took) over|overtaget|(filer\w*|files|filene|filerna|data|servere?n?|computere?n?|alt|everything|drevet)( vare| vores| vara| our| mine| mina| all| alle)? (er|is|are|ar|blev|were|has been|have been|har vaeret)( blevet| been| blitt| blivit)? (krypter\w*|encrypted))\b|\b(klikkede|klikket|klikkade|clicked|klickade|klickat|trykket|trykkede|tryckte)\b.{0,60}\b(skrev|typed|entered|tastede|tastet|indtastede|indtastet|angav|skrivit)\b.{0,30}\b(password|adgangskode|passord|losenord|kodeord|login|kode|koden|code|pin|bankid|mitid|nemid|kortnummer\w*|card)\b|\b(gave|gav|givet|gett|given|oplyste|read out|laeste op|lasta upp|leste opp|sagde)\b.{0,40}\b(code|kode|koden|koder|pin|engangskode\w*|mitid|bankid|nemid|password|adgangskode\w*|losenord|passord)\b.{0,60}\b(bank\w*|ringede|called|call|ringde|ringte|telefon\w*|phone)\b|\b(bank\w*|ringede|called|call|ringde|ringte|telefon\w*|phone)\b.{0,60}\b(gave|gav|givet|gett|given|oplyste|read out|laeste op|leste opp)\b.{0,40}\b(code|kode|koden|koder|pin|engangskode\w*|mitid|bankid|nemid|password|adgangskode\w*|losenord|passord)\b/;
/**
 * Mail going out in their name that they did not send ("kunderne faar fakturaer fra min mail … det er ikke os der
 * sender dem"): their mailbox is taken over, though the message names no attack.
 */
const SENT_IN_THEIR_NAME = /\b(someone|somebody|nogen|nagon|noen)\b.{0,10}\b(is sending|keeps sending|keep sending|are sending|has been sending|sends|sender|skickar|sendte|sent)\b.{0,40}\b(mails?|e ?mails?|messages|beskeder|meddelanden|meldinger)\b.{0,20}\b(from|fra|fran)\b.{0,10}\b(my|our|min|mit|vores|var|vare|mitt)\b|\b(sendt|sent|skickat|sendte|skickade|afsendt)\b.{0,25}\b(mails?|e mails?|emails?|mejl|beskeder|messages)\b.{0,25}\b(jeg|vi|i|we|jag|eg) (ikke|not|never|inte|aldrig|ikkje|didn t|did not|haven t|have not) (har |have |hadde |har inte |)(skrevet|sendt|written|sent|skrivit|skickat|sent)\b|\b(mails?|e mails?|emails?|mejl|beskeder|messages)\b.{0,25}\b(jeg|vi|we|jag|eg|i)\b.{0,10}\b(ikke|not|never|inte|aldrig|ikkje|didn t|did not|haven t)\b.{0,10}\b(skrevet|sendt|written|sent|wrote|send|skrivit|skickat)\b|\b(fakturaer|faktura|invoices?|mails?|e mails?|mejl)\w* (fra|from) (min|mit|vores|our|my) (mail|mejl|e mail|email|konto|account)\w*.{0,80}\b(ikke (os|mig)|not (us|me)|nyt kontonummer|nye kontonumre|new account number|falsk\w*|fake|svindel\w*|fraud\w*)|\b(mails?|e mails?|emails?|mejl|besked|message) (fra|from|fran) (mig|me|mej|meg)\b.{0,80}\b(ikke|not|never|inte|aldrig|ikkje|didn t|did not|haven t)\b.{0,12}\b(skrevet|sendt|written|sent|wrote|skrivit|skickat)\b/;

/**
 * An account someone else now controls: its password changed by someone and the owners locked out, mail read or
 * rules made by nobody there, customers sent invoices "from us" with another account number.
 */
const TAKEN_OVER = /\b(password|adgangskode\w*|kodeord\w*|passord\w*|losenord\w*)\b.{0,30}\b(was|blev|er blevet|has been|ble|blevet|har blitt|har blivit|got) (changed|aendret|skiftet|endret|andrat|reset|nulstillet)\b.{0,20}\b(not by (us|me|them)|ikke af (os|mig|dem)|inte av (oss|mig)|ikke av (oss|meg)|by someone else|af en anden|af nogen andre)\b|\b(nogen|someone|somebody|nagon|noen|hackere?|hackers?)\b.{0,15}\b(har |has |have |hat )?(aendret|skiftet|andrat|bytt|endret|changed|reset)\b.{0,30}\b(adgangskode\w*|password\w*|losenord\w*|passord\w*|kode\w*)\b|\b(mistet|lost|tappat|forlorat)\b.{0,10}\b(adgang|tilgang|tilgangen|adgangen|access|atkomst|atkomsten)\b.{0,30}\b(admin\w*|konto\w*|account\w*|mail\w*)\b.{0,40}\b(nogen|someone|nagon|noen|endret|aendret|changed|andrat)\b|\b(someone|somebody|nogen|nagon|noen)\b.{0,10}\b(is|er|ar)\b.{0,10}\b(reading|laeser|laser|leser)\b.{0,10}\b(my|mine|min|vores|our|mina|mine|var|vare)\b.{0,5}\b(e ?mails?|mails?|mejl\w*|e ?post\w*|indbakke|inbox)\b|\b(rules?|regler|regel|videresendelse\w*|forwarding)\b.{0,30}\b(i didn t make|i did not make|i never made|nobody made|jeg ikke har lavet|jeg ikke har oprettet|ingen har lavet|vi ikke har lavet|jag inte har skapat|jeg ikke har laget)\b|\b(kunder\w*|customers|clients|kunderna|kundene)\b.{0,60}\b(faktura\w*|invoice\w*|regning\w*)\b.{0,20}\b(fra os|from us|fran oss|fra oss)\b.{0,40}\b(andet|nyt|ny|other|different|new|annat|nytt|annet) (kontonummer|kontonr|account number|bank account|konto|bankkonto)\b/;

/** It is a guarantee or a worry, not a report. */
const WORRY = /\b(garant\w*|guarantee\w*|ikke bliver|not get|never get|undga|avoid|hjulpet andre|helped others|helped other|andre der|others who|other companies|andre virksomheder)\b/;

/**
 * The message folded for the patterns here: "oe" is how ø is typed without the key ("goer", "overfoert"), as
 * "aa" is å (fold reads that); not before n, which keeps Norwegian "noen" ("someone") whole.
 */
function normalise(message: string): string {
  return oeAsO(fold(message)).replace(/[^a-z0-9. ]+/g, " ").replace(/\s+/g, " ").trim().replace(BUSINESS_TAKEN_OVER, " ").replace(NOTHING_STRANGE, " ");
}

/** "der er ikke sket noget mærkeligt", "nothing strange has happened": a sign denied is no sign. */
const NOTHING_STRANGE = /\b(ikke|intet|nothing|inget|ingenting|not|inte|ikkje)( (er |has |har |har inte |)?(sket|happened|hant|skjedd|set|seen|sett))?( (noget|anything|nagot|noe|any))? (maerkelig\w*|strange\w*|weird\w*|konstig\w*|underlig\w*|merkelig\w*|markelig\w*|unusual|usaedvanlig\w*|odd)\b/g;

/**
 * A business the visitor has taken over ("har lige overtaget min fars malerfirma", "we just took over a small
 * shop"): a new owner, no attacker. (Not when someone else took it: "nogen har overtaget vores firmas Facebook".)
 */
const BUSINESS_TAKEN_OVER = /(?<!\b(nogen|someone|somebody|noen|nagon|hackere?|hackers?|de|they|svindlere?|scammers?) (har |has |have )?(lige |just |netop )?)\b(overtaget|overtog|took over|taken over|tog over|tagit over|tatt over|overtatt) (\w+ ){0,3}?(\w*firma\w*|\w*virksomhed\w*|forretning\w*|butik\w*|salon\w*|klinik\w*|bureau\w*|company|business|shop|firm|practice|foretag\w*|bedrift\w*)\b(?! (facebook|instagram|linkedin|konto\w*|account\w*|side|siden|page|mail\w*|profil\w*|webshop\w*|hjemmeside\w*|website))/g;

/** A device, as a visitor names it in the four languages. */
const DEVICE = /\b(\w*laptop\w*|\w*baerbar\w*|\w*computer\w*|pc|pc en|pc er|mac\w*|\w*telefon\w*|\w*mobil\w*|iphone\w*|ipad\w*|tablet\w*|\w*dator\w*|\w*datamaskin\w*|\w*phone\w*|usb\w*|harddisk\w*|notebook)\b/;
/** Lost or stolen: it has happened ("er blevet stjålet", "glemte den i toget", "was stolen", "blev stulen", "ble stjålet"). */
const LOST = /\b(was taken|were taken|got taken|blev taget|ble tatt|togs|stulit|stulet|stjalit|stjal\w*|stjaalet|stjalet|stjaal\w*|stolen|stole|stulen|stulits|stals|mistet|mistede|mista|tabt|tabte|tappat|tappade|lost|forsvundet|forsvandt|borte|bortkommen|vaek|missing|indbrud|innbrudd|inbrott|break in|broke in)\b|\b(glemt|glemte|left|forgot|forgotten|glomt|glomde|gloymt|glemde)\b.{0,40}\b(i|pa|in|on|at|paa|pa)\b (toget|bussen|bilen|taxa\w*|taxi|the train|the bus|the car|a cab|the cab|flyet|the plane|tåget|taget|cafe\w*|restaurant\w*|lufthavn\w*|the airport|metro\w*|s toget|toget)/;
/** A sign-in they did not make: from abroad, an unknown place, or a stream of approval requests. */
const FOREIGN_LOGIN = /\b(hele tiden|all the time|hela tiden|constantly|non ?stop|igen og igen|over and over)\b.{0,30}\b(godkjenn\w*|godkend\w*|godkann\w*|approv\w*|mfa|push|palogging\w*|login\w*|inlogg\w*|innlogg\w*|anmodning\w*|prompts?)\b|\b(godkjenn\w*|godkend\w*|godkann\w*|approv\w*|mfa|push|palogging\w*|login\w*|inlogg\w*|innlogg\w*)\b.{0,80}\b(ikke|not|inte|ikkje|haven t|have not) (har |have )?(selv |sjalv |self |myself )?(provd|provat|forsogt|tried|startet|started|bedt om|asked for)\b|\b(login\w*|logins|log ?ind|logget ind|logger ind|logge ind|logger seg inn|logget seg inn|logger sig ind|logget sig ind|loggar sig in|loggat sig in|loggar in sig|loggade in|loggade sig in|loggade ind|logga inn|logga in|logga seg inn|logged in|logging in|logs in|log ins?|sign ?ins?|signed in|signing in|indlogning\w*|inloggning\w*|innlogging\w*|palogging\w*|inlogg\w*|loggar in|loggat in|logger inn|logget inn|logon)\b.{0,60}\b(udland\w*|abroad|overseas|rusland|russia|ryssland|russland|kina|china|nigeria|brasilien|brazil|usa|ukendt\w*|unknown|fremmed\w*|foreign|strange|maerkelig\w*|underlig\w*|okand\w*|ukjent\w*|utland\w*|utomlands|suspicious|mistaenkelig\w*)\b|\b(udland\w*|abroad|rusland|russia|kina|china|utlandet|utomlands)\b.{0,40}\b(login\w*|logins|logget ind|logged in|sign ?ins?|inloggning\w*|innlogging\w*|logger ind|logging in)\b|\b(bliver ved med at|bliver hele tiden|bliver ved|keeps?|keep on|slutter ikke med at|fortsaetter med at)\b.{0,40}\b(sporge\w*|bede\w*|asking|prompt\w*|vise\w*)\b.{0,40}\b(godkend\w*|approve\w*|login\w*|log ind)\b|\b(login|log ind|logind|sign ?in)\w*\b.{0,30}\b(ikke (selv )?har startet|ikke selv har|ikke har lavet|didn t start|did not start|never started|ikke har provet)\b|\b(mange|masse|lots of|many|constant\w*|hele tiden|all the time|massor av|mange)\b.{0,20}\b(mfa|godkend\w*|approve\w*|approval\w*|push\w*|prompts?|anmodning\w*|requests?|forfragningar|foresporsler)\b|\b(mfa|godkend\w*|godkjenn\w*|godkann\w*|push)\w*.{0,40}\b(hele tiden|all the time|constantly|hela tiden|stykker|stycken|\d+ (gange|times|ganger|ganger|stk|stykker))\b|\b(godkendte|godkjente|godkande|approved|accepted|trykkede godkend|tapped approve)\b.{0,40}\b(mfa|login\w*|anmodning\w*|prompt\w*|request\w*|foresporsel\w*)\b.{0,60}\b(ikke selv|didn t|did not|ikke hadde|inte sjalv|not (start|initiat)\w*)/;
/** Money already sent to a fraudster ("bogholderen har lige betalt en falsk faktura", "we paid a fake invoice"). */
const PAID_FRAUD = /\b(gaet|gik|forsvundet|trukket|traekt|overfort|overfoert|haevet|went|gone|taken|withdrawn|transferred|dragits|dragit|forsvunnet|forsvann|gatt|gikk)\b.{0,40}\b(fra|from|fran) (vores|our|var|vart|vare|firmaets|the company s|company)\b.{0,20}\b(konto|account|bankkonto|kontoen|kontot)\b.{0,60}\b(ukendt\w*|unknown|okand\w*|ukjent\w*|fremmed\w*|forkert\w*|wrong|fel|feil|svindl\w*|scam\w*|bedrag\w*)\b|\b(lurad|lurade|lurt|lurte|snydt|snod|tricked|duped|fooled|narret|narrede|narret)\b.{0,40}\b(betala|betalade|betale|betalte|pay|paid|overfore|overforte|transfer\w*|overfora)\b|\b(scann\w*|skann\w*)\b.{0,30}\bqr\b.{0,80}\b(betal\w*|paid|pay\w*)\b.{0,60}\b(dragits|draget|traekt|trukket|charged|debited|taget|tagit|tatt|\d+ ?(kr|kroner|kronor|nok|sek|dkk|euro))\b|\b(gik|gick|went|gikk|blev (betalt|overfort|udbetalt))\b.{0,40}\b(forkerte konto|forkert konto|wrong account|fel konto|feil konto|forkerte kontonummer|nyt kontonummer|ny konto)\b|\b(betalt|betalte|betaling|betalingen|betalinger|brugt|blev brugt|used|was used|were used|anvandes|ble brukt|betalat|betalade|overfort|overforte|overfoert|overfort|overfoerte|overfort|overforde|paid|transferred|sent|wired|sendt|sendte|skickat|skickade|kobt|kobte|bought|kopt)\b.{0,120}\b(falsk\w*|fake|svindl\w*|svindel\w*|fraud\w*|scam\w*|bedrag\w*|svindler\w*|aldrig (har )?(skrevet|sendt|bedt)|never (wrote|sent|asked)|har ikke skrevet|ikke har (sendt|skrevet|bedt)|har ikke (sendt|bedt)|didn t (send|ask)|did not (send|ask)|not sent|inte har (skickat|skrivit|bett)|ikke har (sendt|skrevet|bedt)|didn t (write|send)|ny leverandor|new supplier|gavekort\w*|gift ?cards?|presentkort\w*|forkert\w* konto\w*|nyt? kontonummer|nyt? kontonr|nye kontonummer|new account|new bank|ny konto|nytt kontonummer|wrong account|bluff\w*|falska?|aldrig (har )?skiftet|never changed|har ikke skiftet|skiftet bank|changed bank|bytt bank)\b|\b(falsk\w*|fake|svindel\w*|fraud\w*|scam\w*|ceo|direktor\w*|chefen\w*|bedrag\w*)\b.{0,100}\b(har|have|has|had|just|lige|netop|allerede|already|i gar|igar|yesterday|i morges)\b.{0,30}\b(betalt|betalat|overfort|overfoert|paid|transferred|wired)\b/;
/** A found USB stick plugged in, or remote access given to a caller who said they were support. */
const PLUGGED_OR_REMOTE = /\b(mus|musen|mouse|the mouse|cursor\w*|markor\w*|musepil\w*|pekaren|musa|musepekeren)\b.{0,30}\b(af sig selv|by itself|on its own|av sig sjalv|av seg selv|helt selv|all by itself)\b|\b(nogen|someone|somebody|nagon|noen)\b.{0,20}\b(styrer|controls?|controlling|styr|styrer|tager over|taking over|is moving|bevaeger)\b.{0,20}\b(min|my|mit|vores|our|min|mina)\b.{0,10}\b(computer|pc|skaerm|screen|mus|mouse|dator|maskine)\b|\b(ukendt|unknown|fremmed|okand|ukjent|mystisk|strange)\w*\b.{0,10}\busb\w*.{0,30}\b(sat i|sidder i|plugged into|plugged in|satt i|sitter i|stikker i|koblet til|tilsluttet|inserted)\b|\b(latt|lot|lod|ladet|let|gave|gav|givet|gett|ga|gitt)\b.{0,10}\b(dem|them|de|him|ham|personen|honom|henne|hende)\b.{0,10}\b(koble|kobl\w*|connect\w*|styre|control|fjernstyre|komme ind|access|tilgang|adgang|atkomst|tillgang)\b|\b(sat|satte|stak|stukket|plugged|inserted|satt|stoppade|koblet)\b.{0,15}\b(en |et |a |ett )?usb\w*.{0,80}\b(af sig selv|by itself|on its own|av sig sjalv|av seg selv|lige nu|right now|just nu|na|vinduer|windows|fonster|vinduer)\b|\b(fandt|fundet|found|hittade|hittat|fant|funnet)\b.{0,40}\busb\w*\b.{0,60}\b(sat|satte|stak|plugged|puttet|satt|stoppade|koblet|tilsluttet|connected|inserted)\b|\b(gav|givet|gave|given|fik|fick|fikk|fatt|got|installer\w*|installed|let)\b.{0,50}\b(fjernadgang|remote access|adgang til (min|vores|hans|hendes) (pc|computer|skaerm)|access to (my|our|his|her) (pc|computer|screen)|teamviewer|anydesk|fjarratkomst|fjerntilgang)\b|\b(teamviewer|anydesk)\b.{0,60}\b(microsoft|support|ringede|called|ringde|ringte)\b|\b(plugged|inserted|sat|satte|stak|satt|stoppade|koblet)\b.{0,15}\b(in |i |ind |inn )?(en |et |a |ett )?usb\w*.{0,60}\b(found|fandt|fundet|hittade|hittat|fant|funnet)\b|\b(har|have|has|hade|hadde|are|er|blev)\b.{0,10}\b(fjernstyret|fjernstyrt|fjarrstyrt|fjarrstyrde|remote controlling|remotely controlled|remote controlled|taget kontrol|tatt kontroll|tagit kontroll|taken control|taking control)\b|\b(remote access|fjernadgang|fjarratkomst|fjerntilgang|fjernstyrer|styrer (min|vores) (pc|computer|skaerm))\b.{0,50}\b(right now|now|lige nu|nu|just nu|akkurat na|mens|while)\b/;

/** Their mailbox sending phishing or spam now, a new admin account nobody made, a ransom note by another name. */
/** "nogen har lige ringet og sagt de er fra Microsoft og vil have adgang til min computer": a caller posing as support. */
const FAKE_SUPPORT_CALL = /\b(ringet|ringede|ringt|ringde|ringte|called|phoned|fik et opkald|fikk en telefon|fick ett samtal|got a call|had a call|is calling|are calling|ringer lige|ringer nu|ringer mig op nu|on the phone|i telefonen|i roret)\b.{0,60}\b(microsoft|windows|apple|google|it ?support|teknisk support|tech support|support|banken|the bank|politiet|police|skat|skattestyrelsen|mitid)\b.{0,80}\b(adgang|access|tilgang|atkomst|fjernadgang|remote|teamviewer|anydesk|installere|install\w*|styre|kontrol\w*|skaerm\w*|screen|kode\w*|codes?|password|adgangskode\w*)\b|\b(microsoft|windows|apple|google|it ?support|teknisk support|tech support|banken|the bank|politiet|police|skat|skattestyrelsen)\b.{0,30}\b(is on the phone|on the phone|is calling|are calling|ringer|ringer lige|ringer nu|ringde|ringte|called|phoned|i telefonen|i roret|pa telefonen)\b.{0,80}\b(adgang|access|tilgang|atkomst|fjernadgang|remote|teamviewer|anydesk|installere|install\w*|styre|kontrol\w*|skaerm\w*|screen|kode\w*|codes?|password|adgangskode\w*)\b/;
/** "filerne på fællesdrevet skifter navn en efter en til noget mærkeligt": encryption under way. */
const FILES_RENAMED = /\b(filer\w*|files|filene|filerna|dokumenter\w*|documents)\b.{0,50}\b(skifter navn|skifter endelse|far nye navne|far ny endelse|bliver omdobt|omdobes|bliver omdoebt|renamed|being renamed|changing names?|change names?|byter namn|byter andelse|endrer navn|far nytt navn|skifter til|(have|has|got|har|fik|faet|fatt|fatt|fick) (\w+ )?(strange|weird|odd|new|maerkelige|underlige|nye|mystiske|konstiga|nya|rare|merkelige|nye) (names?|navne|navn|namn|endelser|extensions?|andelser))\b|\b(ny|nye|new|konstig|konstiga|underlig\w*|maerkelig\w*|strange|weird|odd|mystisk\w*|ra|rar)\b (\w+ )?(filandelse\w*|filendelse\w*|endelse\w*|andelse\w*|file extensions?|file endings?|extension)\b.{0,60}\b(kan ikke|can t|cannot|gar inte|kan inte|gar ikke|won t)\b/;
const SENDING_NOW = /\b(kunder|kunderne|customers|clients|kunderna|kundene)\b.{0,25}\b(far|faar|receive\w*|get|getting|gets|far nu|fa)\b.{0,40}\b(mails?|mejl|e ?mails?|emails?|e ?post|beskeder|messages)\b.{0,25}\b(fra|fran|from)\b.{0,25}\b(konto|account|mailkonto|mailbox|indbakke|inbox|adresse)|\b(mailbox|mail|mailen|mailkont\w*|mailkonto\w*|konto\w*|konti|account|accounts|postkasse\w*|mejl\w*|e ?post\w*|e ?mail\w*|innboks\w*|inkorg\w*)\b.{0,40}\b(is sending|sending out|sender ud|sender|skickar|sends|sender ut|is spamming)\b.{0,40}\b(phishing\w*|spam\w*|mails?|e ?mails?|e ?post|mejl|svindel\w*|skrappost|skraeppost|soppelpost|invoices?|fakturaer|faktura|fakturor)\b/;
const ROGUE_ADMIN = /\b(gave (themselves|himself|herself)|gav sig selv|gav seg selv|gav sig sjalv|tildelte sig selv)\b.{0,30}\b(admin\w*|administrator\w*|rettigheder|rights|rettigheter|rattigheter)\b|\b(changed|aendrede|aendret|endret|andrade)\b.{0,20}\b(the )?(recovery|gendannelses\w*|gjenopprettings\w*|aterstallnings\w*)\b|\b(ukendt\w*|ukjent\w*|okand\w*|unknown|fremmed\w*|mystisk\w*|strange|new|ny|nytt|nyt)\b.{0,20}\b(admin\w*|administrator\w*|global admin\w*)\b.{0,60}\b(ingen|nobody|no one|ingen av oss|ingen af os|ingen av oss|inte|ikke|not)\b/;
const RANSOM_NOTE = /\b(note|besked|message|textfil\w*|tekstfil\w*|text file|skarm\w*|skaerm\w*|skjerm\w*|screen)\b.{0,40}\b(crypto\w*|krypto\w*|bitcoin|btc)\b|(^| )\.(crypt\w*|encrypt\w*|locked|lock|enc)\b|\b(rod|rode|red|roda)\b.{0,10}\b(skaerm|screen|skarm|skjerm)\b.{0,40}\b(nedtaelling|countdown|nedrakning|nedtelling|timer)\b|\b(skaerm\w*|screen|skarm\w*|skjerm\w*)\b.{0,30}\b(rod|red|rode)\b.{0,40}\b(nedtaelling|countdown|nedrakning|nedtelling)\b|\b(alle|all|samtliga|alla)\b.{0,20}\b(computere|pc er|pcer|maskiner|skaerme|screens|computers|datorer|datamaskiner|skarmar|skjermer)\b.{0,70}\b(betal\w*|pay\w*|bitcoin|losesum\w*|ransom)\b|\b(publish\w*|offentliggjort|offentliggor\w*|offentliggoer\w*|laekket|leaked|publicer\w*)\b.{0,40}\b(unless|medmindre|hvis ikke|if we don t|if we do not|hvis vi ikke|om vi inte|hvis vi ikke)\b.{0,20}\b(pay|betal\w*)\b|\b(note|besked|meddelande|melding|txt|skarm\w*|skaerm\w*|skjerm\w*|screen)\b.{0,30}\b(losepeng\w*|losesum\w*|losen|ransom)\b|\b(note|besked|meddelande|melding|txt|text file|tekstfil\w*|skarm\w*|skaerm\w*|skjerm\w*|screen)\b.{0,60}\b(pay|betal\w*|betala|betale)\b.{0,40}\b(key|nogle\w*|nyckel\w*|nokkel\w*|decrypt\w*|dekrypt\w*|files|filer\w*|filene|filerna|bitcoin|data)\b|\b(strange|maerkelig\w*|underlig\w*|konstig\w*|rar|ny|new|odd|weird)\b.{0,10}\b(ending|endelse|filendelse|extension|filnavn\w*)\b/;
/** An MFA prompt they did not start, approved: "tryckte på godkänn … som hon inte själv hade startat". */
const APPROVED_PROMPT = /\b(approved|godkendte|godkjente|godkande|accepted|tapped|trykkede|tryckte|kom til at godkende|kom til at trykke)\b.{0,40}\b(by accident|ved et uheld|ved en fejl|av misstag|ved et uhell|by mistake|accidentally)\b|\b(trykkede|trykket|tryckte|trykte|pressed|tapped|clicked|klikkede|godkendte|godkendt|godkende|godkjente|godkjent|godkjenne|godkande|godkant|godkanna|approved|approve|accepted)\b.{0,40}\b(login\w*|mitid|bankid|nemid|sign ?in\w*|godkend\w*|godkann\w*|godkjenn\w*|approve\w*|mfa\w*|prompt\w*|anmodning\w*|forfragan\w*|foresporsel\w*|request\w*)\b.{0,100}\b(ikke|inte|not|ikkje|didn t|did not)\b.{0,20}\b(selv|sjalv|herself|himself|themselves|startet|startede|startat|startade|started|initiated|bedt om)\b/;
/** "The boss" calling or writing right now for money to a new account (a deepfake voice, a fake mail). */
const BOSS_REQUEST = /\b(chef\w*|direktor\w*|boss|ceo|ejer\w*|owner|vd|sjef\w*|leder\w*)\b.{0,60}\b(bad|beder|bede|asked|asks|ber|bad om|want\w*|vil have|ville have|om at|om (?:lige |hurtigt |straks )+at|asking (us |her |him |them )?to|about (transferring|paying)|om att|om a)\b.{0,40}\b(overfor\w*|overfore|betale|transfer\w*|pay|wire|send\w*|overforsel)\b/;

/**
 * A message that asked for a sign-in, and it was done: "fik en mail om, at lønnen er ændret, og han skal logge ind,
 * han har gjort det", "got an email to log in to see her salary and she did".
 */
const LOGGED_IN_FROM_MESSAGE = /\b(mail\w*|e ?mail\w*|sms\w*|besked\w*|message|text|link\w*|mejl\w*|melding\w*)\b.{0,80}\b(log\w* ind|logge ind|log in|login|sign in|logga in|logge inn|logg inn|mitid|bankid|nemid)\b.{0,60}\b(han|hun|jeg|vi|de|he|she|i|we|they|hon|jag|hen)\b.{0,10}\b(har gjort det|gjorde det|har logget ind|loggede ind|did( it| so)?|has done it|have done it|logged in|gjorde det|har gjort det|gjorde hon|gjorde han|loggade in|logget inn|har gjort)\b(?! ?(not|n t|ikke|inte|ikkje))|\bdet gjorde (han|hun|jeg|vi|de|hon|jag)\b(?! (ikke|inte|ikkje))|\band (he|she|i|we|they) did\b(?! not| n t)/;

/** An ID or code typed after a message in someone's name: "fik en mail fra \"banken\", og min kollega har tastet sin MitID". */
const TYPED_AFTER_MESSAGE = /\b(mail\w*|e ?mail\w*|sms\w*|besked\w*|message|text|link\w*|opkald|call|ringede|called|qr|qr ?kode\w*|qr ?code\w*|brev\w*|letter|teams)\b.{0,80}\b(tastet|tastede|indtastet|indtastede|skrevet|skrev|typed|entered|gave|gav|givet|angivet|oplyst|skrivit|skrev in|tastat|tastet inn|oppgitt|uppgett)\b.{0,20}\b(mitid|bankid|nemid|kode\w*|code\w*|password\w*|adgangskode\w*|pinkode\w*|pin|kortnummer\w*|card number|kortoplysning\w*|card details|losenord\w*|passord\w*)\b/;

/**
 * Money moved on a message's request, and done: "fik en mail fra 'mig' om at overføre 86.000 til en ny konto, og hun
 * har gjort det", "an email asked her to pay 40,000 to a new account and she did".
 */
const MOVED_ON_REQUEST = /\b(mail\w*|e ?mail\w*|sms\w*|besked\w*|message|text|mejl\w*|melding\w*)\b.{0,60}\b(overfor\w*|overfore|betale|transfer\w*|pay|wire|send\w*|overfora|overfore)\b.{0,40}\b(ny|nyt|new|anden|another|ukendt\w*|unknown|ny konto|nytt|annat|annen)\b.{0,20}\b(konto\w*|account\w*|kontonummer\w*)\b/;

/** It was done: "hun har gjort det", "and she did", "har allerede betalt". */
const DONE_IT = /\b(har (vist |nok |allerede |lige )*(gjort det|betalt|overfort|sendt)|det har (han|hun|vi|de|jeg) (vist |nok |allerede |lige )*(gjort|betalt)|gjorde det|already (did|paid|sent|transferred)|(she|he|they|we|i) (did|paid|transferred|sent it)|har (redan )?(gjort det|betalat|overfort)|gjorde hon det|har gjort det|har betalt)\b(?! ?(ikke|not|inte|ikkje))/;

/** Paid by card after a message ("fik en sms om en pakke og har betalt 29 kr med sit kort"): the card is given away. */
const PAID_AFTER_MESSAGE = /\b(sms\w*|mail\w*|e ?mail\w*|besked\w*|message|text|link\w*|mejl\w*|melding\w*)\b.{0,60}\b(har |have |has |hat )?(betalt|betalte|paid|betalat|betalade)\b.{0,30}\b(kort\w*|card|mobilepay|mitid|kreditkort\w*|betalingskort\w*)\b/;

/** Their customers got mails or invoices from their address that they did not send. */
const CUSTOMERS_MAILED = /\b(kunder\w*|customers|clients|kunderna|kundene)\b.{0,60}\b(mails?|e ?mails?|mejl\w*|beskeder|messages|faktura\w*|invoices?|regning\w*)\b.{0,30}\b(fra (vores|os)|from (our|us)|fran (var|oss)|fra (var|oss))\b(?=.{0,120}\b(ikke (har )?sendt|har vi ikke sendt|didn t send|did not send|never sent|inte skickat|aldrig sendt)\b)/;

/** Signs told plainly: a rule nobody made, a code given to a caller, files vanishing where someone has access. */
const PLAIN_SIGNS = /\b(regel|regler|rule|rules|regeln|regelen)\b(?: \w+){0,3} (vi|we|jeg|i|jag|eg) (ikke|don t|do not|inte|ikkje) (kender|know|recogni[sz]e|har lavet|made|kanner|kjenner|har laget)\b|\b(gitt bort|givet|gav|gave|given|gett|oppgitt|uppgett|sagt|told)\b.{0,30}\b(bankid\w*|mitid\w*|nemid\w*|kode\w*|code\w*|pin\w*|password\w*|adgangskode\w*)\b.{0,40}\b(ringte|ringede|ringde|called|phoned|ringer)\b|\b(someone|somebody|nogen|nagon|noen)\b.{0,15}\b(has|have|har|hat)\b.{0,10}\b(access|adgang|tilgang|atkomst|tilgang til)\b.{0,60}\b(files|filer|filerna|filene|mapper|folders)\b.{0,20}\b(disappear\w*|forsvinder|forsvinner|vanish\w*|forsvann|slettes|slettet|deleted|being deleted|forsvundet)\b/;

/** A transfer nobody made: "banken ringede om en overførsel, vi ikke har lavet", "a payment we don't recognise". */
const UNKNOWN_TRANSFER = /\b(overforsel\w*|overfoersel\w*|overforsl\w*|overfoersl\w*|overforing\w*|transfer\w*|betaling\w*|payments?|transaktion\w*|transactions?|haevning\w*|withdrawals?|uttag\w*|kortkob\w*|card payments?|kob|kobe|kobt|purchases?|kop|kjop)\b.{0,40}(\b(vi|we|jeg|i|jag|eg)\b.{0,12}\b(ikke|not|inte|ikkje|didn t|did not|don t|do not|never|aldrig|aldri)|\b(ingen af os|none of us|ingen av oss|ingen|nobody|no one))\b.{0,15}\b(har |have |hat |selv )?(lavet|gjort|made|make|foretaget|foretog|godkendt|approved?|authori[sz]ed?|genomfort|kender|recogni[sz]e|kjenner|kanner|sendt|sent|bestilt)\b/;

/**
 * A SIM card that stopped working, with the bank or the accounts moving: "mit simkort virker pludselig ikke og nu kan
 * jeg se i netbanken …" (SIM swapping: the codes sent by SMS reach the thief).
 */
const SIM_SWAP = /\b(sim ?kort\w*|sim ?card\w*|sim ?kortet|simkortet|sim)\b.{0,40}\b(virker (pludselig |plutselig )?ikke|holdt op|dod|dode|stopped working|stopped|dead|no signal|ingen signal|ingen daekning|ingen dekning|fungerar inte|funkar inte|virker ikke lenger|slutade fungera|deaktiver\w*|deactivated|spaerret|sperret)\b.{0,120}\b(bank\w*|netbank\w*|nettbank\w*|konto\w*|account\w*|overfor\w*|transfer\w*|mitid|bankid|login\w*|logget ind|kode\w*|codes?)\b/;

/** Gift cards bought for a fake boss: the codes are the money. */
const GIFT_CARDS = /\b(chef\w*|direktor\w*|boss|ceo|leder\w*|ejer\w*|owner|vd|sjef\w*)\b.{0,80}\b(gavekort\w*|gift ?cards?|presentkort\w*)\b|\b(kobt|kobte|koebt|bought|kopt|kopte|kjopt|kjopte)\b.{0,60}\b(gavekort\w*|gift ?cards?|presentkort\w*)\b|\b(gavekort\w*|gift ?cards?|presentkort\w*)\b.{0,100}\b(kobt|koebt|bought|kopt|kjopt|sendt|sent|skickat)\b/;

/** Someone who left or was fired still gets in: "en medarbejder vi fyrede i fredags er logget ind og sletter mapper". */
const FORMER_EMPLOYEE = /\b(tidligere|fyret|fyrede|forhenvaerende|ex|former|opsagt|stoppede|sagt op|forre|forrige|forra|tidigare|avskedad|sparkede|sparket)\b.{0,30}\b(medarbejder\w*|ansat\w*|employee\w*|kollega\w*|anstalld\w*|ansatt\w*|staff|worker|person|fyr|fyren|guy|mand|manden|kvinde|dame|it guy|it person|it mand\w*|it ansvarlig\w*|it konsulent\w*|it partner\w*|konsulent\w*|consultant|administrator\w*|admin|it leverandor\w*|it supplier|it company|it firma\w*)\b.{0,100}\b(still has the admin password|has the admin password|still accessing|accessing|tilgar|bruger stadig|still using|har stadig adgang|har stadig (admin )?(adgangskoden|koden|passwordet)|deleting users|sletter brugere|logget (stadig )?ind|logger (stadig )?ind|logs? (still )?in|logged in|logging in|has access|still has access|still have access|har (stadig )?adgang|har (stadig )?tilgang|kan (stadig )?logge ind|loggar (fortfarande |fortfarende )?in|logger (fortsatt |fremdeles )?inn|downloading|download\w*|henter|sletter|deleting|deletes|slette|raderar|laddar ner|loggar in|logger inn)\b|\b(medarbejder\w*|ansat\w*|employee\w*|kollega\w*|anstalld\w*|ansatt\w*|fyr|fyren|guy|person|mand|manden|kvinde|dame)\b.{0,25}\b(fyrede|fyret|opsagde|sagde op|stoppede|fired|let go|left|sparkede|avskedade|sluttet)\b.{0,100}\b(logget ind|logger ind|logged in|logging in|har (stadig )?adgang|has access|sletter|deleting|slette|henter|downloading|loggar in|logger inn)\b/;
/** An account of theirs taken over: "nogen har kapret vores Instagram", "kapat vårt företags Instagram". */
const HIJACKED = /\b(kapret|kapat|kapad|kapade|kapra\w*|hijack\w*|hacked|hacket|hackad|overtaget|taget over|tagit over|tatt over|taken over|stjal\w*|stolen)\b.{0,60}\b(instagram|facebook|linkedin|tiktok|twitter|youtube|side|siden|konto\w*|account\w*|profil\w*|sida|sidan)\b|\b(instagram|facebook|linkedin|tiktok|twitter|youtube)\w*\b.{0,40}\b(kapret|kapat|kapad|hijack\w*|hacked|hacket|hackad|overtaget|taget over|tagit over|tatt over|taken over)\b/;
/** Their website defaced or serving something else: "viser casino-reklamer", "shows casino ads and a different home page". */
// ("der er kommet en betalingsside på vores webshop, vi ikke kender": a page planted in their shop.)
const WEBSITE = /\b(betalingsside\w*|payment page\w*|checkout\w*|kasseside\w*|script\w*|popup|pop up|side|sider|page|pages)\b.{0,60}\b(webshop\w*|hjemmeside\w*|website\w*|nettbutikk\w*|webbutik\w*|hemsida\w*)\b.{0,40}\b(vi|we|jeg|i|jag|eg) (ikke|don t|do not|inte|ikkje|aldrig|never) (kender|know|recogni[sz]e|kanner|kjenner|har lavet|made|har lagt|added|satt|sat)\b|\b(hackere\w*|hackers?|hackerne|nogen|someone|somebody|nagon|noen)\b.{0,20}\b(har |have |has )?(taget|overtaget|taken|took|hacket|hacked|hackad|defaced|aendret|changed|slettet|deleted)\b.{0,15}\b(hjemmeside\w*|website\w*|web ?site\w*|webshop\w*|hemsida\w*|nettside\w*|forside\w*)\b|\b(domain\w*|domaene\w*|doman\w*|hjemmeside\w*|website\w*|web ?site\w*|webside\w*|webshop\w*|hemsida\w*|nettside\w*|nettsted\w*|forside\w*|home ?page)\b.{0,60}\b(redirect\w*|omdiriger\w*|viderestill\w*|videresend\w*|sender folk videre|points to a|peger pa en|casino\w*|gambling|spil|reklame\w*|ads|annoncer|spam|porn\w*|maerkelig\w*|underlig\w*|weird|strange|konstig\w*|markelig\w*|merkelig\w*|rar side|rar sida|different (home ?page|page|content)|anden forside|ny forside|defaced|hacket|hacked|hackad|viagra|omdirigerer|redirect\w*|links? til)\b|\b(hjemmeside\w*|website\w*|web ?site\w*|webshop\w*|forside\w*|hemsida\w*|nettside\w*|home ?page)\b.{0,30}\b(viser|shows|showing|visar|vises|displays)\b.{0,60}\b(politisk\w*|political|en eller andens|someone else s|nogen andres|nagon annans|noen andres|i stedet for|instead of|istallet for)\b/;
/** A supplier's "new account number" on an invoice not paid yet: stop before paying. */
const ACCOUNT_CHANGE = /\b(kontonummer\w*|kontonr\w*|account (number|details)|bank ?details|bankkonto\w*|bankoplysning\w*|kontonumret|kontonummeret)\b.{0,20}\b(var |was |er |is |ar )?(different|anderledes|andet|et andet|nyt|changed|aendret|annat|annet|ett annat|et annet|not the usual|ikke det samme|ikke det saedvanlige)\b|\b(nyt|ny|nye|nytt|new|aendret|aendrede|changed|byttet|bytt|andrat|endret|skiftet)\b.{0,15}\b(kontonummer\w*|kontonr\w*|account (number|details)|bank ?details|bankkonto\w*|bankoplysning\w*|kontonummeret|bankgiro)\b/;

/**
 * Money moved for someone posing as one of them: "overført 38.000 kr til en der skrev på whatsapp at han var mig",
 * "transferred 85,000 kr after a video call where 'our CEO' asked for it … it wasn't him".
 */
const POSED_AS = /\b((?:har|have|has|hasn t|haven t) (?:ikke |not |never |aldrig )?(?:sendt|sent) (?:noget|nogen|anything|it|den|mailen|that)|(?:ikke|not|never|aldrig) (?:har )?(?:sendt|sent) (?:noget|nogen|anything|it|den|mailen)|udgav sig|udgiver sig|gav sig ud|giver sig ud|pretend\w*|posing|posed as|claimed to be|sagde (at )?(han|hun|de) var|skrev (at )?(han|hun|de) var|sa (att )?(han|hon) var|sa (at )?(han|hun) var|var mig|was me|wasn t (him|her|me)|was not (him|her|me)|var ikke (ham|hende|mig)|ikke var (ham|hende|mig)|inte var (han|hon)|var inte (han|hon)|ikke var (han|hun)|var ikke (han|hun)|nyt nummer|new number|nytt nummer|deepfake\w*|video ?call\w*|videoopkald\w*|videomode\w*|videosamtal\w*|videosamtale\w*|(kopieret|kopierat|kopiert|copied|cloned|klonet) (min|mit|vores|my|our|hans|hendes|his|her|mitt|var|vart)( \w+)? (profil\w*|profile|konto|account|side|page)|falsk\w* (\w+ )?profil\w*|fake (\w+ )?(profile|account)|(facebook|linkedin|instagram|messenger|whatsapp) ?(profil\w*|profile|konto|account) (der|som|that|which) (ligner|looks like|liknar|ligner pa))\b/;
const MONEY_MOVED = /\b((?:lavede|lavet|made|gjorde|sendte|foretog) (?:en |et |an |a )?(?:overforsel\w*|transfer|betaling\w*|payment)|overforsel\w* (?:pa )?(?:\d[\d.,]* ?(?:kr\w*)? ?)?(?:han|hun|de|vi|jeg|he|she|they|we)? ?(?:lavede|lavet|made|gjorde|sendte)|overfort|overforte|overfoert|transferred|paid|betalt|betalte|wired|betalat|betalade|overfora|overforde|sendt \d+|sent \d+|sendte \d+|skickat \d+|(har|have|has|had) sendt (penge|pengene|money|the money)|sent (the )?money)\b/;
/** Nothing moved: "der er ikke overført noget", "she refused", "nothing was paid". */
const NOTHING_MOVED = /\b(ikke|not|inte|ikkje|intet|nothing|ingenting|ingen penge|no money)\b (\w+ ){0,2}(overfort|overforte|betalt|paid|transferred|betalat|wired)\b|\b(naegtede|naegter|refused|afviste|declined|nektet|nekta|vagrade|sagde nej|said no)\b/;

/** Sign-in prompts nobody asked for, again and again: "bliver ved med at poppe op med 'godkend login' … 15 gange". */
const PROMPT_FLOOD = /\b(godkend\w*|godkann\w*|godkjenn\w*|approve\w*|sign ?in requests?|login requests?|mfa (prompts?|requests?|notifications?)|log ?ind anmodning\w*|loginanmodning\w*|prompts?)\b.{0,80}\b(\d+ (gange|times|ganger|ganger)|gang pa gang|igen og igen|over and over|again and again|om och om igen|gang etter gang|hele tiden|all the time|keeps? (coming|popping)|bliver ved|bliver ved med|bliver ved at|bliir ved|flere gange i traek|hele natten|all night|natten igennem)\b|\b(bliver ved( med)?|blevet ved( med)?|blev ved( med)?|keeps?|keep getting|kept (getting|coming)|blir ved|fortsaetter med at)\b.{0,60}\b(godkend\w*|approve\w*|sign ?in requests?|login requests?|prompts?|godkann\w*|godkjenn\w*)\b|\b(loads of|lots of|a lot of|tons of|dozens of|masser af|en masse|mange|many|several|massor av|masse|massevis af)\b.{0,30}\b(godkend\w*|godkann\w*|godkjenn\w*|approv\w*|sign ?in (approval )?requests?|login requests?|mfa (prompts?|requests?|notifications?)|prompts?|anmodning\w*)\b|\b(godkend\w*|godkann\w*|godkjenn\w*|approv\w*|sign ?in requests?|login requests?|prompts?|anmodning\w*|forfragn\w*|foresporsel\w*)\b.{0,40}\b(den ene|det ene|one|den ena) (\w+ )?(efter|etter|after) (den|det|the) (anden|andet|andre|andra|other|next)\b|\b(den ene|det ene|den ena) (\w+ ){0,2}(godkend\w*|godkann\w*|godkjenn\w*|anmodning\w*|forfragn\w*|foresporsel\w*)\w* (efter|etter) (den|det) (anden|andet|andre|andra)\b/;
const NOT_ME = /\b(ikke (har )?(provet|forsogt) at logge|ikke selv|not (trying|tried) to (log|sign)|i m not (trying|logging)|haven t (tried|been trying)|didn t try|har inte forsokt|har ikke provd|ikke logget ind|not logging in|not signing in|jeg har ikke|i haven t|det er ikke mig|it s not me|it isn t me)\b/;

/** Someone has been inside a system of theirs: "tror nogen har været inde i kassesystemet". */
const SOMEONE_INSIDE = /\b(nogen|someone|somebody|noen|nagon|en fremmed|a stranger)\b (har |has |have |had )?(vaeret|been|varit|vart|vaert) (inde |inne |in )?(i|in|inside|pa|into)\b.{0,25}\b(\w*system\w*|\w*konto\w*|accounts?|\w*netvaerk\w*|network|\w*server\w*|computer\w*|pc\w*|\w*kasse\w*|till|pos|mail\w*|webshop\w*|booking\w*)\b/;

/**
 * Locked out while their customers get messages from them: "gæsterne får mails fra vores bookingsystem om at betale
 * igen via et link, og vi kan ikke længere logge ind", "hun er smidt ud af sin mail" while her phone messages all
 * their customers.
 */
const CANT_GET_IN = /\b(kan ikke (laengere |laenger |laengere |mere )?(logge? (ind|pa|inn)|komme ind|komme inn)( (i|pa|paa) \w+)? ?(laengere|mere|lenger|mer)?|can ?t (log|sign|get) (in|into|back in)|cannot (log|sign|get) in|locked out|smidt ud|kicked out|logget ud af (sin|min|vores|hans|hendes)|utestengt|utelast|kan inte (logga in|komma in)|kan ikkje logge inn|kan ikke logge inn)\b/;
const THEIR_CUSTOMERS_MESSAGED = /\b(kunder\w*|customers|clients|gaester\w*|gaesterne|guests|gjester\w*|gaster\w*|gasterna|kontakter\w*|contacts)\b.{0,50}\b(mails?|e ?mails?|mejl\w*|beskeder|messages|sms\w*|links?|faktura\w*|invoices?)\b|\b(sender|sends|sending|skickar|sende|sendte|sent)\b.{0,40}\b(beskeder|messages|mails?|sms\w*|meddelanden|meldinger)\b.{0,20}\b(til alle|to all|till alla|to everyone|til alle vores|til kunderne|to our customers)\b/;

/** A message reporting an attack in progress. Reads the raw message; never the corrected one (no typo may make or unmake it). */
/** A story about someone else: "han læste om et firma der blev hacket", "I heard about a company that was hit". */
const SOMEONE_ELSE = /\b(hvor mange|how many|hur manga)\b.{0,25}\b(kunder|customers|kunderna|kundene|virksomheder|companies|firmaer|foretag)\b|\b(laeste|laest|horte|hort|read|heard|saw|las|horde|leste) (om|about)\b|\b(et|en|a|an|another|et andet|en anden|ett annat|et annet) (firma|virksomhed|company|business|firm|foretag|bedrift)\b.{0,12}\b(der|som|that|which|who)\b/;
/** "min nabo er blevet hacket, kan det ske for os?": someone close to them, asked about for themselves. */
const CLOSE_ONES = /\b(min|mit|my|vores|our|min egen) (nabo\w*|granne\w*|neighbou?r\w*|ven|veninde|friend|bror|brother|soster|sister|svoger|brother in law|far|father|mor|mother|fatter|onkel|uncle|konkurrent\w*|competitor\w*)\b.{0,40}\b(kan det|could (it|that)|can (it|that)|will (it|that)|kan (det|den) (ogsa )?(ske|hande|skje))\b/;
/** Long ago, or told as another story (the incident topic reads it too). */
export const LONG_AGO = /\b(sidste ar|sidste aar|i fjor|ifjor|forra aret|i fjol|last year|for (et|to|tre|\d+) (ar|aar|years?) siden|years? ago|ar sedan|ar siden|en anden historie|another story|en annen historie|en annan historia|for lang tid siden|a long time ago|det er overstaet|er overstaet nu|it s over now|it is over now|is behind us|nu bagefter|after the fact|i (januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december) (\d{4} )?(og|men|,)? ?(det er|vi har|banken)|for (\d+|to|tre|fire|fem|et par|nogle) (maneder|months|manader) siden)\b/;

/** Asks for protection against something, not about something that happened. */
const WISH = /\b(holder oje med|holde oje med|holder oye med|holda koll pa|overvag\w*|monitor\w*|watch (for|out for)|keeps? an eye on|alert\w* (us|me)|advar\w* (os|mig)|opdage\w*|oppdage\w*|upptacka|detect\w*|(vil|onsker|skal) (gerne )?have noget|want something|need something|looking for (something|a solution)|hvilken (pakke|plan)|vilken (plan|paket)|hvilken pakke|which (plan|package|tier))\b/;

/** It happened to them: "vi er blevet hacket", "our files are encrypted". */
const TO_US = /\b(vi|vores|os|we|our|us|jeg|mig|min|mit|my|vara|vare|oss|mina|mine)\b.{0,30}\b(er|blev|har|is|was|got|have|has|are|ble|blitt|blivit)\b.{0,20}\b(hack\w*|ramt|krypter\w*|angreb\w*|attack\w*|stjal\w*|stolen|mistet|lost|locked|last)\b/;

export function isEmergency(message: string): boolean {
  const text = normalise(message);
  // "blokerer jeres system hendes login, fordi det er fra udlandet??" asks what the product does, not for help.
  if (/\b(blokerer|blocks?|spaerrer|stopper|lukker for|will (it|you|the system|your system) block)\b.{0,25}\b(jeres|your|the|systemet|skjold|platformen|i|you|det|it)\b.{0,40}\b(login\w*|log ind|logge ind|sign ?ins?|adgang)\b/.test(text) && !NOW.test(text.replace(/\b(midt i|in the middle of)\b.*/, ""))) return false;
  // "hvilke af jeres kunder er blevet ramt af angreb?" asks about others, and for what the chat does not share.
  if (/\b(hvilke|which|vilka|hvilken)\b (\w+ ){0,3}(kunder|customers|kunderna|kundene|firmaer|companies|virksomheder|foretag|bedrifter)\b/.test(text)) return false;
  // "hvordan ved jeg, om jeg er blevet hacket?" asks how one tells, in general: no attack is told.
  if (/^(hvordan|how|hur) (ved|kan|finder|kender|opdager|do|can|would|vet|kan|upptacker) (jeg|man|vi|i|you|one|we)\b.{0,30}\b(om|if|whether|huruvida)\b/.test(text)) return false;
  // "we got a weird invoice by email, haven't paid it, is it fake?": a message judged before anything was done.
  if (/\b(haven t|have not|hasn t|has not|ikke|inte|ikkje|not|aldrig|aldri|never)( \w+)? (paid|betalt|betalat|clicked|klikket|klickat|opened|abnet|oppnat|apnet|svaret|answered)\b/.test(text)
    && /\b(is it|is this|is that|er den|er det|ar den|ar det|er dette|er denne)\b.{0,12}\b(fake|falsk\w*|real|aegte|ekte|akta|legit\w*|scam|svindel|phishing|normal\w*)\b/.test(text)
    && !/\b(betalt|paid|betalat|overfort|transferred)\b.{0,40}\b(allerede|already|redan)\b|\b(allerede|already|redan) (\w+ )?(betalt|paid|betalat|overfort|transferred)\b/.test(text)) return false;
  // "har I noget der finder virus på vores pc'er?" asks for a product that finds it.
  if (/\b(har (i|de|dere|ni)|do you|have you got|kan (i|skjold|den|det|programmet)|can (you|skjold|it)|noget|something|nagot|noe)\b.{0,25}\b(finder|fjerner|fanger|stopper|beskytter mod|finds|removes|catches|stops|protects against|hittar|tar bort|stoppar|finner)\b.{0,10}\b(virus|vira|malware)\b/.test(text) && !NOW.test(text)) return false;
  // "Who do I call if we're hit by ransomware at 2am on a Sunday?": whom to call, asked ahead.
  if (/^(who|hvem|vem|what number|which number|hvilket nummer|hvad nummer|vilket nummer|hvilket nummer|hvor ringer)\b.{0,30}\b(call|ring\w*|kontakt\w*|contact)\b.{0,20}\b(if|hvis|om|dersom|ifall|when|nar)\b/.test(text)) return false;
  // A mail claiming a video of them and asking for bitcoin, with nothing clicked or paid: a known blackmail scam to
  // ignore (analyse.ts names it), not an attack on their systems.
  if (SEXTORTION.test(text) && !/\b(har|have|has|had) (\w+ )?(betalt|paid|betalat|klikket|clicked|klickat|abnet|opened)\b/.test(text.replace(NOTHING_DONE_G, " "))) return false;
  // "programmet siger at firewall er slået fra, er jeg blevet hacket?": a warning about the device's own settings,
  // asked about; the warning is the endpoint's posture check (analyse.ts: posture-alert).
  if (postureWarning(text) && /\b(er (jeg|vi|min|den|computeren|pc en|maskinen)|am i|is (my|it|the)|have (i|we) been|har (jeg|vi|den))\b.{0,25}\b(hack\w*|angrebet|ramt|compromised|inficeret|infected)\b/.test(text)) return false;
  // Someone posed as the boss and nothing moved ("hun nægtede … der er ikke overført noget"): a fraud stopped.
  if ((POSED_AS.test(text) || BOSS_REQUEST.test(text)) && NOTHING_MOVED.test(text) && !DONE.test(text.replace(NOTHING_MOVED_G, " "))) return false;
  if (SOMEONE_ELSE.test(text) && !TO_US.test(text) && !NOW.test(text)) return false;
  if (CLOSE_ONES.test(text) && !NOW.test(text)) return false;
  // Told as history ("vi havde sidste år noget bøvl med at hjemmesiden blev hacket, men det er en anden historie").
  if (LONG_AGO.test(text) && !NOW.test(text)) return false;
  // Weeks ago and dealt with ("klikkede … for 3 uger siden … vi skiftede kodeordet samme dag, og der er ikke sket mere"):
  // what else to check, not an attack under way.
  if (/\bfor (\d+|to|tre|fire|et par|nogle|flere|two|three|a few|several) (uger|uge|uker|veckor|weeks?|maneder|months?|manader)\b.{0,40}(siden|sedan|ago)?/.test(text) && /\b(skiftede|skiftet|changed|nulstil\w*|reset|bytte|bytt|endret|andrade)\b/.test(text) && /\b(ikke sket (mere|noget)|nothing (else |more )?(has )?happened|inget (mer )?har hant|ikke skjedd (noe|mer))\b/.test(text) && !NOW.test(text)) return false;
  const hypothetical = HYPOTHETICAL.test(text) || WORRY.test(text);
  const now = NOW.test(text) || (WHAT_NOW.test(text) && !hypothetical);
  // Money paid to a fraudster, a device lost with data, a sign-in from abroad or a plugged-in stick is a report of
  // what has happened even when the message also asks "is that covered?" or "what does it cost?".
  if (FORMER_EMPLOYEE.test(text) || HIJACKED.test(text) || (WEBSITE.test(text) && !/\b(beskytte\w*|protect\w*|skydd\w*)\b.{0,20}\b(hjemmeside\w*|website\w*|webshop\w*)\b.{0,10}$/.test(text))) return !supposed(text);
  // A changed account number on an invoice is fraud until the supplier confirms it, paid or not.
  // (Someone else's: a supplier's invoice or mail, not "vi har fået nyt kontonummer".) Not paid yet, it is a
  // check to make before paying (accountChangeUnpaid, answered without the urgent hand-off); paid, it is fraud.
  if (CUSTOMERS_MAILED.test(text)) return !supposed(text);
  // (Unless the supplier says its mailbox was hacked: "their email account was hacked … new bank details, NOT paid
  // yet, what do we do right now?" is an attack under way, with the same check first.)
  if (accountChangeUnpaid(message)) return /\b(hacked|hacket|hackad|hacka\w*|kompromitter\w*|compromised|overtaget|taken over|kapret|kapad)\b/.test(text) && !supposed(text);
  // ("hvordan undgår vi, at bogholderen betaler en falsk faktura med nyt kontonummer?" asks how to prevent it.)
  if (ACCOUNT_CHANGE.test(text) && FROM_SOMEONE_ELSE.test(text)) return !/\b(hvis|if|ifall|dersom|hvordan (opdager|ser|kender|tjekker)|how (do|can|would) (we|i|you)|beskytte\w*|protect\w*|skydd\w*|stopper|stops?)\b/.test(text) && !HOW_TO_PREVENT.test(text);
  // "got an email from our CEO asking me to buy gift cards … i haven't done anything yet": a request judged before
  // anything was done is a fraud to recognise (analyse.ts answers it), not an incident to hand over at once.
  if ((GIFT_CARDS.test(text) || BOSS_REQUEST.test(text)) && NOTHING_DONE.test(text) && !DONE.test(text.replace(NOTHING_DONE_G, " "))) return false;
  // The rarer incidents (see their patterns): each told as what has happened.
  if (APP_CONSENT.test(text) || SUPPLIER_BREACH.test(text) || FAKE_COPY.test(text) || DOMAIN_LOST.test(text) || UNKNOWN_PROGRAMS.test(text) || DATA_TAKEN.test(text) || CHANGING_NOW.test(text) || OUR_MAIL_MALWARE.test(text) || UNBOOKED_VISITOR.test(text) || IN_OUR_NAME.test(text) || PAYROLL_CHANGED.test(text)) return !supposed(text) && !HOW_TO_PREVENT.test(text);
  // (A device changed or logged into by a stranger, malware found running, a change made from someone's login that
  // they did not make.)
  if ((NETWORK_DEVICE.test(text) && DEVICE_CHANGED.test(text)) || MALWARE_FOUND.test(text) || CHANGED_NOT_BY_THEM.test(text) || BROWSER_HIJACK.test(text) || DEVICE_SENDING.test(text) || MUST_BE_INSIDE.test(text) || (SECRET_EXPOSED.test(text) && /\b(found|fundet|fandt|fant|funnet|hittade|hittat|discovered|opdaget|opdagede|oppdaget|pushed|committed|uploaded|uploadet|har ligget|has been|have been|la|ligger nu|sa vi|saw)\b/.test(text)) || QR_SWAPPED.test(text) || THREATENS_HARM.test(text)) {
    return !supposed(text) && !HOW_TO_PREVENT.test(text) && !/^(hvad|what|vad|hva) (hvis|if|om)\b|\b(kan|can|will|does|vil|stopper|stops|opdager|detects|finder|finds)\b.{0,20}\b(jeres|your|skjold|i|you|det|it|systemet|the system|programmet)\b.{0,20}\b(opdage|stoppe|finde|detect|stop|find|catch|fange|block\w*|blok\w*|spaerre|forhindre|prevent|beskytte|protect)\b/.test(text);
  }
  // A device nobody put there, a card number given to a caller: each has happened, and is answered now.
  if ((DEVICE_FOUND.test(text) && /\b(ingen|nobody|no one|ingen av oss|ingen af os|vet inte|ved ikke|don t know|ikke (sat|sa)|not (put|plug))\b/.test(text)) || CARD_GIVEN.test(text)) return !supposed(text) && !HOW_TO_PREVENT.test(text);
  // (An open share found, not one asked about: "hvordan deler vi en mappe, uden at den er åben for alle?" asks how.)
  if (OPEN_SHARE.test(text) && FOUND_OPEN.test(text) && !/^(hvordan|how|hur|kan|can|skal|should|bor)\b/.test(text)) return !supposed(text);
  if (CODE_GIVEN.test(text) && (NOW.test(text) || /\b(\d+|ti|fem|ten|five) ?(min|mins|minutter|minutes|minuter)\b/.test(text))) return !supposed(text);
  if (SENDING_NOW.test(text) || ROGUE_ADMIN.test(text) || RANSOM_NOTE.test(text) || approvedPrompt(text) || GIFT_CARDS.test(text) || TAKEN_OVER.test(text) || FILES_RENAMED.test(text)) return !supposed(text);
  // ("kan jeres system opdage en betaling, vi ikke har godkendt?" asks what the product does.)
  if (UNKNOWN_TRANSFER.test(text) && (/\b(kan|can|will|does|vil)\b.{0,25}\b(opdage|stoppe|fange|detect|stop|catch|block\w*|upptacka|oppdage|stanse)\b/.test(text) || /\b(stopper|stops|opdager|detects|fanger|catches|blokerer|blocks|upptacker|oppdager|stanser)\b.{0,10}\b(jeres|your|systemet|the system|skjold|i|you|det|it|platformen|ni|dere)\b/.test(text))) return false;
  if (TYPED_AFTER_MESSAGE.test(text) || PAID_AFTER_MESSAGE.test(text) || PLAIN_SIGNS.test(text)) return !supposed(text);
  if (MOVED_ON_REQUEST.test(text) && DONE_IT.test(text)) return true;
  // "min kollega har allerede klikket og logget ind" (via a mail's link): the password is given away.
  if (/\b(klikket|klikkede|clicked|klickat|klickade|trykket|trykkede)\b.{0,30}\b(og|and|och) (\w+ )?(logget ind|loggede ind|logged in|loggat in|logget inn|logga in)\b/.test(text) && /\b(link\w*|mail\w*|e ?mail\w*|sms\w*|besked\w*|message|lanken|lenken)\b/.test(text)) return !supposed(text);
  if (postedAsPaid(text) || (PROMPT_FLOOD.test(text) && NOT_ME.test(text)) || SOMEONE_INSIDE.test(text) || (CANT_GET_IN.test(text) && THEIR_CUSTOMERS_MESSAGED.test(text))) return !supposed(text);
  if (LOGGED_IN_FROM_MESSAGE.test(text)) return !supposed(text);
  if (PAID_FRAUD.test(text) || UNKNOWN_TRANSFER.test(text) || PLUGGED_OR_REMOTE.test(text) || SIM_SWAP.test(text)) return !/^\s*(hvad|what|vad|hva) (hvis|if|om)\b/.test(text);
  if (FAKE_SUPPORT_CALL.test(text)) return !/\b(hvis|if|dersom|ifall|om nogen|if someone|hvad gor (man|jeg|vi) hvis)\b/.test(text);
  // A request for money from "the boss" happening now ("chefen ringede lige … overføre 180.000 til en ny konto").
  if (BOSS_REQUEST.test(text) && (NOW.test(text) || /\b(lige|just|precis|nettopp|akkurat|det sker nu|right now|med det samme|immediately)\b/.test(text))) return !/\b(hvis|if|ifall|dersom)\b/.test(text);
  // "vi har fået en mail om, at licensen udløber … er vi blevet hacket??": asked, about a mail nobody opened.
  if (asksIfHackedByMail(text) && !STRONG.test(text.replace(ASKS_IF_HACKED_G, " "))) return false;
  // A wish for the product ("noget der holder øje med, om nogen logger ind fra udlandet – hvilken pakke?") names a
  // foreign sign-in without one having happened.
  if (WISH.test(text) && !NOW.test(text) && !STRONG.test(text)) return false;
  // ("Har Essentials styring af telefoner? altså så vi kan fjernslette en mistet mobil": a purpose, not a loss.)
  if (deviceLost(text) || FOREIGN_LOGIN.test(text)) return !/\b(hvis|if|dersom|ifall|om en|what happens|hvad sker der|i tilfaelde af|in case|so (that )?(we|i|you) can|sa (at )?(vi|jeg|man|i) (kan|kunne)|sa att (vi|jag|man) kan|for at (vi |man )?kunne)\b/.test(text) || now;
  if (ALL_GONE.test(text) && !hypothetical && !supposed(text)) return true;
  if (hypothetical && !now) return false;
  // Words that say it has happened to them need no "now"; words of an attack do.
  return STRONG.test(text) || SENT_IN_THEIR_NAME.test(text) || FILE_FROM_LINK.test(text) || LEAK.test(text) || SIGNS_NOW.test(text) || (ATTACK.test(` ${text} `) && now);
}

/** How to keep it from happening: "hvordan undgår vi …", "how do we teach staff not to …". */
const HOW_TO_PREVENT = /\b(hvordan|how|hur) (\w+ ){0,2}(undgar|undga|undgaar|unnga|unngar|undvika|undviker|laerer|laere|lar|lara|avoid|prevent|teach|train|forhindre\w*|forebygge\w*|hindra|hindre)\b/;

/** "… har en video af dig … 1500 dollars i bitcoin": the mass-mailed blackmail. */
const SEXTORTION = /\b(video\w*|webcam\w*|kamera\w*|camera|optagelse\w*|recording|billeder|photos|nogenbilleder|intime)\b.{0,160}\b(bitcoin|btc|krypto\w*|crypto\w*)\b|\b(bitcoin|btc)\b.{0,160}\b(video\w*|webcam\w*|optagelse\w*|recording|billeder|photos)\b/;
const NOTHING_MOVED_G = new RegExp(NOTHING_MOVED.source, "g");

/** Someone posed as the boss and nothing moved: "hun nægtede … der er ikke overført noget". */
export function fraudStopped(message: string): boolean {
  const text = normalise(message);
  return (POSED_AS.test(text) || BOSS_REQUEST.test(text) || GIFT_CARDS.test(text)) && NOTHING_MOVED.test(text) && !DONE.test(text.replace(NOTHING_MOVED_G, " "));
}

/**
 * A warning from the program about the device's own settings ("diskkryptering er ikke slået til", "firewall er slået
 * fra"): the endpoint's posture check, on folded text. Read here (no incident) and in analyse.ts (its answer).
 */
export function postureWarning(text: string): boolean {
  return /\b(advarsel\w*|warning\w*|alert\w*|besked|popup|pop up|varning\w*|varsel|siger|says|viser|shows|melder)\b/.test(text)
    && /\b(diskkryptering\w*|disk encryption|firewall\w*|skaermlas\w*|screen lock|opdateringer mangler|missing updates|bitlocker|filevault)\b/.test(text)
    && !/\b(losesum\w*|ransom\w*|krypteret|encrypted|kan ikke (abne|aabne)|betal\w*|paid|logget ind fra|logged in from)\b/.test(text);
}

/** The blackmail mail ("vi har en video af dig … bitcoin"), on folded text. */
export function blackmailMail(text: string): boolean {
  return SEXTORTION.test(text);
}

/** Money already moved for someone posing as one of them (not "if someone posed as …"). */
function postedAsPaid(text: string): boolean {
  return POSED_AS.test(text) && MONEY_MOVED.test(text) && !NOTHING_MOVED.test(text);
}

/** Nothing done yet: "i haven't done anything yet", "jeg har ikke gjort noget", "vi har ikke købt noget". */
const NOTHING_DONE = /\b(haven t|have not|hasn t|has not|didn t|did not|har ikke|har inte|har ikkje|ikke|inte|ikkje) (\w+ )?(done|gjort|gjort noget|gjort noe|gjort nagot|bought|kobt|kopt|kjopt|clicked|klikket|klickat|replied|svaret|svarat|paid|betalt|betalat) ?(anything|noget|noe|nagot|nothing|them|dem|it|det)?\b/;
const NOTHING_DONE_G = new RegExp(NOTHING_DONE.source, "g");

/** Told as a supposition ("hvad hvis …", "if …"), not as what has happened. */
function supposed(text: string): boolean {
  return /^\s*(hvad|what|vad|hva) (hvis|if|om)\b/.test(text) || /\b(hvis|if|ifall|dersom)\b/.test(text);
}

/** The new account number is someone else's: a supplier's invoice or a mail ("vi har fået nyt kontonummer" is ours). */
const FROM_SOMEONE_ELSE = /\b(leverandor\w*|supplier\w*|leverantor\w*|faktura fra|invoice from|regning fra|fra vores|from our|de har|they have|they ve|der star|it says|det star|mail\w*|e ?mail\w*)\b/;

/** "Er vi blevet hacket?", asked. */
const ASKS_IF_HACKED = /\b(er vi|are we|ar vi|er jeg|am i|have we been|har vi)\b.{0,12}\b(blevet |been |blitt |blivit )?(hack\w*)\b/;
const ASKS_IF_HACKED_G = new RegExp(ASKS_IF_HACKED.source, "g");

/**
 * Incidents seen more rarely (round 47's and 48's kinds): each a thing that has happened, told in the past tense.
 * An app let into a mailbox or its files through a consent screen ("trykkede acceptér på en app der bad om adgang
 * til hele hans postkasse"): whoever made the app reads and sends as that person.
 */
const APP_CONSENT = /\b(godkendte|godkendt|godkende|godkande|godkant|godkjente|godkjent|accepterede|accepteret|accepterat|aksepterte|akseptert|accepted|approved|allowed|granted|tillod|tillot|tillat|gav (den |appen )?adgang|gave (it )?access|trykkede (pa )?(accepter\w*|godkend\w*|tillad\w*|ja|allow|accept)|trykket (pa )?(accepter\w*|godkend\w*|tillad\w*|ja|allow|accept)|clicked (accept|allow|approve))\b(?=.{0,160}\b(app\w*|program\w*|applikation\w*|tjeneste\w*|add ?in|plugin)\b)(?=.{0,200}\b(postkasse\w*|mailbox\w*|mail\w*|e ?post\w*|onedrive|sharepoint|microsoft 365|m365|office 365|outlook|google (konto|account|drive)|filer|files|kontakter|contacts|kalender|calendar)\b)|\b(app\w*|program\w*|applikation\w*|add ?in|plugin)\b.{0,80}\b(bad om|bede om|ba om|asked for|requested|wanted|ville have|ville ha)\b.{0,20}\b(adgang|access|tilgang|atkomst|tillatelse|tilladelse|permission\w*|at (laese|lase|sende)|to (read|send)|att (lasa|skicka)|a (lese|sende))\b.{0,120}\b(godkendte|godkendt|godkande|godkjente|accepterede|accepteret|accepterat|aksepterte|accepted|approved|allowed|granted|trykkede|trykket|klikkede|klikket|clicked|tryckte|trykte|sagde ja|said yes|sa ja)\b/;

/** A supplier's notice that its own systems were breached and the visitor's data may be out. */
const SUPPLIER_BREACH = /\b(leverandor\w*|supplier\w*|vendor\w*|leverantor\w*|udbyder\w*|provider\w*|bogforingssystem\w*|regnskabsprogram\w*|accounting (software|system)|lonsystem\w*|payroll)\b.{0,120}\b(breached|been breached|hacked|hacket|hackad|hackat|databrud|sikkerhedsbrud|brud pa|data breach|a breach|kompromitter\w*|compromised|angrebet|angrepet|attackerade|laekket|lackt|lekket|leaked|exposed|eksponeret|ramt af (et )?(angreb|hackerangreb|ransomware))\b(?=.{0,160}\b(vores|our|vara|vare|os|us|oss|kunders|kundernes|customers|kunder\w*|persondata|personoplysning\w*|personal data|data|oplysninger|uppgifter|opplysninger)\b)/;

/** A shared folder or file with customers' or staff's data found open to anyone ("en delt OneDrive-mappe med kunderegister har været åben for alle på internettet"). */
const OPEN_SHARE = /\b(mappe\w*|mapp\w*|folder\w*|drev\w*|drive|onedrive|sharepoint|dropbox|google drive|deling\w*|delt\w*|delad\w*|share\w*|link\w*|fil\w*|files?|dokument\w*|documents?)\b.{0,80}\b(aben|abent|oppen|oppet|apen|apent|open|offentlig\w*|public\w*|alle|everyone|anyone|hvem som helst|vem som helst|kven som helst)\b.{0,60}\b(internet\w*|nettet|alle|everyone|anyone|offentlig\w*|public|verden|world|link)\b(?=.{0,120}\b(kunde\w*|customer\w*|kund\w*|klient\w*|client\w*|cpr\w*|personnummer\w*|personoplysning\w*|personuppgift\w*|personopplysning\w*|personal data|persondata|loen\w*|lon\w*|salary|payroll|medarbejder\w*|employee\w*|patient\w*|journal\w*|register\w*))|\b(kunde\w*|customer\w*|kund\w*|cpr\w*|personal data|persondata|personoplysning\w*|register\w*)\b.{0,80}\b(aben|abent|oppen|oppet|apen|open|offentlig\w*|public\w*)\b.{0,30}\b(for alle|for everyone|to anyone|to everyone|for alla|for alle|on the internet|pa internettet|pa nettet)\b/;

/** A small device found between a keyboard and a computer that nobody put there (a hardware keylogger). */
const DEVICE_FOUND = /\b(usb\w*|dims\w*|dippedut\w*|grej\w*|greie\w*|device|gadget|stik\w*|dongle\w*|adapter\w*|enhed\w*|boks\w*|ting)\b.{0,60}\b(mellem|mellan|between|imellom|i mellem)\b.{0,30}\b(tastatur\w*|tangentbord\w*|keyboard\w*)\b/;
/** A card number given to a caller ("min kollega gav ham firmaets kortnummer", "ga dem firmakortet"). */
const CARD_GIVEN = /\b(gav|gave|givet|given|oplyste|told|ga|gitt|gett|lamnade|sagde|read out|laeste op)\b.{0,40}\b(kortnummer\w*|kortnr\w*|card number|card details|kortoplysning\w*|kortuppgift\w*|kortopplysning\w*|firmakort\w*|kreditkort\w*|betalingskort\w*|company card|the card)\b|\b(kortnummer\w*|card number|card details|kortoplysning\w*|firmakort\w*)\b.{0,40}\b(til (ham|hende|dem|manden|en mand)|to (him|her|them|the caller)|till (honom|dem)|til (ham|dem|han))\b|\b(tastet|tastede|indtastet|indtastede|skrevet|typed|entered|put in|angav|angivet|skrivit|fyllt i|fyllde i|tastet inn|skrev inn|slog in|slagit in)\b.{0,40}\b(kortnummer\w*|kortnr\w*|card number|card details|kortoplysning\w*|kortuppgift\w*|kortopplysning\w*|kreditkort\w*|betalingskort\w*|kortdata)\b.{0,80}\b(mail\w*|e ?mail\w*|sms\w*|link\w*|lenke\w*|lank\w*|falsk\w*|fake|svindel\w*|phishing|scam\w*|besked\w*|message|tilbagebetaling\w*|refund\w*|aterbetalning\w*|tilbakebetaling\w*)\b/;

/** Found or been open: the share is a fact, not a question. */
const FOUND_OPEN = /\b(har vaeret|har varit|har vaert|har vart|has been|have been|had been|var|was|were|opdaget|opdagede|fundet|fandt|found|discovered|upptackte|upptackt|oppdaget|oppdaget|noticed|saw|sa vi|ligger)\b/;

/** A copy of the visitor's own webshop or website, taking orders or payments in their name. */
const FAKE_COPY = /\b(kopi|kopien|copy|copied|kopieret|kopierat|kopiert|kopia|klon\w*|clone\w*|falsk|falske|fake|efterligning|imitation)\b.{0,50}\b(webshop\w*|hjemmeside\w*|website\w*|web ?site\w*|nettbutikk\w*|nettside\w*|webbutik\w*|hemsida\w*|butik\w*|shop)\b.{0,160}\b(ordrer|ordre|orders?|bestilling\w*|bestall\w*|betaling\w*|betal\w*|payments?|penge|money|kunder\w*|customers)\b/;

/** The company's domain lost to someone else ("domænet udløb i nat … nogen har allerede købt det"). */
const DOMAIN_LOST = /\b(domain\w*|domaene\w*|doman\w*|domene\w*)\b.{0,120}\b(kobt|koebt|bought|kopt|kjopt|registreret|registered|registrerat|registrert|overtaget|taken over|taget|tagit|tatt|kapret|kapat|hijack\w*|stjalet|stulet|stolen)\b|\b(kobt|bought|kopt|kjopt|overtaget|kapret|hijacked|stjalet|stolen)\b.{0,40}\b(vores|our|vart|vaart|vara)\b.{0,10}\b(domain\w*|domaene\w*|doman\w*|domene\w*)\b/;

/** Programs nobody installed on a machine ("programmer der jeg aldri har installert, og noe starter i bakgrunnen"). */
const UNKNOWN_PROGRAMS = /\b(programmer|programs?|program|apps?|software|processer|processes)\b.{0,40}\b(jeg|vi|i|we|jag|eg|nobody|ingen)\b.{0,12}\b(aldri|aldrig|never|ikke|not|inte|ikkje)\b.{0,8}\b(har |have |hat |had )?(installert|installeret|installed|installerat|lagt ind|lagt inn|sat op)\b/;

/**
 * A router, a NAS, a camera or an alarm changed by someone else ("nogen har ændret indstillingerne i routeren, dns
 * og wifi-navnet er ændret i nat", "the alarm's app shows a login from abroad"): a device on their network in a
 * stranger's hands.
 */
const NETWORK_DEVICE = /\b(router\w*|firewall\w*|nas\w*|dns|wifi ?(navn\w*|name|namn\w*|netvaerk\w*)|ssid|netvaerksudstyr|kamera\w*|camera\w*|overvagning\w*|alarm\w*|larm\w*)\b/;
const DEVICE_CHANGED = /\b(nogen|someone|somebody|noen|nagon|en fremmed|a stranger)\b.{0,40}\b(aendret|aendrede|changed|endret|endra|andrat|andrade|skiftet|byttet|bytt|nulstillet|reset)\b|\b(aendret|aendrede|changed|endret|andrat|skiftet|byttet|bytt|(faet|fatt|fick|got|gotten|has) (et |en |a )?(nyt|ny|nye|nytt|new|andet|another))\b.{0,60}\b(af sig selv|by (itself|themselves)|av seg selv|av sig sjalv|uden at (vi|nogen|jeg)|without (us|anyone)|ingen af os|none of us|ingen av oss)\b|\b(logget ind|logged in|loggat in|logget inn|login\w*|inlogg\w*|innlogg\w*)\b.{0,40}\b(udland\w*|abroad|utland\w*|utomlands|ukendt\w*|unknown|okand\w*|ukjent\w*)\b/;

/** A browser extension that took over the browser ("efter jeg installerede en udvidelse … søgesiden er ændret og der popper reklamer op"). */
const BROWSER_HIJACK = /\b(udvidelse\w*|extension\w*|tilfoj\w*|add ?on\w*|plugin\w*|tillagg\w*|utvidelse\w*)\b.{0,140}\b(sogeside\w*|startside\w*|search (page|engine)|homepage|home page|soksida\w*|sokeside\w*|reklame\w*|annonce\w*|ads|pop ?ups?|popper|dukker op)\b|\b(sogeside\w*|startside\w*|search page|homepage|soksida\w*|sokeside\w*)\b.{0,30}\b(aendret|changed|endret|andrat|skiftet|byttet)\b.{0,80}\b(reklame\w*|ads|pop ?ups?|popper|logge ind|log in|sign in|logga in)\b/;

/** A device sending mail or traffic by itself ("skriveren sender hundredvis af mails", "the TV has lots of traffic abroad"). */
const DEVICE_SENDING = /\b(scanner\w*|kontorscanner\w*|multifunktions\w*|kopimaskine\w*|printer\w*|skriver\w*|skrivare\w*|smart ?tv\w*|tv\w*|fjernsyn\w*|kamera\w*|camera\w*|nas\w*|router\w*)\b.{0,40}\b(sender|sends|sending|skickar|skicka|sendte|sent|har)\b.{0,40}\b(hundred\w*|masser|massor|massevis|masse|lots|mange|manga|tonsvis|mails?|e ?mails?|e ?post\w*|mejl\w*|trafik\w*|traffic)\b|\b(scanner\w*|kontorscanner\w*|multifunktions\w*|kopimaskine\w*|printer\w*|skrivare\w*)\b.{0,60}\b(sende|sender|sends|sending|skickar|sendte|sent)\b.{0,40}\b(scanning\w*|scans?|kopier|copies|dokumenter|documents)\b.{0,40}\b(ukendt\w*|unknown|vi ikke kender|we don t know|okand\w*|ukjent\w*|fremmed\w*|strange|maerkelig\w*)\b/;

/** Someone must be inside an account ("nogen må være inde på vores Google-konto"). */
const MUST_BE_INSIDE = /\b(nogen|someone|somebody|noen|nagon)\b (ma|must|maste|kan|might|may|maa) (vaere|be|vara|have been|have vaeret|ha varit) (inde|inne|in|inside|logget ind|logged in)\b.{0,12}\b(pa|i|in|into|on)\b/;

/** A password or key found where anyone can read it ("our admin password in a PUBLIC GitHub repo"). */
const SECRET_EXPOSED = /\b(password\w*|adgangskode\w*|kodeord\w*|passord\w*|losenord\w*|api ?n?ogle\w*|api ?keys?|tokens?|credentials|login ?oplysning\w*|secret\w*)\b.{0,80}\b(public|offentlig\w*|github|gitlab|bitbucket|pastebin|repo\w*|on the internet|pa nettet|pa internettet)\b|\b(public|offentlig\w*|github|gitlab|pastebin)\b.{0,60}\b(password\w*|adgangskode\w*|kodeord\w*|passord\w*|losenord\w*|api ?keys?|tokens?|credentials)\b/;

/** A payment QR code covered by someone else's ("der er klistret et andet QR-klistermærke ovenpå vores … kunder har betalt"). */
const QR_SWAPPED = /\bqr\w*\b.{0,120}\b(klistret|klistrat|limet|sat|satt|sticker\w*|klistermaerke\w*|ovenpa|ovenpaa|over (vores|var|our)|erstattet|replaced|byttet|bytt|swapped|falsk\w*|fake|anden|andet|another)\b(?=.{0,160}\b(betalt|betalat|paid|betal\w*|pay\w*|mobilepay|swish|vipps|kunde\w*|customers?)\b)/;

/** Someone just fired or leaving, threatening to delete or leak ("hotar att radera all vår kunddata i kväll"). */
/**
 * Someone of their own took the business's data away: "en medarbejder der har sagt op har lige kopieret hele
 * kundelisten over på en usb nøgle", "har lastet opp hele kundedatabasen til sin private Dropbox".
 */
const DATA_TAKEN = /\b(kopieret|kopierede|kopierat|kopierade|kopierte|copied|kopiert|hentet|hentede|downloadet|downloadede|downloaded|uploadet|uploadede|uploaded|lastet opp|lastat upp|laddat upp|laddade upp|overfort|overforte|flyttet|flyttede|tog|taget|took|taken|sendt|sendte|sent|mailet|mailede|forwarded|videresendt\w*|skickat|skickade)\b.{0,50}\b(kundeliste\w*|kundelister|kundedatabase\w*|kundekartotek\w*|kunderegist\w*|kundregist\w*|kundlist\w*|kundedata|kunddata|customer (list|lists|database|data|records|files)|client (list|database|data)|kundefiler\w*|alle (vores )?(filer|data|kunder)|all (our )?(files|data|customers))\b.{0,60}\b(usb\w*|stick|nogle|nokkel|minne|privat\w*|private|egen|eget|own|personal|hjem\w*|home|dropbox|google drive|onedrive|icloud|wetransfer|gmail|hotmail|outlook com)\b/;

/** Someone inside right now, changing what they should not: "han er logget ind lige nu og er ved at ændre adgangskoder på vores brugere". */
const CHANGING_NOW = /\b(han|hun|nogen|someone|somebody|he|she|they|hackeren|hackere\w*|hackers?|angriber\w*|attacker\w*|en fremmed|a stranger|en ukendt|noen|nagon|leverandor\w*|supplier|den gamle|the old|tidligere)\b.{0,60}\b(er ved at|is|are|currently|sidder og|lige nu|right now|just nu|akkurat na|i gang med at)\b.{0,40}\b(aendre|aendrer|skifte|skifter|changing|resetting|nulstiller|nulstille|slette|sletter|deleting|andrar|endrer|bytter)\b.{0,30}\b(adgangskoder\w*|passwords?|kodeord\w*|brugere|brugerne|users|konti|kontoer|accounts|losenord\w*|passord\w*|admin\w*)\b/;

/** "our mail sent a customer a virus today": their own mailbox spreading malware. */
const OUR_MAIL_MALWARE = /\b(vores|our|var|vare|min|my|mit)\b (\w+ )?(mail\w*|e ?mail\w*|mailbox|postkasse\w*|e ?post\w*|mejl\w*|konto\w*|account)\b.{0,30}\b(har )?(sendt|sent|skickat|skickade|sendte|spreading|spredt|spreder|sends)\b.{0,30}\b(virus\w*|malware|skadelig\w*|skadlig\w*|phishing|inficer\w*|infected|trojan\w*)\b|\b(fatt|faet|fik|got|received|modtaget)\b.{0,20}\b(virus\w*|malware|skadelig\w*)\b.{0,20}\b(fra|from|fran) (vores|our|var|min|my)\b/;

/** A stranger nobody booked left alone with the server or the office's machines. */
const UNBOOKED_VISITOR = /\b(tekniker\w*|technician\w*|haandvaerker\w*|handvaerker\w*|servicemand\w*|montor\w*|person\w*|mand|man|fremmed\w*|stranger|okand\w*|ukendt\w*|ukjent\w*|elektriker\w*|it mand\w*)\b.{0,60}\b(ingen (av oss |af os |av oss )?(hade |havde |har |hadde )?(bokat|booket|bestilt|bedt om|tilkaldt|kallat|ringt efter|bestalt|bestilt)|nobody (had )?(booked|ordered|called|asked for)|no one (had )?(booked|ordered|called)|uanmeldt|unannounced|oanmald|uanmeldt)\b.{0,120}\b(server\w*|serverrum\w*|serverrom\w*|server room|rack\w*|netvaerksskab\w*|pc\w*|computer\w*|datorer\w*|router\w*|kontor\w*|office)\b/;

/** Goods ordered, or accounts opened, in the company's name by someone else. */
const IN_OUR_NAME = /\b(bestilt|bestilte|ordered|bought|kobt|koebt|kopt|kjopt|beställt|bestallt|aabnet|abnet|opened|oprettet|created)\b.{0,60}\b(i vores (firmas |virksomheds )?navn|in our (company s |company |business )?name|i vart (foretags )?namn|i vart navn|i vaart navn|i vores navn)\b|\b(i vores (firmas |virksomheds )?navn|in our (company s |company )?name|i vart (foretags )?namn)\b.{0,40}\b(bestilt|ordered|bought|kobt|opened|oprettet)\b/;

/** A salary or payroll account changed on a mail's request. */
const PAYROLL_CHANGED = /\b(lonkonto\w*|loenkonto\w*|lonskonto\w*|lonnskonto\w*|salary account\w*|payroll account\w*|lonnskontoen|kontonummer\w* (til|for) (lonnen|lonnen|loennen|salary))\b.{0,80}\b(aendrede|aendret|changed|andrade|endret|endrede|opdaterede|updated)\b|\b(aendrede|aendret|changed|andrade|endret|opdaterede|updated)\b.{0,40}\b(lonkonto\w*|loenkonto\w*|lonskonto\w*|lonnskonto\w*|salary account\w*|payroll account\w*|payroll)\b/;

const THREATENS_HARM = /\b(truer|hotar|threaten\w*|truet|truede|hotade|hotat|truer med)\b.{0,60}\b(slette\w*|radera\w*|delete\w*|wipe\w*|odelaegge\w*|forstore\w*|sabot\w*|laekke\w*|leak\w*|offentliggore\w*|publish\w*|tage (alle )?data|ta (alle )?data)\b/;

/** Malware found running ("a crypto mining program running on our server", "fandt en cryptominer på serveren"). */
const MALWARE_FOUND = /\b(crypto ?min\w*|krypto ?min\w*|cryptominer\w*|coin ?miner\w*|mining (program|software|malware)\w*|keylogger\w*|trojan\w*|trojaner\w*|bagdor\w*|backdoor\w*|malware|skadelig (software|kode|program)|skadevare\w*)\b.{0,60}\b(korer|kjorer|kors|running|runs|installed|installeret|fundet|found|fandt|fant|hittade|hittat|opdaget|discovered|pa (vores|var|vare) (server\w*|pc\w*|computer\w*|maskine\w*|dator\w*)|on (our|the) (server|computer|pc|machine))\b|\b(fandt|fundet|found|discovered|opdagede|opdaget|hittade|hittat|fant|funnet|oppdaget|oppdaget)\b.{0,40}\b(crypto ?min\w*|krypto ?min\w*|cryptominer\w*|coin ?miner\w*|mining program\w*|keylogger\w*|trojan\w*|bagdor\w*|backdoor\w*|malware|skadevare\w*|(en |et |a |ett )?virus)\b/;

/** A message from their own address that they never sent ("en e-post fra MIN egen adresse … jeg har ikke sendt den"). */
const FROM_OWN_ADDRESS = /\b(fra|from|fran) (min|mit|my|vores|our|var|vart|mitt)( egen| eget| own)? (adresse|address|adress|mailadresse|e ?mail ?adresse|mail|e ?mail|e ?post|mejl|mailkonto|konto|account)\b.{0,120}\b(ikke|not|inte|ikkje|never|aldrig|aldri|didn t|haven t)\b.{0,15}\b(sendt|sent|skickat|skrevet|written|send)\b/;

/** Something changed from a person's own login that they did not do ("changed … from her own login, but she says she didn't"). */
const CHANGED_NOT_BY_THEM = /\b(aendret|aendrede|changed|endret|andrat|andrade)\b.{0,80}\b(login|konto|account|bruger|user)\b.{0,60}\b(didn t|did not|hasn t|has not|ikke (har )?(gjort|gjorde|aendret)|har ikke (gjort|aendret)|inte (har )?(gjort|andrat)|ikke (har )?endret|never did|wasn t (her|him|me)|var ikke (hende|ham|mig))\b/;

/**
 * A code given away in few words ("jeg give koden til mand i telefon", "he send the code 5 min ago"): a code from
 * an SMS or a call, passed on, with the time it happened.
 */
const CODE_GIVEN = /\b(give|giver|gav|gave|givet|send|sender|sendte|sent|sends|svarede|svarte|svarade|replied|reply|oplyste|told|sagde|sa|laeste op|read)\b.{0,25}\b(koden|kode|code|the code|koder|codes|engangskode\w*|mitid kode\w*|pinkode\w*)\b(?=.{0,140}\b(mand|man|mannen|manden|telefon\w*|phone|ringede|ringte|ringde|called|bank\w*|mitid|bankid|nemid|sms\w*)\b)|\b(mitid|bankid|nemid|bank\w*)\b.{0,120}\b(give|gav|gave|send|sendte|sent|svarede|replied|oplyste|told)\b.{0,12}\b(koden|kode|code|the code)\b/;

/**
 * "Vi har fået en mail om, at licensen udløber … er vi blevet hacket??": asked about a mail or a text nobody
 * has opened, clicked or typed into. Such a message is a suspicious mail (analyse.ts), not an incident. Reads
 * folded text (any of this module's, or analyse.ts's).
 */
export function asksIfHackedByMail(text: string): boolean {
  return ASKS_IF_HACKED.test(text) && /\b(mail\w*|sms\w*|besked\w*|message|link\w*)\b/.test(text)
    && !/\b(har|have|has|had) (\w+ )?(klikket|trykket|clicked|tapped|abnet|opened|skrevet|typed|logget)\b/.test(text);
}

/** A supplier's new account number on an invoice or mail not paid yet: check it before paying. */
export function accountChangeUnpaid(message: string): boolean {
  const text = normalise(message);
  return ACCOUNT_CHANGE.test(text)
    && FROM_SOMEONE_ELSE.test(text)
    && /\b(ikke|not|inte|ikkje|haven t|have not) (\w+ )?(betalt|paid|betalat|overfort)\b|\b(skal|should|ska|bor|must) (\w+ )?(betale|betales|pay|betala|betalas)\b|\bfor (vi|hun|han|de) betaler\b|\bbefore (paying|we pay)\b|\b(til|on|pa) (den )?(naeste|next|nasta|neste) (faktura|invoice|regning)\b|\b(rette|opdatere|aendre|update|change|andra|endre) (det|dem|kontonummeret|it|the (account|bank|details))\b|\b(ok|okay|fint|sikkert|trygt|safe|i orden) (at |to |att |a )?(betale|pay|betala)\b|\b(kan|can|ma|may) (vi|we|jeg|i|hun|han) (godt |bare |just )?(betale|pay|betala)\b|\b(det er|er det|is it|it s|that s|ar det|det ar) (vel |da |nok |so |then )?(ok|okay|fint|i orden|safe|sikkert|trygt|legit\w*)\b/.test(text)
    && !/\b(har|have|has|had|already|allerede|redan) (\w+ )?(betalt|paid|betalat|overfort)\b/.test(text.replace(/\b(ikke|not|inte|ikkje) (\w+ )?(betalt|paid|betalat|overfort)\b/g, " "));
}

/** "Our CEO asks me to buy gift cards asap" or to pay at once: the boss's request, a known fraud. */
export function bossRequest(message: string): boolean {
  const text = normalise(message);
  return GIFT_CARDS.test(text) || BOSS_REQUEST.test(text);
}

/** "Hvordan undgår vi, at bogholderen betaler en faktura, hvor leverandøren har fået nyt kontonummer?". */
export function accountChangePrevented(message: string): boolean {
  const text = normalise(message);
  // (Or how to check one: "Hvordan tjekker vi, om det er ægte?")
  return ACCOUNT_CHANGE.test(text) && (HOW_TO_PREVENT.test(text) || /\b(hvordan|how|hur) (\w+ ){0,2}(tjekker|tjekke|kontrollerer|kontrollere|check|verify|ved|know|sikrer|kollar|kolla|sjekker|sjekke)\b/.test(text));
}

/** The steps for a new account number not paid yet, in the visitor's language (da for the Scandinavians). */
export function accountChangeSteps(lang: Lang): string[] {
  return STEPS["account-change"][lang === "en" ? "en" : "da"];
}

/** A device of theirs lost or stolen: "glemte den bærbare i toget", "my laptop was stolen", "mobilen er væk". */
function deviceLost(text: string): boolean {
  const device = DEVICE.exec(text);
  const lost = LOST.exec(text);
  if (!device || !lost) return false;
  // Near each other, and not "left the company" or "stole our customers".
  if (Math.abs(device.index - lost.index) > 70) return false;
  if (/\b(left|forlod|forlader) (the company|firmaet|virksomheden|os|us)\b/.test(text)) return false;
  // ("… or just tell me they're missing?" of patches: updates missing, not a device.)
  if (lost[0] === "missing" && /\b(updates?|patch\w*|opdatering\w*|uppdatering\w*|oppdatering\w*|software|drivers?)\b/.test(text)) return false;
  return true;
}

/**
 * What has happened, for what to do first: files locked or a ransom asked; an account's password given away or
 * the account taken over; money paid to a fraudster; or someone or something in the systems.
 */
export type EmergencyKind = "ransomware" | "account" | "payment" | "request" | "caller" | "intrusion" | "leak" | "device" | "login" | "website" | "account-change" | "insider" | "app-consent" | "supplier-breach" | "fake-site" | "domain" | "open-share" | "network-device" | "browser" | "qr" | "in-our-name";

const RANSOMWARE = /\b(ransom\w*|losesum\w*|losepenge\w*|losensum\w*|utpressning\w*|bitcoin|krypter\w*|encrypted|locked|laast|lasekode\w*)\b|\b(er|ar|is|blev|blevet|blitt|blivit) last\b|\.locked\b|(kan ikke|can t|cannot|kan inte|kan ikkje) (abne|open|oppna|apne)/;
const PAYMENT = /\b(overfort|overforte|paid|betalt|betalte|transferred)\b.{0,30}\b(falsk\w*|fake|svindel\w*|fraud\w*|forkert\w*|wrong)|\b(ceo|direktor)\s?(svindel|fraud)/;
const ACCOUNT = /\b(password\w*|adgangskode\w*|passord\w*|losenord\w*|kodeord\w*|phish\w*|login|konto\w*|account\w*|mail\w*|mejl\w*|e mail\w*|email\w*|e ?post\w*|office 365|microsoft 365|outlook|gmail|hotmail|instagram|facebook|snapchat|tiktok|linkedin|messenger|whatsapp|profil\w*|profile|logget (ind|inn)|loggede ind|logged in|loggade in|loggat in)\b/;

/** Money or codes already gone ("har købt", "sent the codes", "betalt"). */
const DONE = /\b(har (vist |nok |allerede |lige )*(kobt|koebt|sendt|betalt|overfort|gjort det)|allerede gjort det|already (done|did) (it|that)|has already (done|paid|sent)|kobte|koebte|sendte|betalte|overforte|have (already |just )?(bought|sent|paid)|bought|paid|already sent|har (redan )?(kopt|skickat)|kopte|skickade|har (allerede )?(kjopt|sendt)|kjopte)\b/;

/** "trykkede accepter alle ved en fejl" on a cookie banner is no sign-in approved by mistake. */
function approvedPrompt(text: string): boolean {
  return APPROVED_PROMPT.test(text) && !/\b(cookie\w*|samtykke\w*|consent|accepter alle|accept all|acceptera alla|godta alle)\b/.test(text);
}

/** Reads the raw message, like isEmergency. A ransom or locked files first: that is the worst case. */
export function emergencyKind(message: string): EmergencyKind {
  const text = normalise(message);
  // ("vi er låst ude af Facebook-siden" is a locked-out account, not files locked by ransomware.)
  if (RANSOMWARE.test(text.replace(LOCKED_OUT, " ")) || RANSOM_NOTE.test(text) || FILES_RENAMED.test(text)) return "ransomware";
  // (A share found open is closed first; data sent to someone is asked back: "leak".)
  if (OPEN_SHARE.test(text) && FOUND_OPEN.test(text)) return "open-share";
  if (CARD_GIVEN.test(text)) return "payment";
  if (DEVICE_FOUND.test(text)) return "intrusion";
  if (LEAK.test(text)) return "leak";
  if (APP_CONSENT.test(text)) return "app-consent";
  if (SUPPLIER_BREACH.test(text)) return "supplier-breach";
  if (FAKE_COPY.test(text)) return "fake-site";
  if (DOMAIN_LOST.test(text)) return "domain";
  if (FORMER_EMPLOYEE.test(text) || DATA_TAKEN.test(text)) return "insider";
  // (Money or goods gone on a request: the bank or the supplier first.)
  // (Changed from their own login by someone else is a taken-over account, below.)
  if (PAYROLL_CHANGED.test(text) && !CHANGED_NOT_BY_THEM.test(text) && /\b(mail\w*|e ?mail\w*|besked\w*|message|request\w*|anmodning\w*|direktor\w*|ceo|boss|chef\w*)\b/.test(text)) return "payment";
  if (IN_OUR_NAME.test(text)) return "in-our-name";
  if (OUR_MAIL_MALWARE.test(text)) return "account";
  if (UNBOOKED_VISITOR.test(text)) return "intrusion";
  // (A person inside now, changing passwords: shut that person out first.)
  if (CHANGING_NOW.test(text)) return /\b(han|hun|he|she|den tidligere|the old|the former|den gamle|ex)\b/.test(text) ? "insider" : "account";
  // (A mail signature changed to another account number: the mailbox itself is someone else's now.)
  if (/\bsignatur\w*/.test(text) && /\b(aendret|aendrede|changed|endret|andrat|andrade)\b/.test(text)) return "account";
  if (QR_SWAPPED.test(text)) return "qr";
  if (THREATENS_HARM.test(text)) return "insider";
  if (SECRET_EXPOSED.test(text)) return "login";
  if (BROWSER_HIJACK.test(text)) return "browser";
  if ((NETWORK_DEVICE.test(text) && DEVICE_CHANGED.test(text) && !MALWARE_FOUND.test(text)) || DEVICE_SENDING.test(text)) return "network-device";
  if (MUST_BE_INSIDE.test(text)) return /\b(konto\w*|account\w*|mail\w*|profil\w*|google|facebook|instagram|linkedin|microsoft)\b/.test(text) ? "account" : "intrusion";
  if (MALWARE_FOUND.test(text)) return "intrusion";
  if (CHANGED_NOT_BY_THEM.test(text)) return "account";
  if (WEBSITE.test(text) && !HIJACKED.test(text.replace(WEBSITE, " "))) return "website";
  // ("vores kunder har fået mails fra vores adresse med et nyt kontonummer, det har vi ikke sendt": their own
  // mailbox or address used against their customers is a taken-over account, not a supplier's changed number.)
  if (CUSTOMERS_MAILED.test(text)) return "account";
  // (Invoices sent from their own mailbox with a new account number are a taken-over mailbox: "account", below.)
  if (ACCOUNT_CHANGE.test(text) && !SENT_IN_THEIR_NAME.test(text) && !SENDING_NOW.test(text)
    && (!/\b(betalt|betalte|paid|betalat|overfort|overforte|transferred)\b/.test(text) || /\b(ikke|not|inte|ikkje|haven t|have not) (\w+ )?(betalt|paid|betalat|overfort)\b/.test(text))) return "account-change";
  if ((MOVED_ON_REQUEST.test(text) && DONE_IT.test(text)) || PAID_AFTER_MESSAGE.test(text)) return "payment";
  if (postedAsPaid(text)) return "payment";
  // (Prompts they did not start: deny them first; "login" says so.)
  if (PROMPT_FLOOD.test(text) && NOT_ME.test(text)) return "login";
  if (CANT_GET_IN.test(text) && THEIR_CUSTOMERS_MESSAGED.test(text)) return "account";
  // Inside a mailbox or an account is a taken-over account; inside a till, a network or a server, an intrusion.
  const inside = SOMEONE_INSIDE.exec(text);
  if (inside) return /^(\w*konto\w*|accounts?|mail\w*)$/.test(inside[6] ?? "") ? "account" : "intrusion";
  // Paid to a changed account number ("I just paid … but the account number was different"): the bank first.
  if (ACCOUNT_CHANGE.test(text) && !SENT_IN_THEIR_NAME.test(text) && !SENDING_NOW.test(text) && /\b(betalt|betalte|paid|betalat|overfort|overforte|transferred)\b/.test(text)) return "payment";
  // (From their own address, which they never sent from: their mailbox is someone else's now.)
  if (FROM_OWN_ADDRESS.test(text) && !DONE.test(text)) return "account";
  // Asked to pay or buy, and not done yet: nothing to recall, everything to stop.
  if (!PAYMENT.test(text) && !PAID_FRAUD.test(text) && (GIFT_CARDS.test(text) || BOSS_REQUEST.test(text)) && !DONE.test(text)) return "request";
  // Done already ("hun har vist allerede gjort det for en halv time siden"): money gone, the bank first.
  if ((GIFT_CARDS.test(text) || BOSS_REQUEST.test(text)) && DONE.test(text)) return "payment";
  // "min mail har sendt mails, jeg ikke har skrevet": a mailbox someone else uses, with no money named.
  if (SENT_IN_THEIR_NAME.test(text) && !PAYMENT.test(text) && !GIFT_CARDS.test(text) && !/\b(betalt|betalte|paid|betalat|betalade|overfort|overforte|transferred|penge|money|pengar|penger|kr|kroner|kronor)\b/.test(text)) return "account";
  if (PAYMENT.test(text) || PAID_FRAUD.test(text) || UNKNOWN_TRANSFER.test(text) || GIFT_CARDS.test(text) || SIM_SWAP.test(text)) return "payment";
  // (An approval given with MitID or BankID opens the bank: the bank first.)
  if (approvedPrompt(text)) return /\b(mitid|nemid|bankid)\b/.test(text) ? "payment" : "login";
  if (SENDING_NOW.test(text) || TAKEN_OVER.test(text)) return "account";
  if (ROGUE_ADMIN.test(text)) return "intrusion";
  if (deviceLost(text)) return "device";
  if (FOREIGN_LOGIN.test(text)) return "login";
  // A code or an electronic ID given to "the bank" on the phone, or typed after a link: the bank first, then the accounts.
  if (/\bbank\w*\b/.test(text) && /\b(kode\w*|code|pin|mitid|bankid|nemid)\b/.test(text)) return "payment";
  if (/\b(bankid|mitid|nemid)\b/.test(text)) return "account";
  // A caller asking for access not given yet ("nogen fra Microsoft ringer og vil have mig til at installere AnyDesk"):
  // hang up, give nothing; once installed or given, it is an intrusion.
  if (FAKE_SUPPORT_CALL.test(text) && /\b(asking me to|asks me to|wants me to|want me to|vil have mig til|vil have at jeg|beder mig|ber meg|ber mig|vil at jeg|vill att jag|vil ha meg til|ber mej)\b/.test(text) && !/\b(installerede|installeret|installed|har installeret|gav|gave|given|har givet|fik adgang|got access|has access|har adgang|gave him|gav ham|gav dem)\b/.test(text)) return "caller";
  if (PLUGGED_OR_REMOTE.test(text)) return "intrusion";
  // Asked for access and not given yet: hang up, give nothing.
  if (FAKE_SUPPORT_CALL.test(text)) return "caller";
  if (ACCOUNT.test(text)) return "account";
  return "intrusion";
}


const DISCONNECT = {
  da: "Afbryd den ramte computer fra netværket (tag kablet ud, slå wifi fra), men sluk den ikke: den rummer spor.",
  en: "Disconnect the affected computer from the network (unplug the cable, turn off Wi-Fi), but do not switch it off: it holds evidence.",
};
const NEW_PASSWORDS = {
  da: "Skift adgangskoden til de berørte konti fra en anden, ren enhed, og log alle sessioner ud.",
  en: "Change the passwords of affected accounts from a different, clean device, and sign out all sessions.",
};

/** The first things to do, in order, for each kind. */
const STEPS: Record<EmergencyKind, Record<Lang, string[]>> = {
  ransomware: {
    da: [
      DISCONNECT.da,
      "Betal ikke løsesum, og svar ikke angriberne.",
      NEW_PASSWORDS.da,
    ],
    en: [
      DISCONNECT.en,
      "Do not pay any ransom and do not answer the attackers.",
      NEW_PASSWORDS.en,
    ],
  },
  account: {
    da: [
      `${NEW_PASSWORDS.da} Er den samme adgangskode brugt andre steder, så skift den også dér.`,
      "Slå totrinsbekræftelse til på kontoen, og se efter regler, der videresender eller sletter mails, som I ikke selv har lavet.",
      "Er der hentet eller åbnet en fil fra en mail eller et link, så afbryd den computer fra netværket, men sluk den ikke: den rummer spor.",
      "Advar kolleger og kunder, der kan have fået mails fra kontoen, så de ikke klikker på links i dem eller betaler, køber eller sender noget, mailene beder om.",
    ],
    en: [
      `${NEW_PASSWORDS.en} If the same password is used anywhere else, change it there too.`,
      "Turn on two-step verification for the account, and look for rules that forward or delete mail that you did not make yourselves.",
      "If a file was downloaded or opened from a mail or a link, disconnect that computer from the network, but do not switch it off: it holds evidence.",
      "Warn colleagues and customers who may have had mail from the account, so they do not click links in it or pay, buy or send anything it asks for.",
    ],
  },
  payment: {
    da: [
      "Ring til jeres bank nu, og bed dem stoppe eller kalde betalingen tilbage og spærre kortet eller MitID, hvis det er givet væk: jo før, jo større er chancen.",
      "Skift adgangskoden til jeres mailkonti fra en anden, ren enhed, og log alle sessioner ud: svindel med falske kontonumre begynder ofte i en overtaget mailkonto.",
      "Er der købt gavekort, så kontakt udstederen eller butikken nu og bed dem spærre koderne.",
      "Gem mails, fakturaer og kontoudtog, og anmeld svindlen til politiet på politi.dk.",
    ],
    en: [
      "Call your bank now and ask them to stop or recall the payment, and to block the card or MitID if it was given away: the sooner, the better the chance.",
      "Change the passwords of your mail accounts from a different, clean device, and sign out all sessions: fraud with fake account numbers often starts in a taken-over mailbox.",
      "If gift cards were bought, contact the issuer or the shop now and ask them to block the codes.",
      "Keep the mails, invoices and bank statements, and report the fraud to the police.",
    ],
  },
  caller: {
    da: [
      "Læg på nu. Giv ikke adgang til computeren, installer ikke noget, og oplys ingen koder: Microsoft, banken og IT-support ringer ikke uopfordret og beder om adgang.",
      "Har de allerede fået adgang eller fået dig til at installere noget, så afbryd computeren fra netværket (tag kablet ud, slå wifi fra), men sluk den ikke, og skift adgangskoderne fra en anden, ren enhed.",
      "Advar kolleger: den samme svindler ringer ofte flere i samme firma.",
    ],
    en: [
      "Hang up now. Do not give access to the computer, install nothing and give no codes: Microsoft, the bank and IT support do not call unprompted asking for access.",
      "If they already got access or had you install something, disconnect the computer from the network (unplug the cable, turn off Wi-Fi) without switching it off, and change passwords from a different, clean device.",
      "Warn colleagues: the same fraudster often calls several people in one firm.",
    ],
  },
  request: {
    da: [
      "Overfør ikke penge, køb ikke noget, og send ingen koder: en hastende besked eller et opkald fra \"chefen\" om en betaling eller gavekort er en kendt svindel, også når stemmen lyder rigtig.",
      "Ring til den, beskeden siger er afsenderen, på et nummer, I kender i forvejen (ikke et fra beskeden), og spørg.",
      "Svar ikke på beskeden, og advar kolleger, der kan have fået den samme: den kan komme fra en overtaget mailkonto.",
    ],
    en: [
      "Do not transfer money, buy anything or send any codes: an urgent message or call from \"the boss\" about a payment or gift cards is a known fraud, even when the voice sounds right.",
      "Call the person the message claims to come from, on a number you already know (not one from the message), and ask.",
      "Do not reply to the message, and warn colleagues who may have had the same one: it can come from a taken-over mailbox.",
    ],
  },
  device: {
    da: [
      "Skift adgangskoden til de konti, der var logget ind på enheden, fra en anden, ren enhed, og log enheden ud af alle tjenester (fx Microsoft 365 og mail).",
      "Spær eller slet enheden på afstand, hvis I kan, og spær et SIM-kort hos teleselskabet.",
      "Lå der personoplysninger på enheden (fx CPR-numre eller kundedata), er det et brud på persondatasikkerheden: det skal anmeldes til Datatilsynet inden for 72 timer.",
      "Anmeld tyveriet til politiet, og skriv ned, hvad der lå på enheden.",
    ],
    en: [
      "Change the passwords of the accounts that were signed in on the device from a different, clean device, and sign the device out of every service (e.g. Microsoft 365 and mail).",
      "Lock or wipe the device remotely if you can, and block its SIM card with the phone company.",
      "If the device held personal data (such as CPR numbers or customer data), it is a personal data breach: it must be reported to the Danish Data Protection Agency (Datatilsynet) within 72 hours.",
      "Report the theft to the police, and write down what was on the device.",
    ],
  },
  login: {
    da: [
      "Skift adgangskoden til kontoen nu fra en anden, ren enhed, og log alle sessioner ud.",
      "Godkend ikke nogen login-anmodning, I ikke selv har startet: afvis dem alle, og slå totrinsbekræftelse til, hvis den ikke allerede er det.",
      "Se efter nye regler, der videresender eller sletter mails, og efter apps eller enheder på kontoen, som I ikke kender.",
    ],
    en: [
      "Change the account's password now from a different, clean device, and sign out all sessions.",
      "Do not approve any sign-in request you did not start yourselves: deny them all, and turn on two-step verification if it is not on already.",
      "Look for new rules that forward or delete mail, and for apps or devices on the account that you do not recognise.",
    ],
  },
  leak: {
    da: [
      "Bed modtageren slette det, I har sendt, og bekræfte det skriftligt; luk delingslinks eller adgang, hvis det er delt et sted.",
      "Skriv ned, hvad der blev sendt eller delt, til hvem og hvornår.",
      "Er der personoplysninger (fx CPR-numre eller kundedata) med, er det et brud på persondatasikkerheden: det skal anmeldes til Datatilsynet inden for 72 timer, og de berørte skal have besked, hvis risikoen for dem er høj.",
    ],
    en: [
      "Ask the recipient to delete what was sent and confirm it in writing; close sharing links or access if it was shared somewhere.",
      "Write down what was sent or shared, to whom and when.",
      "If personal data is involved (such as CPR numbers or customer data), it is a personal data breach: it must be reported to the Danish Data Protection Agency (Datatilsynet) within 72 hours, and the people affected must be told if the risk to them is high.",
    ],
  },
  insider: {
    da: [
      "Luk personens adgang nu: spær eller slet kontoen, log alle sessioner ud, og skift adgangskoderne til fælles konti og postkasser, personen kendte.",
      "Fjern personen fra delte mapper, grupper og apps, og se efter videresendingsregler eller delingslinks, personen kan have lavet.",
      "Gem logfilerne, og skriv ned, hvad der er slettet eller hentet: lå der personoplysninger, kan det være et brud, der skal anmeldes til Datatilsynet inden for 72 timer.",
    ],
    en: [
      "Close the person's access now: block or delete the account, sign out all sessions, and change the passwords of shared accounts and mailboxes they knew.",
      "Remove the person from shared folders, groups and apps, and look for forwarding rules or sharing links they may have made.",
      "Keep the logs, and write down what was deleted or downloaded: if personal data was involved, it may be a breach that must be reported to the Danish Data Protection Agency (Datatilsynet) within 72 hours.",
    ],
  },
  website: {
    da: [
      "Kontakt jeres webhotel eller webbureau nu, og bed dem tage siden offline eller vise en vedligeholdelsesside, til den er renset.",
      "Skift adgangskoderne til hjemmesidens administration, webhotellet og domænet fra en anden, ren enhed, og slå totrinsbekræftelse til.",
      "Gem skærmbilleder af det, siden viser, og tjek, om der er nye administratorer eller ukendte plugins.",
    ],
    en: [
      "Contact your web host or web agency now and ask them to take the site offline or show a maintenance page until it is cleaned.",
      "Change the passwords for the site's admin, the hosting and the domain from a different, clean device, and turn on two-step verification.",
      "Keep screenshots of what the site shows, and check for new admin users or unknown plugins.",
    ],
  },
  "account-change": {
    da: [
      "Betal ikke endnu: en faktura med et nyt kontonummer er en kendt svindel, også fra en leverandør, I kender.",
      "Ring til leverandøren på et nummer, I kender i forvejen (fra en tidligere faktura eller jeres egne kontakter), ikke et fra mailen, og få det nye kontonummer bekræftet.",
      "Er den allerede betalt, så ring til jeres bank nu og bed dem stoppe betalingen. Advar bogholderiet om at gøre det samme ved næste faktura.",
    ],
    en: [
      "Do not pay yet: an invoice with a new account number is a known fraud, even from a supplier you know.",
      "Call the supplier on a number you already know (from an earlier invoice or your own contacts), not one from the mail, and have the new account number confirmed.",
      "If it has already been paid, call your bank now and ask them to stop the payment. Ask whoever pays the invoices to do the same next time.",
    ],
  },
  "app-consent": {
    da: [
      "Fjern appens adgang nu: i Microsoft 365 under de apps, der har fået tilladelse til kontoen (eller i Google-kontoens oversigt over apps med adgang).",
      `${NEW_PASSWORDS.da} Appens adgang følger ikke adgangskoden, så fjern den først.`,
      "Se efter regler, der videresender eller sletter mails, og mails sendt fra kontoen, som ingen af jer har skrevet; advar dem, der har fået dem.",
    ],
    en: [
      "Remove the app's access now: in Microsoft 365 among the apps granted permission to the account (or in the Google account's list of apps with access).",
      `${NEW_PASSWORDS.en} The app's access does not depend on the password, so remove it first.`,
      "Look for rules that forward or delete mail, and for mail sent from the account that none of you wrote; warn those who got it.",
    ],
  },
  "open-share": {
    da: [
      "Luk delingen nu: gør mappen eller filen privat, eller slet delingslinket, så kun de rette har adgang.",
      "Se i delingens aktivitetslog (fx i OneDrive, SharePoint eller Google Drive), om andre har åbnet eller hentet filerne, og skriv ned, hvad der lå der og hvor længe.",
      "Er der personoplysninger (fx kunderegister eller CPR-numre), er det et brud på persondatasikkerheden: det skal anmeldes til Datatilsynet inden for 72 timer, og de berørte skal have besked, hvis risikoen for dem er høj.",
    ],
    en: [
      "Close the sharing now: make the folder or file private, or delete the sharing link, so only the right people have access.",
      "Check the share's activity log (e.g. in OneDrive, SharePoint or Google Drive) for others opening or downloading the files, and write down what was there and for how long.",
      "If personal data is involved (e.g. a customer register or CPR numbers), it is a personal data breach: it must be reported to Datatilsynet within 72 hours, and those affected told if the risk to them is high.",
    ],
  },
  "supplier-breach": {
    da: [
      "Skift adgangskoden til jeres konto hos leverandøren, og alle steder hvor den samme adgangskode er brugt, og slå totrinsbekræftelse til.",
      "Bed leverandøren skriftligt om, præcis hvilke af jeres oplysninger der er berørt, og hvornår det skete.",
      "Er jeres kunders eller medarbejderes personoplysninger med, kan det være et brud, I selv skal anmelde til Datatilsynet inden for 72 timer efter, at I fik det at vide. Vær på vagt over for mails og fakturaer, der bruger de lækkede oplysninger.",
    ],
    en: [
      "Change the password of your account with the supplier, and wherever the same password is used, and turn on two-step verification.",
      "Ask the supplier in writing exactly which of your data is affected and when it happened.",
      "If your customers' or employees' personal data is involved, it may be a breach you must report to Datatilsynet (the Danish Data Protection Agency) within 72 hours of learning of it. Watch for mails and invoices that use the leaked data.",
    ],
  },
  "in-our-name": {
    da: [
      "Ring til leverandøren nu, og bed dem stoppe alle ordrer og leverancer, der ikke er bekræftet af jer på et nummer, de kender i forvejen.",
      "Advar jeres andre leverandører om den falske afsender, og bed dem ringe til jer, før de leverer på en ny ordre.",
      "Gem mails, ordrer og fakturaer, og anmeld det til politiet på politi.dk.",
      "Skift adgangskoden til jeres mailkonti fra en anden, ren enhed, og se efter regler, der videresender mails: svindlen kan være startet i en overtaget mailkonto.",
    ],
    en: [
      "Call the supplier now and ask them to stop every order and delivery you have not confirmed on a number they already know.",
      "Warn your other suppliers about the fake sender, and ask them to call you before delivering a new order.",
      "Keep the mails, orders and invoices, and report it to the police.",
      "Change the passwords of your mail accounts from a different, clean device, and look for rules that forward mail: the fraud may have started in a taken-over mailbox.",
    ],
  },
  "fake-site": {
    da: [
      "Advar jeres kunder nu på jeres egen hjemmeside, sociale medier og pr. mail: skriv adressen på den falske side, og at de ikke skal betale der.",
      "Gem skærmbilleder og adressen på den falske side, og anmeld den til politiet og til den, der har registreret domænet eller hoster siden.",
      "Kunder, der har betalt, skal kontakte deres bank eller kortudsteder hurtigst muligt.",
    ],
    en: [
      "Warn your customers now on your own website, social media and by mail: give the fake site's address and tell them not to pay there.",
      "Save screenshots and the fake site's address, and report it to the police and to whoever registered the domain or hosts the site.",
      "Customers who have paid should contact their bank or card issuer as soon as possible.",
    ],
  },
  domain: {
    da: [
      "Kontakt jeres domæneudbyder (og for .dk-domæner DK Hostmaster) nu, og forklar, at domænet er overtaget.",
      "Ring til kunder og samarbejdspartnere: mails og fakturaer til jeres adresse når ikke jer nu, og betalinger skal ikke sendes efter mails fra den.",
      "Skift adgangskoderne til konti, der bruger mailadressen til nulstilling, fra en anden, ren enhed.",
    ],
    en: [
      "Contact your domain registrar (for .dk domains also DK Hostmaster) now and explain that the domain has been taken.",
      "Call customers and partners: mail and invoices to your address do not reach you now, and no payment should be made on mails from it.",
      "Change the passwords of accounts that use that mail address for resets, from a different, clean device.",
    ],
  },
  qr: {
    da: [
      "Tag det falske QR-klistermærke ned nu (gem det som bevis), og sæt et skilt op om, at kunderne betaler ved kassen, til et nyt er på plads.",
      "Kontakt jeres betalingsudbyder (fx MobilePay) og jeres bank nu, og fortæl, at kunder har betalt til en falsk modtager.",
      "Anmeld det til politiet på politi.dk, og skriv ned, hvor mange kunder der har betalt, og hvornår, så I kan hjælpe dem med at få pengene tilbage.",
    ],
    en: [
      "Take the fake QR sticker down now (keep it as evidence), and put up a sign that customers pay at the till until a new one is in place.",
      "Contact your payment provider (such as MobilePay) and your bank now, and tell them customers have paid a fake recipient.",
      "Report it to the police, and write down how many customers paid and when, so you can help them get their money back.",
    ],
  },
  browser: {
    da: [
      "Fjern udvidelsen nu (i Chrome: Indstillinger, Udvidelser), og nulstil browserens indstillinger, så søgesiden og startsiden er jeres egne igen.",
      "Log ikke ind, når en side beder om det igen og igen. Har du gjort det, så skift adgangskoden fra en anden, ren enhed, og log alle sessioner ud.",
      "Lad jeres antivirus scanne computeren, og bliver reklamerne ved, så afbryd den fra netværket, men sluk den ikke: den rummer spor.",
    ],
    en: [
      "Remove the extension now (in Chrome: Settings, Extensions), and reset the browser's settings so the search page and home page are your own again.",
      "Do not sign in when a page asks again and again. If you did, change the password from a different, clean device, and sign out all sessions.",
      "Let your antivirus scan the computer, and if the ads keep coming, disconnect it from the network, but do not switch it off: it holds evidence.",
    ],
  },
  "network-device": {
    da: [
      "Tag enheden af netværket nu, hvis den sender mails eller trafik, I ikke kender. Skift så dens administratoradgangskode, fra en computer på kabel, til en lang, unik kode; kan I ikke komme ind, så nulstil den til fabriksindstillingerne og sæt den op forfra.",
      "Sæt det, nogen har ændret (fx DNS, Wi-Fi-navn og Wi-Fi-kode), tilbage til jeres eget, slå fjernadministration og WPS fra, og opdater enhedens software (firmware).",
      "Har nogen styret jeres DNS, kan I være sendt til falske sider: skift de adgangskoder, der er brugt på nettet siden, fra en anden forbindelse (fx mobilnettet), og hold øje med login, I ikke kender.",
    ],
    en: [
      "Take the device off the network now if it sends mail or traffic you do not recognise. Then change its admin password, from a computer on a cable, to a long, unique one; if you cannot get in, reset it to factory settings and set it up again.",
      "Put back what someone changed (such as the DNS, the Wi-Fi name and the Wi-Fi password), turn off remote administration and WPS, and update the device's software (firmware).",
      "If someone controlled your DNS, you may have been sent to fake sites: change the passwords used on the network since then, from another connection (such as mobile data), and watch for sign-ins you do not recognise.",
    ],
  },
  intrusion: {
    da: [
      DISCONNECT.da,
      NEW_PASSWORDS.da,
      "Betal ikke noget, og svar ikke angriberne, hvis de kontakter jer.",
    ],
    en: [
      DISCONNECT.en,
      NEW_PASSWORDS.en,
      "Do not pay anything and do not answer the attackers if they contact you.",
    ],
  },
};

/**
 * The incident line and that a person has it, urgent, then what to do now for what has happened. Danish for a
 * Danish, Swedish or Norwegian visitor, English for an English one. No price, no plan.
 */
/** The first steps for a kind of incident, for a plan made before anything happens (prepared.ts). */
export function firstSteps(kind: EmergencyKind, lang: Lang): readonly string[] {
  return STEPS[kind][lang];
}

export function emergencyAnswer(lang: Lang, identity: SiteIdentity, asksContact: boolean, kind: EmergencyKind): string {
  const phone = `[${identity.incidentPhone}](${telHref(identity.incidentPhone)})`;
  if (lang === "en") {
    return [
      `Call our incident line now on ${phone}: critical security incidents are handled around the clock, every day. I have passed this conversation to a person, marked urgent.`,
      "What to do right away:",
      ...STEPS[kind].en.map((step) => `- ${step}`),
      asksContact ? "Write your name and phone number here, and we will call you." : "",
    ].filter(Boolean).join("\n");
  }
  return [
    `Ring til vores beredskab nu på ${phone}: kritiske sikkerhedshændelser behandler vi døgnet rundt alle ugens dage. Jeg har givet samtalen videre til en medarbejder, markeret som haster.`,
    "Gør det her med det samme:",
    ...STEPS[kind].da.map((step) => `- ${step}`),
    asksContact ? "Skriv dit navn og telefonnummer her, så ringer vi dig op." : "",
  ].filter(Boolean).join("\n");
}
