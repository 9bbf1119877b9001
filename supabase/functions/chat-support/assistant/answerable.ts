// Evidence first (issue 38): no reply leaves the answerer before it is checked against what the message asks.
// A fixed answer is evidence for the questions its topic covers (its own words and the words it answers, below);
// a passage of the site's texts or posts is evidence for the words it holds. When the evidence does not cover
// the message's words (weighted by how rare they are on the site), the reply is replaced: by the passage that
// does cover them (a post's advice for "how should we …" questions), by the covered part plus an honest note on
// the rest, or by "the site does not say; a colleague will answer", recorded as unanswered.
import { EMPLOYEES_MAX } from "../../_shared/facts/content.ts";
import type { Lang } from "../../_shared/facts/money.ts";
import { type Analysis, HEARSAY, REPORT_ASKED, THREAT_TREND, TOO_SMALL, type Topic, WHICH_PLAN } from "./analyse.ts";
import { type Composed, type ComposeContext, unknownAnswer } from "./compose.ts";
import { type Doc, type SearchIndex, terms } from "./retrieval.ts";
import { postChecklist } from "./staff-mail.ts";
import { fold, oeAsO, SENTENCE_BREAK } from "./text.ts";
import { asDanish } from "./scandinavian.ts";

/** Topics whose reply answers no factual question (or declines one already): nothing to check. */
const UNCHECKED = new Set<Topic>([
  "emergency", "incident", "greeting", "thanks", "goodbye", "contact", "person", "injection", "off-topic", "bot",
  "competitor", "hearsay", "legal-advice", "onsite", "not-stated", "it-help", "private-use", "terms-change", "posture-alert",
  // "Er den her mail falsk?": the reply says what to do with any suspicious mail; a pasted mail's words are no question.
  "suspicious", "currency", "scareware", "worry", "change-card", "account-change", "usb", "references",
  // A training's phishing test and a warning from the product: the reply is about that case, whatever words tell it.
  "phishing-test", "wifi-alert",
  // A visitor who will decide later asks nothing.
  "later",
]);

/**
 * The words each topic's answer answers, beyond the words of the reply itself: what a visitor asks with. A
 * calculator's inputs are evidence too (a price answer covers "koster", "moms", "år", "budget").
 */
const PRICE_WORDS = "købe køb kobe buy purchase bestille net netto nettopris gross brutto rabat rabatten rabatter rabatkode rabatkoden kode koden code discount pris priser prisen koste koster kost koster betale betaler udgift udgifter beløb total samlet moms vat mva inkl ekskl inklusive eksklusive år årlig årligt måned månedlig månedligt pr per om year yearly month monthly cost costs price prices pay much budget billig billigst billigere dyr dyrest dyrere cheap cheapest expensive more less mere mindre ekstra extra sammenlagt alt i alt hvor meget kostar kostnad pris månad månaden måneden år året licens licenser seats seat bruger brugere users oveni ovenpa laegge lagges betyder means mellemste midterste middle billigste cheapest dyreste";
const TOPIC_WORDS: Partial<Record<Topic, string>> = {
  // (When an amount is taken: "hvornår bliver det trukket?")
  // (Haggling is answered by the price that stands: "runde ned", "go down", "billigere", "pays only".)
  price: `${PRICE_WORDS} trukket traekkes traekke trukne charged charge debited draget dras trekkes runde rund round ned down lavere lower billigere cheaper billigare mindre less only kun bare deal studierabat studierabatten student mate ven kammerat kompis kompisen venn vennen friend`,
  difference: `${PRICE_WORDS} spare sparer save saving saves spara sparer forskel forskellen difference differ sammenlign compare versus ift forhold frem for instead mellem between skillnad forskjell oveni ovenpa tillaeg tillegg extra ekstra additional mellemste midterste middle dyreste billigste get exactly doesnt have has`,
  budget: `${PRICE_WORDS} råd afford mange many hvor`,
  popular: "anbefal anbefaler anbefaling recommend populær popular mest most vælge choose vælger valgt passer suits fits bedst best plan pakke",
  plans: "planer plan pakker pakke plans packages niveauer tilbyder offer forskel forskellen forskelle tre three difference differences",
  "plan-info": "indeholder inkluderer includes included værd worth hvorfor why med i får get",
  trial: "prøve prøveperiode gratis free trial test teste afprøve dage days kort card koster automatisk fortsætter stopper provperiod prøveperiode slutter udløber ender ends end ended trukket trække trækker charged charge charges automatically automatic continue continues først first inden before binder binde forpligte forpligter commit enkelt single",
  notice: "opsige opsigelse opsigelsesvarsel opsigelsesvarslet opsigelsestid varsel notice cancel cancellation stoppe stop afmelde ophøre slutter ends uppsägning oppsigelse lang længe long",
  "cancel-date": "opsagt opsagde slutdato slutdag udmeldt opsige opsigelse sidste dag last day hvornår when slutter ends ophører stop dato date",
  "cancel-by": "senest latest opsige opsagt deadline frist hvornår when betale pay betala slutter ends januar februar marts april maj juni juli august september oktober november december",
  refund: "refusion penge tilbage refund money back moneyback tilbagebetaling policy politik regler rules garanti guarantee tilfredshedsgaranti satisfaction dage days 30 covers daekker gaelder",
  "lock-in": "binding bindingsperiode bundet lock kontrakt contract minimum forpligtelse opsige når som helst anytime stoppe stop afslutte quit leave",
  contract: "kontrakt contract binding år year måneder months gammel alder age old aeldre bestille order 18 ar years skrive under underskrive sign signere papir paper",
  "startup-fee": "gebyr gebyrer oprettelse opstart fee fees skjulte hidden koster komme gang start starte begynde",
  "price-raise": "garanteret garanti garantere guarantee guaranteed inflation inflasjon inflationen pristal indeks index laast last locked skriver under sign frem ahead year aar ar arlig hvert every opp op prisene priserne jack jacking jacks hike hikes stops stop stopper hindrer forhindrer up op next month naeste maned prisstigning hæve stige ændre fast fixed raise increase valuta currency hojer hoje hoejer hever varsel notice besked told informeret laenge long inden before veta vide know",
  setup: "protected beskyttet beskyttede daekket covered active aktiv actually faktisk once nar pay betaler betale laptops baerbare computere pcer until indtil onboarding endpoint endpoints per stk hver enkelt opsætning sætte op installere installation setup install komme i gang tid time lang hvor hurtigt timer minutter computere skidt maskiner maskinerne lige long take takes everyone roughly venteliste waiting list vente ventetid med det samme straks get going komme i gang optage optager megen forstyrre forstyrret driften tid installationen skifte skifter byte byter switch switching selv self myself hyre hire nørd tekniker ekspert expert",
  "setup-steps": "trin steps hvordan how bestille bestiller order komme i gang start foregår foregar konkret køber kober købe kobe køb buy buying trin for trin step by step sker happens nu now bagefter next efter after betalt paid betaling vente wait ringer call",
  platforms: "mac windows pc iphone android ipad telefon mobil computer platform styresystem system macbook macbooks sidder halvdelen",
  invoice: "faktura invoice regning ean bankoverførsel",
  payment: "betaling betale kort kreditkort payment pay card stripe trækkes automatisk forud",
  "payment-failed": "cut off suspend suspended shut closed holidays ferie lukket juleferie sommerferie before inden long længe pay time tid tide happens sker betaling fejler mislykkes afvist failed declined betaler ikke påmindelse udløb udløbet udløber expired igennem through lukke lukker lukket spærre spærrer suspendere suspend kort card",
  support: "jul julen juleferie jule christmas nytår nytaar new year lukket closed ferie holiday holidays slemt slem galt noget nogen anyone someone evening evenings form formular formularen fill udfylder udfylde get back hear back tilgængelig tilgjengelige tillgängliga available påske påsken easter helligdage support phone telefon telefonen telefonisk ring ringe call opkald tager søndag lørdag helligdag kl brænder brand ramt ransomware hacket angreb angrebet hjælpe hjælp svar svartid åbningstid weekend aften nat døgnet rundt hurtigt respond reply hours forvente expect fredag friday eftermiddag afternoon morgen morning hverdag hverdage arbejdsdag helg helger lørdag søndag butikken åben åbent open aben abent abne christmas jul julen juleferien ferie ferien holiday holidays vacation sommerferien paske paasken saturday sunday weekend weekends night nat natten anyone there mailbox postkasse helg helgene helgen lordag sondag e post response responstid responstider svartider reaktionstid svarstid promise promises lover lofter sla ferie sommerferie lukket lukker holder øje imens closed holiday vacation",
  "support-cost": "support ekstra koster gratis inkluderet",
  customers: "kunder virksomheder antal customers companies serios seriost seriose seriøst firma legit real trustworthy",
  uptime: "oppetid uptime nede down nedbrud tilgængelighed drifttid driftstid garanti garanteret guarantee lover love promise",
  iso: "iso 27001 certificeret certificering certified certification real ægte rigtig marketing reklame legit true sandt",
  dpa: "gdpr gdpr-ansvarlige ansvarlig ansvarlige indgår indgar indgå indga indgås får købe køber køb kræver kræve krav forening brancheforening branche requires require finder find hvor where revisor auditor spørger asks databehandleraftale dpa databehandler aftale agreement underskrive sign egen egne leverandør leverandører suppliers own template skabelon selv udarbejde følger medfølger included include",
  retention: "slutter slutte dataene skjer stopper stoppe data gemmer gemme slet slette opbevare delete keep kept store ophør hvad sker der happens happen after stop being customers customer leave end bagefter efter opsige opsiger opsigelse opsagt cancel cancels gemt gemmes opbevaret lagret sagt beder bad asked told hvor længe how long",
  "chat-retention": "gemt gemmes saved stored lagret lagres sparas gør gør med her chat chats samtale samtaler gemmer gemme slettes log logs chatlog hvor længe how long keep kept store",
  transfer: "data eu usa overførsel udlandet ligger gemt stored located hosted",
  gdpr: "gdpr persondata databeskyttelse privatliv privacy personoplysninger usa eu eøs overførsel overføres tredjeland grundlag grund",
  breach: "brud databrud breach underretning besked timer hours hacket hacked læk lække lækker leak leaks hurtigt fast quickly varsle varsler notify informere anmelde anmelder anmeldelse report frist deadline lang tid long datatilsynet mister mistet miste lost tabt persondata kundedata personoplysninger",
  subprocessors: "underdatabehandlere underleverandører sub processors skifte skifter udskifte ny nye besked varsel notice change replace tilføje tilføjer add adds forhånd advance",
  liability: "tab erstatning ansvar losses liability dækket mister mistet miste lose lost ordre ordrer order orders omsætning indtægt revenue fejler fejl fails failure nede down system systemet skaden skade skader damage lovede lover promised hjemmeside website ransomware ramt cap capped limit limited begrænset loft vendor leverandør reseller forhandler pay betaler betale paid hvem who",
  cookies: "cookie cookies samtykke consent google analytics statistik track tracking spore sporing",
  "who-may-buy": "privatperson private person hobby cvr registreret registered enkeltmandsvirksomhed forening association holding datterselskab filial branch kobe buy kan vi can we virksomhed business",
  "card-data": "kort kortnummer kortnumre kortoplysninger kortdata card details number numbers data gemme gemmer store keep save opbevare se ser see stripe betalingsudbyder payment provider handle haandtere sikker safe",
  "data-access": "læse se adgang data mails read access",
  law: "law lov ret dansk danish country land lands lovvalg governing applies gælder contract aftale kontrakt domstol court courts tvist dispute disputes jurisdiction værneting",
  audit: "audit audits auditere revision revidere revisor inspektion inspicere inspect inspection kontrol kontrollere tjekke underleverandør underleverandører leverandør supplier suppliers kræver kræve krav require requires omkostninger cost costs varsel notice",
  "employee-data": "agent agenten system systemet platform se ser see sees log logger registrerer indsamler collect overvåger monitor track chef boss leder arbejdsgiver læse read mails browsing tastetryk keystrokes skærm screen oplysninger data medarbejdere ansatte employees staff behandler process processes tillidsrepræsentant union",
  "data-rights": "slet slette sletning slettet delete erase indsigt access oplysninger persondata personoplysninger data rettigheder rights gdpr portabilitet berigtige rette klage complaint datatilsynet konto account venligst please alle all mine my",
  "agent-load": "tung tungt heavy let light lightweight langsom langsomme langsommere slow slower sløv sløve ressourcer resources belaste belaster load gamle old ældre older computer computere pc pc'er maskiner batteri battery agent agenten program programmet installere installeres installerer",
  "forgot-password": "glemt glemte glemmer forgot forgotten adgangskode adgangskoden kodeord password login logge log ind sign in konto account portal kundeportal kundeportalen nulstil nulstille reset ny new skifte change huske remember",
  "change-plan": "skifte opgradere nedgradere upgrade downgrade change switch ned op down up",
  portal: "kundeportal kundeportalen portal customer kunde kunder egentlig hvad kan man what can do gøre administrer abonnement",
  "headcount-change": "flere færre nye ansatte medarbejdere tilføje fjerne add remove ændre antal praktikant vikar uger weeks midlertidig temporary betale pay hende ham halv halvdel half midt mid måned month ansætter ansætte hire hires starter starts regning regningen faktura fakturaen opkrævning bill invoice ned op sætte sætter skrue skruer nedsætte reducere reduce down up se ser see kan stopper stops slutter leaves hvornår when",
  limits: "mange max maksimum flere end over 30 ansatte medarbejdere tælle tæller count counts grænse grænsen limit stadig still købe køb buy bestille order præcis exactly lige præcist kan må may sker happens happen hander skjer vokser grow grows growing go goes exceed exceeds næste next year år aret blive bliver become",
  company: "kontor kontoret office afdeling filial besøge besøg visit møde mødes meet norsk svensk norwegian swedish firma foretag selskap bedrift adresse cvr kontakt contact firma hvem hvor danske dansk danish henne ligger placeret overhovedet scam svindel fup legit ægte seriøs seriøse rigtig rigtigt aldrig hørt heard real company located based where who guys actually sidder sitter reklame reklamen annonce annoncen ad advert facebook instagram linkedin google set saw så",
  feature: "beskyttelse beskytter protection protect inkluderet med i del af funktion feature stoppe stopper stop stops fange fanger catch catches",
  "feature-what": "hvad er what is betyder virker fungerer",
  backup: "backup sikkerhedskopi kopi leverandør it-leverandør droppe erstatte erstatter opdateringer hvem gør hvad",
  provider: "coro leverandør udvikler platform lager laver lage lages plattformen plattform dere selve firma bag egentlig eget produkt videresælger videresaelger resell reseller reselling amerikansk american produkt product forhandler",
  guarantee: "overholder overholde gdpr compliant comply love lover promise garanti garantere garanterer guarantee 100 sikker hacket hacked aldrig never sørge sørger igen again ramt ransomware angreb attack sker ske happen happens make sure ensure",
  "price-unit": "pr computer enhed device pc person deler delar deles share shared computere butikken personer bærbar bærbare stationær stationære maskine maskiner laptop laptops devices enheder betaler betale pay",
  about: "hvad er skjold what is actually egentlig couple sentences sætninger kort short briefly nutshell laver lave gor goer do does sell saelger saelge tilbyder offer offers firma company virksomhed business",
  suspicious: "phishing svindel mail falsk fake",
  "it-help": "it hjælp printer drift support",
};

/**
 * Words that carry no question of their own in any of the four languages: what a visitor writes around a
 * question (a greeting, "vi er et lille firma", "tak på forhånd", a filler) and the site's own nouns that every
 * answer is about.
 */
const AROUND = new Set(terms(
  "hej hejsa hallo goddag hi hello hey tak thanks please venligst gerne lige bare egentlig faktisk okay ok ja nej yes no " +
  "spørgsmål spørge spørger question ask asking wonder undrer wondering tænker lurer funderar fundering vil gerne would like want vill " +
  "firma firmaet virksomhed virksomheden business company selskab forening företag bedrift " +
  "lille små small mindre liten litet små " +
  // Who told or sent them (family and acquaintances): who is asking, never what is asked.
  "datter søn sønnen datteren far mor kone mand svoger svigerinde nevø niece ven veninde daughter son father mother wife husband dotter sonen pappa mamma fru datteren sønnen " +
  "ansatte ansat medarbejdere medarbejder employees employee staff people personer folk anställda ansatte kolleger kollegaer " +
  "skjold nordvagt jer jeres you your er er vi os vores us our oss vår våra vårt era ert " +
  "mig min mit my me jeg i dig du jag " +
  "kan kunne ville skulle skal vil må should could would can might " +
  "hvad hvordan hvorfor hvornår hvilken hvilke hvilket hvem hvor what how why when which who where vad hur varför när vilken vem var hva hvordan hvorfor når hvilken hvem " +
  "også også and og och eller or men but så so fordi because " +
  "godt god good fint fine super nice " +
  "ny nye new nu now i dag today " +
  "andet anden andre other another den det denne dette that this the " +
  "ved vet know veta vite vide sige say tell fortælle fortæl berätta fortelle " +
  "hjælp hjælpe help hjälp hjelp " +
  "lidt little mange many much meget mycket mye " +
  "info information oplysninger " +
  "abonnement abonnementet subscription prenumeration abonnement plan planen pakke pakken package paket pakke " +
  "core essentials complete " +
  // "Hvordan lærer jeg dem at se …": teaching and seeing are how the question is put, not what it is about.
  "lære lærer lær laere laerer teach teaching " +
  // A correction ("nej vent, jeg mente den billigste"): the visitor's own restating, not what is asked.
  "mente mener mean meant menar menade vent wait vänta " +
  // How exact the answer must be ("hvor mange kunder har I ungefär?") is no subject of its own.
  "omtrent cirka ca ungefär ungefar about approximately roughly circa sådan sånn " +
  // "henholdsvis Essentials og Complete", "vi er 15 på kontoret": how the question is put and where they sit.
  "henholdsvis respektive respectively kontoret kontor office forklare explain kortfattet briefly " +
  // Asides and the judgement asked for ("forresten …, er det farligt?"): the thing judged is the question.
  "forresten btw ingen nobody farligt farlig dangerous rørt rort touched " +
  // The words that pick a plan by its rank: the calculator reads them.
  "midten mitten mellemste midterste middle billigste billigaste cheapest dyreste dyraste expensive populære populaere popular " +
  // People coming and going ("and if 2 people leave"): the calculator reads the change.
  "leave leaving leaves join joins joining quit quits hire hires hired " +
  // Numbers left as words ("betaler vi for 2 eller fem?"): the calculators read them where they count.
  "to tre fire fem seks syv otte ni ti tva fyra sju atta nio tio elleve tolv tretten fjorten femten seksten sytten atten nitten tyve " +
  "enogtyve toogtyve treogtyve fireogtyve femogtyve seksogtyve syvogtyve otteogtyve niogtyve tredive " +
  // "… for 25 mand da?": a particle, no question.
  "da " +
  // Asking for an explanation: "hvad betyder …, forklar enkelt".
  "betyder betyr means mean forklar forklare forklara explain enkelt simpelt simply enkelt tack " +
  // Fillers and time words that carry no question of their own.
  "bagefter derefter efter senere later afterwards sedan etterpå etter først forst first igen again altså altsa " +
  "konkret helt rigtig rigtigt really quite ret meget nok enough ganske overhovedet overhoved at all " +
  "overvejer overveje considering thinking tænker tanker funderer " +
  "mand stk team hoved hoveder plus incl inkl pls tak sted stedet instead omkring about cirka ca " +
  "hele whole alle all alt everything løsning losning solution " +
  "mandag tirsdag onsdag torsdag fredag lørdag søndag monday tuesday wednesday thursday friday " +
  // When something will happen ("og hvis vi bliver 9 til foråret?"): the calculator does not depend on it.
  "forår foråret sommer sommeren efterår efteråret vinter vinteren spring summer autumn winter jul nytår snart soon " +
  "januar februar marts april maj juni juli august september oktober november december january february march may june july october " +
  "januari februari mars juni juli augusti oktober " +
  "kontor kontoret office kontoret butik butikken shop salon " +
  "regner forventer expect expects räknar regner " +
  "tit ofte often oft egentlig halvdelen halvt half halva halvparten dobbelt double dubbelt flere færre faerre more fewer fler " +
  "selvstændig selvstaendig alene ingen alone self employed gider snakke sælger saelger sælgere " +
  // Asking for writing rather than naming a subject ("i jeres blogindlæg om phishing, hvad skriver I …", "ni hade en
  // artikel om …, vad var de viktigaste tipsen?", "hvilken slags MFA er bedst?"): the subject is the question.
  "skrevet skriver skrive skrev blog bloggen blogindlæg blogindlægget indlæg indlægget artikel artiklen artikler article articles post posts written " +
  "tips tipsene tipsen råd vigtigste vigtigst viktigaste viktigste nævnt nævner slags typer type kind kinds sort form bedst bedste best bäst bästa beste " +
  // "den der 3-2-1 regel man hører om": where the visitor heard of it is no part of the question.
  "hører hørt høre heard hear hört hørte " +
  // "wait, is this chat an AI? … what I type here": where and how the visitor talks, not what they ask.
  "wait vent her here hmm exactly like sentences sentence briefly shortly generelt general generally generellt quick one use " +
  // "med det samme", "våre" (Norwegian "our", folded like Danish "vare").
  "samme vare våre vore alligevel anyway tingen thing " +
  // Apologies and corrections ("beklager, vi er faktisk 24 nå, en sluttet forrige uke"): the number is the news.
  "beklager undskyld sorry ursäkta unnskyld " +
  // The people a headcount is told in ("mig, min kone og 2 medhjælpere"): the calculator reads them.
  "kone mand hustru wife husband kæreste medhjælper medhjælpere hjælper hjælpere chauffør chauffører frisør frisører svend svende lærling lærlinge " +
  // "er det virkelig så vigtigt?": how much it matters is the judgement asked for, not its subject.
  "virkelig virkeligt verkligen really vigtigt vigtig vigtige important viktigt viktig " +
  // Swedish and Norwegian words around a question.
  "är måste maste behöver trenger trenger vi oss våra jag har finns ingår inngår lång lang långt hur mycket hvor mye",
));

/** "Hvordan skal vi …", "bør vi …", "er det sikkert at …", "how should we …", "any tips on …": a question of practice. */
const ASKS_PRACTICE = /\b(hvad gor (vi|man|jeg) (sa|nu|da|ved det|med det)|hva gjor (vi|man) (sa|na|da|med det)|vad gor (vi|man) (da|nu|at det)|(hvem|hvad|hvor|who|what|where|vem|vad|hva) (skal|should|ska|bor) (vi|we) (sa |da )?(starte|start|begynde|borja|begynne) (med|with)?|hvad (siger|mener|anbefaler) (i|i at) (man|vi)? ?(skal|bor)?|kan (gaest\w*|kunde\w*|kunderne|guests|customers|visitors|besogende) (\w+ )?(bruge|use|anvende|anvanda|bruke) (det )?(samme|same|samma) (wi ?fi|net\w*|network|natverk\w*)|what should .{0,40} be set to|hvad skal .{0,40} (saettes|stilles|indstilles) til|which setting should|hvilken indstilling skal|hvordan (skal|kan|bor) (hun|han|de|man|medarbejderen|den ansatte|medarbejderne|de ansatte) (sa |da |saa )?(bruge|fa|faa|logge ind|klare|gore)|how (should|can|does|do|will) (she|he|they|staff|an employee|the employee) (then )?(use|get|sign in|log in|manage)|hur (ska|kan) (hon|han|de) (da )?(anvanda|fa|logga in)|hvordan (skal|kan) (hun|han|de) (da )?(bruke|fa|logge inn)|hva\w? (skal|bor|ska|should) (jeg|vi|jag|eg|i|we) (sige|si|saga|fortaelle|fortelle|beratta|skrive|tell|say to) (til |to )?(mine|vores|vare|vara|de|my|our|the|alle|all)? ?(folk|ansatte|anstallda|medarbejdere|medarbeidere|kolleger|kollegaer|personale|personalet|staff|team|people|employees)|(hvad|what) (er|are) (de |the )?(vigtigste |most important |main |klassiske |typiske |typical )?(tegn|signs|kendetegn|warning signs|raad|tips)|(hvad|what) (skal|should|bor) (der )?(sta|be|go) (i|in)|(vi|man|jeg|we) (bor|skal|should|ought to) (indfore|introduce|implement|adopt|have som regel)|er det (dumt|dumme|risikabelt|en daarlig ide|en darlig ide)|is (it|that) (stupid|dumb|a bad idea)|(hvad|what|vad|hva) (anbefaler|recommends?|rekommenderar|anbefaler|advises?|raader|rader|rad)|(hvad|what|vad|hva) (siger|says?|sager|sier|skriver|writes?|star der i|does) (jeres |your |er |deres |dere |the )?(artik\w*|article\w*|indlaeg\w*|post|blog\w*|inlagg\w*|innlegg\w*)|(er|ar|are) (vi|we|jeg|i) (vel |sa |so |da |then |nu |now )?(daekket|covered|safe|sikre|sikret|trygge|skyddade|beskyttet|protected)|(vi|we|jeg) (er|ar|are) (vel |sa |so |da |then |nu |now |jo |ju )?(daekket|covered|safe|sikre|sikret|trygge|skyddade|beskyttet|protected)\b.{0,30}(\?|\b(ik|ikke|ikk|right|ikke sandt|vel|eller hvad|ju|va)$)|(er|is|are|ar) ([\w-]+ ){1,2}(bedre|sikrere|better|safer|battre|sakrare|tryggere) (end|than|an|enn)|tjekliste\w*|checkliste\w*|checklist\w*|trin for trin|step by step|steg for steg|vejledning\w*|guide til|a guide|en guide|(skal|bor|ma) (vi|man|jeg) (tage|tag) (os|sig|mig) af|noget (vi|man|jeg) skal (tage (os|sig|mig) af|gore noget ved|forholde (os|sig) til)|(gaelder|galler|gjelder) (det|den|loven|nis ?2|reglerne) (ogsa )?(for )?(os|oss|mig|meg|mig)|does (nis ?2|it|the law|the directive|gdpr) (really |even )?apply|applies to (us|me|our)|hvad (kunne|skulle|burde) (vi|jeg|man) (have gjort|gore)|what (could|should) (we|i) have done|vad (kunde|borde|skulle) (vi|jag) (ha gjort|gjort)|hva (kunne|burde|skulle) (vi|jeg) (ha gjort|gjort)|det er (da|vel|nu) nok|er det (da |vel |nu )?(nok|godt nok)|er den (da |vel )?(nok|god nok)|hvilken (metode|losning|type|slags|form|app|maade|made)( [\w-]+){0,3} er (bedst|bedre|sikrest|mest sikker)|which (method|option|type|kind|app)( [\w-]+){0,3} is (best|better|safest|the safest)|vilken (metod|typ|sorts)( [\w-]+){0,3} ar (bast|sakrast)|(gik|gar|gaar)\b.{0,40}\bud pa|(gikk|gar|gick)\b.{0,40}\but pa|what (was|is) the \w+ rule|er (sms|sms koder|sms kode|en app|passkeys?|authenticator) (ok|okay|nok|godt nok|sikkert|sikker)|is (sms|an app|a passkey) (ok|okay|enough|safe)|hvordan (skal|kan|bor|gor|far|sikrer|beskytter|undgar|opdager|genkender|spotter|laver|sætter|saetter) (vi|man|jeg|i)|hvordan (kan|skal|bor) (mine|vores|jeres|de|medarbejderne|personalet|folk|kollegerne|ansatte)( \w+)? (kende|genkende|spotte|opdage|se|undga|beskytte|lære|laere|huske)|how (can|do|should) (my|our|the) \w+ (spot|recognise|recognize|tell|avoid|learn)|hvad (skal|bor|kan) (vi|man|jeg) (sa |nu |da |konkret |egentlig |ellers )*(gore|gjore|huske|vaere)|bor (vi|man|jeg)|skal (vi|man|jeg) (bruge|have|slå|sla|aktivere|lave|opdatere|tage|skifte|teste|traene)|er det (sikkert|nok|en god ide|smart|klogt|farligt|noget|slemt|skidt|galt)|is (that|it|this) (bad|risky|dangerous)|giver det mening|hvor ofte|gaelder (det|nis2|loven|reglerne)|er vi omfattet|raad|raadet|raadene|radet|radene|hvad var (radet|raadet|budskabet|pointen)|tips?|anbefaling\w*|best practice\w*|how (should|do|can|often) (we|i|you)|should (we|i)|is it (safe|enough|worth|a good idea|ok)|what should (we|i) (do|use|know)|does (nis ?2|it|the law) apply|hur (ska|bor|kan|ofta) (vi|man|jag)|bor (vi|jag)|hvordan (bor|skal) (vi|jeg)|hva (bor|skal) (vi|jeg)|hvor ofte (skal|bor)|what is the (3 2 1|321)|hvad er (3 2 1|321)|hvad er (egentlig )?(phishing|quishing|mfa|passkeys?|nis ?2|ransomware|xss|direktorsvindel|ceo ?svindel|to ?faktor\w*|multifaktor\w*|totrinsbekraeftelse)|vad ar (phishing|mfa|nis ?2|ransomware)|hva er (phishing|mfa|nis ?2|ransomware)|vad ar|what is (a |an )?(passkey|mfa|phishing|nis ?2)|er det (ikke )?(et problem|normalt|nok|godt nok|ok|okay|sikkert|farligt|en god ide|god ide)|(gode?|godt|sikre?|sikker|sikkert|stark\w*) nok|(safe|secure|good) enough|god ide|good idea|quick wins?|lock\w* down|harden\w*|is (this|that|it) (normal|a problem|ok)|hvad gor vi (konkret|ellers)|hvordan (kender|genkender|spotter|opdager) (man|vi|jeg)|hur (kanner|kanner man|vet man|upptacker)|hvordan (kjenner|gjenkjenner) (man|vi)|how (do|can) (you|we|i) (spot|recognise|recognize|tell|detect)|which( .{0,40})? (settings|indstillinger) should|(recommend\w*|anbefal\w*|rekommend\w*|tilrad\w*).{0,40}\b(settings|indstilling\w*|innstilling\w*|installning\w*|tiltag|steps|skridt)|(settings|indstilling\w*|innstilling\w*|installning\w*)\b.{0,40}\b(recommend\w*|anbefal\w*|rekommend\w*|change|aendre|endre|andra|slaa (til|fra)|sla (til|fra)|turn (on|off))|hvilke( .{0,40})? indstillinger|should a (small )?(business|company)|hvad bor vi bruge|hvad skal vi bruge|ud over software|beyond software|hvordan \w+ (jeg|vi|man)|hvor (tit|ofte)|hvor fort|hur fort|er vi (sa |vel |da |nok |ikke )*(daekket|beskyttet|sikre|godt nok daekket)|are we (covered|safe|protected)|hvor hurtigt (skal|bor|ma)|how (fast|quickly|soon) should|hvor (starter|begynder) (vi|man|jeg)|hvor skal (vi|man|jeg) (starte|begynde)|where (do|should) (we|i) start|hvad er den der|ar det (farligt|sakert|ok|normalt|nog|ett problem|en bra ide)|er det (ekte|aegte|rigtigt|legit\w*|svindel|phishing)|is (it|this) (real|legit\w*|genuine|phishing|a scam)|worth it|det vaerd|vaerd at|stick with|move (our|the) team to|tegn pa|tegn\w* pa|signs of|tecken pa|tecknen pa|kendetegn\w*|kjennetegn\w*|nis ?2|what .{0,30} settings .{0,25}should|settings (should|to change)|kan (de|vi|man|jeg) ikke (bare|bara)|should (i|we) (be )?(worr\w*|concerned)|(skal|bor) (jeg|vi) (vaere )?(bekymre\w*|nervos\w*)|hvad (skal|bor|kan) (vi|man|jeg) (sporge|spoerge|kraeve|stille krav\w*)|what should (we|i) ask|(hvordan|how) (kan|skal|can|should) (hun|han|de|vi|man|jeg|medarbejderne|bogholderen|she|he|they|we|our \w+)( \w+){0,2} (kende|genkende|kjenne|gjenkjenne|spotte|opdage|se|tell|spot|recognise|recognize)|(skal|ska|should) (jeg|vi|i|we) (haenge|henge|hang|name|navngive)\b|(den|the) (ene|one|vigtigste|most important) (regel|rule|ting|thing)|(hvilken|vilken|which|hvilke|vilka) (type|typ|slags|form|kind|sort|sorts)( af| av| of)?( [\w-]+)? (skal|bor|ska|should|shall) (vi|man|jeg|jag|we|i|eg) (sa |da |nu |then )?(vaelge|valja|velge|choose|pick|bruge|anvanda|bruke|use)|(racker|raekker|rekker) (det|de|den|val|vel|nok|ikke|inte)\b|det er nemmest|hvad er (bedst|best|bedre|sikrest|bedst af)|what is (best|better|safer)|skal (jeg|vi|man) (gore|gjore|gora) det|should (i|we) (do it|install it|let it)|ska (jag|vi) gora det|vad ar (bast|sakrast)|skal (vores|jeres|de|vi|man) \w+ (have|bruge|kunne)|(gaelder|gjelder|galler) (nis ?2|det|loven|reglerne|gdpr|det for))\b/;

export interface Checked {
  composed: Composed;
  /** The reply was not covered by its evidence and was replaced or amended. */
  changed: "advice" | "partial" | "unknown" | null;
  /** How much of the question the fixed answer's evidence covered, and the share of words the site never uses (for the bench). */
  coverage?: { share: number; unknown: number };
}

function L(lang: Lang, da: string, en: string): string {
  return lang === "en" ? en : da;
}

/** Markdown, footnote marks and list bullets out of a passage, so it reads as a sentence in the reply. */
function plainPassage(text: string): string {
  return text
    .replace(/\[\^[\w-]+\]/g, "")
    // A myth the post crosses out ("~~Vi har backup på NAS'en, så vi er dækket.~~") is quoted as said, not as struck.
    .replace(/~~([^~]+)~~/g, "»$1«")
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/[*_`#>]+/g, "")
    .replace(/^\s*[-•]\s+/gm, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words that mark a sentence that says what to do. */
const ADVICE_CUE = /\b(bor|skal|brug|slå|sla|husk|aldrig|altid|anbefal\w*|undga|sorg for|tjek|ring|adskil|opdel|test|should|never|always|use|turn on|make sure|avoid|check|call|separate|must)\b/;

/** The question asks how fast, how often or when. */
const WHEN_ASKED = /\b(hvor (hurtigt|tit|ofte|lang tid|laenge)|hvornar|how (fast|quickly|often|soon|long)|when|hur (snabbt|ofta)|hvor (raskt|ofte))\b/;

/** A post's body as sentences a reply can quote: no tables, headings, code or footnotes. */
function quotable(body: string, checklists = false): string[] {
  return [...new Set(sentencesOf(body, checklists))];
}

function sentencesOf(body: string, checklists: boolean): string[] {
  const out: string[] = [];
  let code = false;
  const lines = body.replace(/\r/g, "").split("\n");
  // A table that sets what works against what does not ("| Virker | Virker ikke |"): its rows keep the headers, or
  // "Ros til dem, der melder …: Navne på klikkere i personalebladet" would read as advice to name them.
  let contrast: string[] | null = null;
  // (A table of three or more columns keeps its headers too: "SharePoint external sharing: default: Anyone with the
  // link; our recommendation: New and existing guests", not two values with nothing to tell them apart.)
  let headers: string[] = [];
  for (const [at, line] of lines.entries()) {
    const trimmed = line.trim();
    // A table's header row names its columns: no sentence.
    if (/^\|/.test(trimmed) && /^\s*\|?\s*:?-{3}/.test(lines[at + 1] ?? "")) {
      headers = trimmed.split("|").map((cell) => plainPassage(cell)).filter(Boolean);
      contrast = headers.length === 2 && new RegExp(`^${headers[0]!.replace(/[^\p{L}\s]/gu, "")}\\s+(ikke|not|inte|ikkje)$`, "iu").test(headers[1]!.replace(/[^\p{L}\s]/gu, "")) ? headers : null;
      continue;
    }
    if (!/^\|/.test(trimmed)) {
      contrast = null;
      headers = [];
    }
    // Nothing inside a code block is a sentence.
    if (trimmed.startsWith("```")) code = !code;
    if (code || trimmed.startsWith("```")) continue;
    // A table row is advice in a grid ("| Forkert afsender | … | Læs domænet bagfra. |"): its cells as a sentence.
    if (/^\|/.test(trimmed)) {
      const cells = trimmed.split("|").map((cell) => plainPassage(cell).replace(/[.]$/, "")).filter((cell) => cell !== "" && !/^:?-+:?$/.test(cell));
      if (contrast && cells.length === 2) out.push(`${contrast[0]}: ${cells[0]}; ${contrast[1]!.toLowerCase()}: ${cells[1]}.`);
      else if (cells.length >= 3 && cells.length === headers.length) out.push(`${cells[0]}: ${cells.slice(1).map((cell, i) => `${headers[i + 1]!.toLowerCase()}: ${cell}`).join("; ")}.`);
      else if (cells.length >= 2 && cells.join(" ").length >= 25) out.push(`${cells[0]}: ${cells.slice(1).join("; ")}.`);
      continue;
    }
    // Headings, code, footnotes and checklists ("- [ ] Uge 3: …") read badly on their own (a section's checklist,
    // "spørg dit webbureau: - [ ] Bliver alt brugerinput escaped?", is its advice).
    if (trimmed === "" || /^(#|```|\[\^|!\[|---|<)/.test(trimmed) || (!checklists && /^[-*]\s*\[[ x]\]/.test(trimmed))) continue;
    // A line that shows code ("Fantastisk produkt! <script>fetch(…)</script>") is an example, not a sentence to quote.
    if (/<\/?script|document\.\w|=>|\w\(['"`]/.test(trimmed)) continue;
    for (const sentence of plainPassage(trimmed.replace(/^[-*]\s*\[[ x]\]\s*/, "")).split(/(?<=[.!?])\s+(?=[A-ZÆØÅ0-9"»])/)) {
      if (sentence.length >= 25 && /[a-zæøå]/.test(sentence)) out.push(/[.!?:]$/.test(sentence) ? sentence : `${sentence}.`);
    }
  }
  return out;
}

/**
 * The sentences of a post that best answer the question: the best one (its rare words, then advice, a time for
 * "how fast"), then the next best that covers a part of the question the first does not ("hvor lang tid tager det,
 * og hvor hurtigt skal kritiske opdateringer på?"), in the post's order, with the list a sentence introduces.
 */
function passage(doc: Doc, question: string, index: SearchIndex): string {
  // "Hvad er MFA-træthed?": a definition is the sentence that names the thing, not the list around it.
  if (DEFINITION_ASKED.test(fold(question).trim())) return bestSentences(doc, question, index);
  // "In your Microsoft 365 post, what do you recommend about forwarding?": the words that name the post found it;
  // the passage is found by what is asked of it.
  return shortAnswer(doc, question, index) ?? rareHeadingSection(doc, ofThePost(question), index) ?? sectionAnswer(doc, ofThePost(question), index) ?? bestSentences(doc, ofThePost(question), index);
}

/**
 * The one section whose heading holds the question's rarest word ("email forwarding" and "## 3. Stop automatic
 * forwarding to external addresses"): its sentences, as far as a reply holds them.
 */
function rareHeadingSection(doc: Doc, question: string, index: SearchIndex): string | null {
  // (Words of five letters or more: "sur" of "make sure" and "nas" are too short to name a section by.)
  const asks = [...new Set(terms(question))].filter((term) => term.length >= 5 && !AROUND.has(term) && !/^\d+$/.test(term) && index.frequency(term) >= 1);
  // The rarest of them (in at most three texts of the site) that heads exactly one section.
  const rare = asks.filter((term) => index.frequency(term) <= 3).sort((x, y) => index.weight(y) - index.weight(x));
  const word = rare.find((term) => headedBy(doc, term).length === 1);
  if (!word) return null;
  const headed = headedBy(doc, word);
  let out = "";
  for (const sentence of quotable(headed[0]!.body, true)) {
    if (out && (out + sentence).length > 560) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return out.length >= 40 ? out : null;
}

/** The question without the words that name the post ("your Microsoft 365 post"), when words are left to ask with. */
function ofThePost(question: string): string {
  const naming = /\b(your|jeres|er|deres|dere|din|dit|ditt)\s+((?:[\w-]+\s+){1,4})(post|article|artikel|artiklen|artikkel\w*|indlaeg\w*|indlæg\w*|blogpost|blog post|inlagg\w*|inlägg\w*|innlegg\w*)\b/i.exec(question);
  if (!naming) return question;
  const rest = question.replace(naming[2]!, " ");
  return terms(rest).length >= 2 ? rest : question;
}

/** "Hvad er …?", "what is …?", "hvad betyder …?" of one thing (not of a rule, a list or a number of signs). */
const DEFINITION_ASKED = /^(hvad|what|vad|hva) (er|is|ar|betyder|means?) (egentlig |exactly |egentligen )?(?!den der|the|de|det|reglen|en regel|\d|fem|tre|the \w+ rule)[a-z0-9-]+( [a-z0-9-]+)?\s*\??$/;

/** A post's own short answer ("Det korte svar er: …", "Tommelfingerregel: …") to what is asked, with the sentence after it. */
function shortAnswer(doc: Doc, question: string, index: SearchIndex): string | null {
  const sentences = quotable(doc.body);
  // "Det korte svar er: sandsynligvis ikke direkte …" answers the question the post's title asks.
  const at = sentences.findIndex((sentence) => SHORT_ANSWER.test(fold(sentence)) && index.cover(question, `${doc.title} ${sentence}`, AROUND, true).share >= 0.2);
  if (at === -1) return null;
  const next = sentences[at + 1];
  return next && (sentences[at]! + next).length <= 420 ? `${sentences[at]} ${next}` : sentences[at]!;
}

const SHORT_ANSWER = /\b(det korte svar|kort sagt|kort fortalt|tommelfingerregel|short answer|in short|rule of thumb)\b/;

/** "3-2-1", "3 2 1" as one word, "321": what a backup rule is called, whichever way it is typed. */
function joined(text: string): string {
  return text.replace(/\b(\d)\s*-?\s*(\d)\s*-?\s*(\d)\b/g, "$1$2$3");
}

/** A post's sections: each heading with its text (the lead before the first heading under the post's title). */
function sections(doc: Doc): Array<{ heading: string; body: string }> {
  const out: Array<{ heading: string; body: string }> = [];
  let current = { heading: doc.title, body: "" };
  for (const line of doc.body.replace(/\r/g, "").split("\n")) {
    const heading = /^#{2,3}\s+(?:\d+[.)]\s*)?(.+)$/.exec(line.trim());
    if (heading) {
      out.push(current);
      current = { heading: plainPassage(heading[1]!), body: "" };
    } else current.body += `${line}\n`;
  }
  out.push(current);
  return out.filter((section) => section.body.trim() !== "");
}

/**
 * The section whose heading names what is asked ("## 3-2-1-reglen" for "hvad er 3-2-1 reglen?", "## Vælg den
 * rigtige metode" for "hvilken MFA-metode er bedst?"): its list or table as one passage, or its best sentences.
 * Null when no heading clearly names the question.
 */
function sectionAnswer(doc: Doc, question: string, index: SearchIndex): string | null {
  const scored = sections(doc).slice(1).map((section) => ({
    section,
    heading: index.cover(joined(question), joined(section.heading), AROUND, true).share,
    body: index.cover(joined(question), joined(section.body), AROUND, true).share,
  }));
  // A list that holds the question's words is advice in itself ("1. Passkeys …; 2. Godkendelsesapp …; 3. SMS-koder: …"
  // for "er SMS-koder gode nok?"), even under a heading that names none of them ("Vælg den rigtige metode").
  const listed = (body: string) => body.split("\n").filter((line) => /^\s*(\d+[.)]|[-*])\s+(?!\[[ x]\])/.test(line)).length >= 2;
  const value = (s: (typeof scored)[number]) => s.heading * 2 + s.body + (listed(s.section.body) ? 0.3 : 0);
  // A heading that names the whole question ("## 3-2-1-reglen" for "hvad er 3-2-1 reglen?") is answered by its
  // section, whose table may not repeat the name.
  const best = scored.filter((s) => ((s.heading >= 0.12 && s.body >= 0.3) || s.heading >= 0.6 || (listed(s.section.body) && s.body >= 0.5)) && !/```/.test(s.section.body.slice(0, 200))).sort((x, y) => value(y) - value(x))[0];
  if (!best) return null;
  const items = quotable(best.section.body, true).filter((sentence) => !/--|[{}<>$]|winget/.test(sentence));
  const list = best.section.body.split("\n").filter((line) => /^\s*(\d+[.)]|[-*]|\|)/.test(line) && !/^\s*\|?\s*:?-{3}/.test(line));
  // A list or table is the answer itself: its items in order, as far as a reply holds them.
  const chosen = list.length >= 2 ? items.filter((item) => list.some((line) => plainPassage(line).replace(/\|/g, " ").includes(item.slice(0, 12)) || item.includes(plainPassage(line).replace(/^\d+[.)]\s*/, "").slice(0, 12)))) : [];
  const pool = chosen.length >= 2 ? [...items.slice(0, items.indexOf(chosen[0]!)).slice(-1), ...chosen] : items;
  let out = "";
  for (const sentence of pool) {
    // (Room for the problem and what to do about it: a post's section states one, then the other.)
    if (out && (out + sentence).length > 560) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return out.length >= 40 ? out : null;
}

function bestSentences(doc: Doc, question: string, index: SearchIndex): string {
  const sentences = quotable(doc.body);
  // The question's rarest word is what it is about ("passkeys" in "er passkeys sikkert nok?"); "3-2-1" counts.
  const asks = [...new Set(terms(question.replace(/\b(\d)\s*-\s*(\d)\s*-\s*(\d)\b/g, "$1$2$3")))].filter((term) => !AROUND.has(term) && !/^\d{1,2}$/.test(term));
  const rarest = asks.sort((x, y) => index.weight(y) - index.weight(x))[0];
  const when = WHEN_ASKED.test(fold(question));
  const scored = sentences.map((sentence, at) => {
    const { share, uncovered } = index.cover(question, sentence, AROUND, true);
    const folded = fold(sentence);
    const aboutIt = rarest !== undefined && !uncovered.includes(rarest) && share > 0 ? 0.25 : 0;
    // What to do, the short answer, and for "how fast/often" a time: the sentences a visitor came for. Code
    // is no answer.
    const score = share + aboutIt + (ADVICE_CUE.test(folded) && share > 0 ? 0.1 : 0) + (/\b(det korte svar|kort sagt|kort fortalt|tommelfingerregel|short answer|in short|rule of thumb)\b/.test(folded) ? 0.3 : 0)
      + (when && /\b\d+ (dage|timer|uger|minutter|maneder|days|hours|weeks|minutes)\b/.test(folded) ? 0.3 : 0)
      - (/--|[{}<>$]|winget/.test(sentence) ? 0.5 : 0);
    return { at, sentence, score, uncovered: new Set(uncovered) };
  });
  const ranked = [...scored].sort((x, y) => y.score - x.score);
  const best = ranked[0];
  if (!best) return "";
  const chosen = [best];
  // A lead-in to a list ("Sæt en fast dato i kalenderen hvert kvartal:") brings its first items, a checklist's too
  // ("Men spørg dit webbureau eller leverandør: - [ ] Bliver alt brugerinput escaped, før det vises? …").
  const leadIn = /:$/.test(best.sentence.replace(/[.]$/, "")) || /:\.$/.test(best.sentence);
  const withLists = leadIn ? quotable(doc.body, true) : [];
  const listed = withLists.indexOf(best.sentence);
  if (leadIn && listed !== -1 && withLists.length > sentences.length) {
    const items = withLists.slice(listed + 1, listed + 4).filter((item) => !sentences.includes(item));
    if (items.length) return items.reduce((out, item) => (out.length + item.length < 500 ? `${out} ${item}` : out), best.sentence.replace(/:\.$/, ":"));
  }
  if (leadIn) chosen.push(...scored.slice(best.at + 1, best.at + 3));
  else {
    // The next best that answers something the best leaves open.
    const other = clauses(question).length >= 2 ? ranked.slice(1).find((s) => s.score >= best.score * 0.6 && [...best.uncovered].some((term) => !s.uncovered.has(term))) : undefined;
    // Otherwise what follows it: a post states the problem, then says what to do.
    chosen.push(...(other ? [other] : scored.slice(best.at + 1, best.at + 3)));
  }
  let out = "";
  for (const s of chosen.sort((x, y) => x.at - y.at)) {
    const sentence = s.sentence.replace(/:\.$/, ":");
    if (out && (out + sentence).length > 420) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return out;
}

/** Whether a post holds the question's rarest word (of `own`, its words without fillers): what it is most about. */
function holdsRarest(post: Doc, own: string[], index: SearchIndex): boolean {
  // Among the words the site's texts use: a word they never use says nothing of which post answers.
  const rarest = own.filter((term) => index.inTexts(term)).sort((x, y) => index.weight(y) - index.weight(x))[0];
  // As itself or as a compound's head ("phishingmail").
  return rarest === undefined || index.cover(rarest, `${post.title} ${post.keywords ?? ""} ${post.body}`).share >= 0.5;
}

/** The advice of the post that answers a question of practice, with its link. */
/** A post's numbered section headings ("## 1. …", "## 2. …"): its list of steps, when it has one. */
function steps(body: string): string[] {
  return [...body.matchAll(/^#{2,3}\s+\d+[.)]\s*(.+)$/gm)].map((m) => plainPassage(m[1]!)).filter((h) => h.length >= 6);
}

const CHECKLIST_ASKED = /\b(tjekliste\w*|checkliste\w*|checklist\w*|huskeliste\w*|trin for trin|step by step|steg for steg|to ?do ?liste)\b/;

function adviceAnswer(doc: Doc, question: string, lang: Lang, index: SearchIndex): Composed {
  const link = `[${doc.title}](${doc.url})`;
  // "Which settings should we change first?": the post's own list of steps answers.
  const list = steps(doc.body);
  // ("what were the five things to change?": the list asked for by its length.)
  const listAsked = /\b(which|hvilke|vilka|what should|hvad skal|hvad bor|where (do|should) we start|hvor (starter|skal) vi|first|forst|most important|the main|vigtigste|viktigaste|viktigste)\b/.test(fold(question))
    || /\b(\d|three|four|five|six|seven|tre|fire|fem|seks|syv|sju)\b.{0,25}\b(things|settings|steps|tips|points|changes|ting|indstillinger|trin|rad|punkter|aendringer|saker|installningar|steg|innstillinger|endringer)\b/.test(fold(question))
    || /\b(settings|indstillinger|innstillinger|installningar)\b.{0,30}\b(recommend\w*|anbefal\w*|rekommend\w*|change|aendre|endre|andra)\b/.test(fold(question));
  // "giv mig en tjekliste til at slå MFA til": the post's own checklist, in its order.
  const checklist = postChecklist(doc.body);
  if (checklist.length >= 3 && CHECKLIST_ASKED.test(fold(question)) && doc.lang === (lang === "en" ? "en" : "da")) {
    const items = checklist.slice(0, 8).map((item, i) => `${i + 1}) ${item.replace(/[.]$/, "")}`).join("; ");
    return { text: L(lang, `Indlægget ${link} har denne tjekliste: ${items}.`, `The post ${link} has this checklist: ${items}.`), escalation: null, contact: null, plan: null };
  }
  // ("What should our SharePoint external sharing be set to?": one step of the list is asked, "4. Limit external
  // sharing", and its section answers.)
  const oneStep = list.filter((heading) => index.cover(question, heading, AROUND).share >= 0.3).length === 1 || rareHeadingSection(doc, ofThePost(question), index) !== null;
  if (list.length >= 3 && listAsked && !oneStep) {
    const text = L(lang, `Indlægget ${link} anbefaler i denne rækkefølge: ${list.slice(0, 5).map((h, i) => `${i + 1}) ${h.replace(/[.]$/, "")}`).join("; ")}.`,
      `The post ${link} recommends, in this order: ${list.slice(0, 5).map((h, i) => `${i + 1}) ${h.replace(/[.]$/, "")}`).join("; ")}.`);
    if (!(lang === "en" && doc.lang === "da") && !(lang === "da" && doc.lang === "en") && text.length < 900) return { text, escalation: null, contact: null, plan: null };
  }
  const text = lang === "en" && doc.lang === "da"
    // The link is named in English: a Danish title in an English reply reads as a reply in the wrong language.
    // (Its advice is not retold here: the assistant does not translate, and says so.)
    ? `Our blog answers this in a post written in Danish: [read the post](${doc.url}). I can't answer that in English from here, but a colleague can go through it with you: write your name and e-mail here.`
    // An English post is not quoted in a Danish reply: the link, and what kind of advice it holds.
    : lang !== "en" && doc.lang === "en"
    // (Its English title as the link would read as a reply in the wrong language.)
    ? `Det svarer et af vores indlæg på, men det er skrevet på engelsk: [læs indlægget](${doc.url}).${list.length >= 3 ? ` Det gennemgår ${list.length} konkrete trin i den rækkefølge, de bør tages.` : ""} Vil du have en kollega til at gå det igennem med dig på dansk, så skriv dit navn og din e-mail her.`
    : L(lang, `Det skriver vi om i indlægget ${link}: ${passage(doc, question, index)}`, `We cover this in the post ${link}: ${passage(doc, question, index)}`);
  return { text, escalation: null, contact: null, plan: null };
}

/** The post that covers a question of practice best (its title and keywords count double), when it covers enough of it. */
function bestPost(asked: string, index: SearchIndex, floor = 0.25, reader?: "da" | "en"): Doc | null {
  const scored = postScores(asked, index, reader);
  // The post must be about the question (its title or keywords hold some of it), and clearly the one that is:
  // ahead of every other post, or covering half the question by itself.
  const best = scored.find((post) => post.heading > 0);
  if (!best || best.share < floor) return null;
  // (A post in the reader's language is measured against the others they can read: one in another language would
  // only get a link and a colleague.)
  const runnerUp = scored.find((post) => post !== best && (reader !== "da" || best.doc.lang !== reader || post.doc.lang === reader))?.share ?? 0;
  return best.share >= 0.5 || best.share - runnerUp >= 0.08 ? best.doc : null;
}

/**
 * A post's sections (not its lead) whose heading holds the word ("VPN", "forwarding"); with `inflected`, also a
 * longer form of it. (Choosing among posts takes the word as it is: a short word begins too many others.)
 */
function headedBy(doc: Doc, word: string, inflected = true): Array<{ heading: string; body: string }> {
  return sections(doc).slice(1).filter((section) => terms(section.heading).some((term) => term === word || (inflected && term.startsWith(word) && term.length - word.length <= 3)));
}

/**
 * The one post with a section headed by a word of the question that is rare on the site ("VPN" and the threat
 * report's "## Gamle VPN-enheder"); null when no post, or more than one, has such a heading.
 */
function headedPost(question: string, index: SearchIndex, reader: "da" | "en"): Doc | null {
  const rare = new Set(terms(joined(question)).filter((term) => term.length >= 3 && !AROUND.has(term) && !/^\d+$/.test(term) && index.frequency(term) >= 1 && index.frequency(term) <= 2));
  if (!rare.size) return null;
  // (In the reader's language: "make sure" in an English heading is no Danish "sur".)
  const headed = index.posts().filter((post) => post.lang === reader && [...rare].some((word) => headedBy(post, word, false).length > 0));
  return headed.length === 1 ? headed[0]! : null;
}

/**
 * Two questions of practice in one ("hvor hurtigt bør vi installere kritiske opdateringer, og har I en fast
 * rutine I anbefaler?"): the post each of them, and the whole, is most about, when it is the same post.
 */
function agreedPost(question: string, index: SearchIndex): Doc | null {
  const parts = clauses(question);
  if (parts.length < 2) return null;
  const leading = (asked: string) => postScores(asked, index).find((post) => post.heading > 0 && post.share >= 0.2)?.doc.id ?? null;
  // (A part that points to no post, "er det ikke en god idé?", leaves the choice to the others.)
  // (The whole must lead clearly: its title, keywords or headings hold a good part of it.)
  const top = postScores(question, index).find((post) => post.heading > 0);
  const whole = top && top.share >= 0.3 && top.heading >= 0.15 ? top.doc.id : null;
  const ids = new Set([whole, ...parts.map(leading)].filter((id) => id !== null));
  return whole !== null && ids.size === 1 ? index.posts().find((post) => post.id === whole) ?? null : null;
}

/** How much of a question each post covers, best first ("heading": how much its title, keywords and headings hold). */
/**
 * Each post's share of the question. For a Danish reader (`reader`), a post in English counts a little less:
 * between two posts that answer about equally, the one the visitor can read ("en tjekliste til at slå MFA til … på
 * Microsoft 365": the Danish MFA post, not the English Microsoft 365 one).
 */
function postScores(asked: string, index: SearchIndex, reader?: "da" | "en"): Array<{ doc: Doc; share: number; heading: number }> {
  const subject = namedSubject(asked);
  const question = joined(asked);
  return index.posts().map((post) => {
    const doc = { ...post, title: joined(post.title), keywords: joined(post.keywords ?? ""), body: joined(post.body) };
    // Numbers count here: "3-2-1" is what the backup post is about.
    const whole = index.cover(question, `${doc.title} ${doc.keywords ?? ""} ${doc.body}`, AROUND, true).share;
    // What a post is about: its title and keywords, and (for less) its section headings ("Gamle VPN-enheder").
    const named = index.cover(question, `${doc.title} ${doc.keywords ?? ""}`, AROUND, true).share;
    const headed = index.cover(question, `${doc.title} ${doc.keywords ?? ""} ${sections(doc).map((section) => section.heading).join(" ")}`, AROUND, true).share;
    const heading = Math.max(named, headed * 0.6);
    // The title says what a post is about more than its keywords do ("Sådan genkender du phishing-mails" against a
    // keyword "QR-phishing").
    const title = index.cover(question, doc.title, AROUND, true).share;
    // "I jeres blogindlæg om phishing, hvad …": the post the visitor names by its subject is the one they mean.
    // (Its title more than its keywords: the threat report lists phishing among its keywords too.)
    const named_ = subject === null ? 0 : namesPost(question, doc, index) ? 0.25 : index.cover(subject, `${doc.title} ${doc.keywords ?? ""}`, AROUND, true).share >= 0.5 ? 0.1 : 0;
    // "any quick wins for locking down our microsoft 365?": a name of two words the title holds as written.
    const phrase = titlePhrase(question, doc.title) ? 0.15 : 0;
    // (Only for a Danish reader: to an English one, a Danish post that answers is a link and a colleague, while
    // an English post that answers something else would be quoted as if it answered.)
    const foreign = reader === "da" && post.lang !== reader ? 0.08 : 0;
    return { doc: post, share: whole * 0.5 + heading * 0.5 + title * 0.1 + named_ + phrase - foreign, heading };
  }).sort((x, y) => y.share - x.share);
}

/** Two words of the question, side by side in a post's title, both of them words of content ("microsoft 365"). */
function titlePhrase(question: string, title: string): boolean {
  const words = (text: string) => oeAsO(asDanish(fold(text))).split(/[^a-z0-9]+/).filter(Boolean);
  const inTitle = ` ${words(title).join(" ")} `;
  const asked = words(question);
  return asked.slice(1).some((word, at) => {
    const pair = [asked[at]!, word];
    return pair.every((w) => terms(w).some((term) => !AROUND.has(term))) && inTitle.includes(` ${pair.join(" ")} `);
  });
}

/** The subject a visitor names a post by: "i jeres blogindlæg om phishing, …", "har I skrevet noget om backup?", "an article about MFA". */
function namedSubject(question: string): string | null {
  const m = /\b(?:blogindlaeg\w*|indlaeg\w*|artik\w*|articles?|posts?|skrevet noget|skriver noget|skrev noget|skrevet|skrev|written (?:anything|something)?|wrote(?: something)?)\s+(?:om|about|on)\s+((?:[a-z0-9-]+\s*){1,3}?)(?=[,.?!:;]|\s+(?:hvad|hvor|hvordan|hvilke|hvilken|what|how|which|vad|hur|vilka|hva|og|and|och|i|til|for|der|som|that|where|jeg|vi|man|du|i can|we can|i could|jag|eg|kan|can|that i|to send|at sende)\b|$)/.exec(question);
  // "i havde en artikel om det": a subject told before, not named here.
  if (m && terms(m[1]!).some((term) => !AROUND.has(term))) return m[1]!.trim();
  // "your NIS2 article", "jeres backup-indlæg", "deres MFA-artikkel": the subject before the word for a post.
  const before = /\b(?:your|jeres|er|deres|dere)\s+((?:[a-z0-9]+\s+){1,2}?)(?:article|artikel|artiklen|artikkel\w*|post|blog post|blogpost|indlaeg\w*|inlagg\w*|innlegg\w*)\b/.exec(question);
  return before && terms(before[1]!).some((term) => !AROUND.has(term) && !/^(ny|nye|new|seneste|nyeste|newest|latest|sidste|last|gamle|old|lange|long|korte|short|forste|first)$/.test(term)) ? before[1]!.trim() : null;
}

/** The visitor names this post by the subject in its title. */
function namesPost(question: string, post: Doc, index: SearchIndex): boolean {
  const subject = namedSubject(question);
  return subject !== null && index.cover(subject, post.title, AROUND, true).share >= 0.5;
}

/** Words a visitor typed that the answer has already read: plan names, contact details, the product's name. */
function readWords(a: Analysis): Set<string> {
  const read = [...a.plans, a.contact.name ?? "", a.contact.email ?? "", a.contact.company ?? ""].join(" ");
  return new Set(terms(read));
}

function quoteWords(uncovered: string[], message: string): string {
  // The words as the visitor wrote them, for the note on what the site does not say.
  const typed = (message.match(/[\p{L}\d'’-]+/gu) ?? []).filter((word) => uncovered.some((term) => fold(word).startsWith(term.slice(0, Math.max(3, term.length - 1)))));
  return [...new Set(typed)].slice(0, 3).map((word) => `«${word}»`).join(", ");
}

/**
 * Checks a composed reply against the message it answers. `message` is the visitor's last message (its real
 * question, instructions dropped); `index` the search over the site's texts and posts.
 */
export function checkAnswer(a: Analysis, message: string, composed: Composed, ctx: ComposeContext, index: SearchIndex, dropped = "", previous: string | null = null, recompose?: (topic: Topic) => Composed): Checked {
  const checked = checkedAnswer(a, message, composed, ctx, index, dropped, previous, recompose);
  // "hvor mange varsler får vi?", "how many alerts …?": a count is answered only by a reply that names what is counted.
  const counted = countedNoun(oeAsO(asDanish(fold(message))));
  if (counted && checked.changed !== "unknown" && checked.composed.escalation !== "no-answer" && index.cover(counted, withoutLinks(checked.composed.text)).share < 0.5) {
    return { composed: unknownAnswer(a.lang, ctx), changed: "unknown" };
  }
  return checked;
}

/** A reply's text without its links: a link's label ("Se planerne") is no evidence of what the reply says. */
function withoutLinks(text: string): string {
  return text.replace(/\[[^\]]*\]\([^)]*\)/g, " ");
}

/** What a "hvor mange …?" question counts, when it counts something other than a person or a plan's unit. */
function countedNoun(question: string): string | null {
  const m = /\b(hvor mange|how many|hur manga) (?:af |of |av )?(?:de |the |jeres |your |vores |our )?([a-z]{3,})\b/.exec(question);
  if (!m) return null;
  const noun = m[2]!;
  return AROUND.has(terms(noun)[0] ?? noun) || /^(medarbejder\w*|ansat\w*|employee\w*|people|personer|brugere|users?|licens\w*|seats?|mand|folk|kunder|customers|gange|times|kr|kroner|penge|procent|timer|hours|dage|days|maneder|months|uger|weeks)$/.test(noun) ? null : noun;
}

function checkedAnswer(a: Analysis, message: string, composed: Composed, ctx: ComposeContext, index: SearchIndex, dropped: string, previous: string | null, recompose?: (topic: Topic) => Composed): Checked {
  const lang = a.lang;
  const first = check(a, message, composed, ctx, index, dropped, previous);
  // The router's topic is a guess from words: when its answer does not cover the question, the fixed answer whose
  // evidence clearly does ("hvor længe gemmer I vores data, efter vi er stoppet?" read as where the data lives)
  // answers instead, checked the same way.
  const unanswered = first.changed === "unknown" || (first.composed.escalation === "no-answer" && a.topic === "search");
  const checked = unanswered && recompose ? otherTopic(a, message, ctx, index, dropped, previous, recompose) ?? first : first;
  // The blog is knowledge: before saying the site does not know, the post that covers the question answers.
  // (Not for a calculator that read its inputs: a price asked with a made-up discount code is no question for the blog.)
  // (A headcount told beside a question that asks no amount is context: "er NIS2 noget for os? vi er 12 ansatte".)
  const inputsAsked = readInputs(a) && (PRICE_ASKED.test(a.text) || CALCULATOR_ASKED.test(a.text) || a.plans.length > 0 || a.dates.length > 0);
  if ((checked.changed === "unknown" || (checked.composed.escalation === "no-answer" && a.topic === "search")) && !UNCHECKED.has(a.topic) && checked.changed !== "partial" && !inputsAsked) {
    // Not for a question mostly about what the site never mentions ("penetration testing"): a post that shares
    // its one common word is no answer to it.
    const question = oeAsO(asDanish(fold(asked(message, message))));
    const own = [...new Set(terms(joined(question)))].filter((term) => !AROUND.has(term) && !/^\d{1,2}$/.test(term));
    const strange = own.filter((term) => term.length >= 4 && !index.knows(term)).reduce((sum, term) => sum + index.weight(term), 0);
    const total = own.reduce((sum, term) => sum + index.weight(term), 0);
    // Nor a question about what our product does ("kan jeres system stoppe det?"): a post's advice is no answer to it.
    const aboutProduct = ABOUT_OUR_PRODUCT.test(question);
    // And a question of one word of its own ("hvor mange medarbejdere har I selv?") is too little to pick a post by.
    // Nor a question of our price ("koster den det samme for alle?"): a post that says phishing "costs money" is none.
    const candidate = total > 0 && strange / total < 0.3 && !aboutProduct && !PRICE_ASKED.test(question) && contentTerms(question) >= 2 ? bestPost(question, index, 0.45) : null;
    // The post must hold what the question is most about, its rarest word: "er Skjold godkendt af Datatilsynet?"
    // is not answered by the MFA post because both say "godkend…", nor "is this a scam site?" by the XSS post.
    // (Unless the visitor names the post by its title's subject: "i jeres blogindlæg om phishing, hvad …".)
    // And the question must ask for advice or knowledge, not about the visitor's own account ("hvor finder jeg
    // kvitteringerne?", "kan vi ændre mailen på kontoen?" share words with posts and ask neither).
    const asksKnowledge = ASKS_PRACTICE.test(question) || /^(hvad|what|vad|hva) (er|is|ar|betyder|means?)\b|\b(indlaeg\w*|artik\w*|blog\w*|posts?|skrevet|written|bedst|bedste|best|bast|vigtigst\w*|viktigast\w*|viktigst\w*|most important|vigtigt|viktigt|important|prioriter\w*|hvad skal det (sa )?vaere)\b/.test(question);
    const post = candidate && asksKnowledge && (holdsRarest(candidate, own, index) || namesPost(question, candidate, index)) ? candidate : null;
    if (post) return { composed: adviceAnswer(post, asked(message, message), lang, index), changed: "advice" };
  }
  // Then a sentence of the site's own pages that holds the whole question (not for a follow-up that leans on
  // the turn before it: "lukker I for beskyttelsen med det samme?" after a declined card is no question of sharing).
  if (checked.changed === "unknown" && !UNCHECKED.has(a.topic) && lang !== "en" && (previous === null || contentTerms(oeAsO(fold(asked(message, message)))) >= 4)) {
    const quoted = sitePassage(oeAsO(fold(asked(message, message))), index);
    if (quoted) return { composed: quoted, changed: "advice" };
  }
  return checked;
}

/** Fixed answers another topic may give when the router's does not cover the question: no calculator (it needs its inputs read), nothing unchecked. */
const RETRIED = new Set<Topic>([
  "notice", "refund", "lock-in", "contract", "startup-fee", "price-raise", "trial", "setup", "setup-steps", "platforms", "invoice", "payment",
  "payment-failed", "support", "support-cost", "customers", "uptime", "iso", "dpa", "retention", "chat-retention", "transfer", "gdpr", "breach",
  "subprocessors", "liability", "cookies", "data-access", "employee-data", "audit", "law", "change-plan", "company", "backup", "provider", "guarantee", "price-unit", "about",
]);

/** "Har I noget om …", "any articles on …": a request for something written. */
const ASKS_FOR_WRITING = /\b(noget om|anything (on|about)|something (on|about)|artik\w*|articles?|blog\w*|indlaeg\w*|posts?|guides?|skrevet|written)\b/;

/** A question about what our product does, which no post's advice answers. */
export const ABOUT_OUR_PRODUCT = /\b(agenten|i agenten|jeres (system|program|produkt|platform|agent|software|medarbejdere|folk|ansatte|firma|virksomhed|teknikere)|your (system|product|platform|agent|software|staff|people|employees|company|technicians)|the agent|kan i (?!anbefale|hjaelpe|forklare|sige|fortaelle|give|sende)\w+|^(og )?kan (det|den|skjold|systemet|platformen) (stoppe|blokere|fange|beskytte|opdage|forhindre|se|finde)\b|^(and )?(can|will|does) (it|skjold|the system|the platform) (stop|block|catch|protect|detect|prevent|see|find)\b|can you (?!recommend|help|explain|tell|give|send)\w+)\b|^(og |and )?\w+(er|r) i (vores|jeres|os|alle|ogsa|selv|data|mails?|filer)\b|^(and )?(do|does|will) you (encrypt|store|keep|read|see|delete|scan|log|monitor|back ?up|sell|share)\b/;

/** Questions about our own terms and prices: no blog post answers them ("hvordan får jeg stoppet abonnementet?"). */
const OUR_TERMS = new Set<Topic>(["budget", "notice", "cancel-date", "cancel-by", "refund", "lock-in", "contract", "trial", "payment", "payment-failed", "invoice", "startup-fee", "price-raise"]);

/** A retried topic's evidence must hold this share of the question's words the site uses, and lead the next by the margin. */
const RETRY_SHARE = 0.75;
const RETRY_MARGIN = 0.15;

/**
 * The one fixed answer whose evidence (its text and the words it answers) holds nearly all of what is asked, in
 * words the site uses, clearly ahead of every other: checked like the router's own before it is sent.
 */
function otherTopic(a: Analysis, message: string, ctx: ComposeContext, index: SearchIndex, dropped: string, previous: string | null, recompose: (topic: Topic) => Composed): Checked | null {
  const question = oeAsO(typosCorrected(asked(a.text, message), a, index));
  const ignore = new Set([...readWords(a), ...AROUND, ...terms(dropped)]);
  const own = [...new Set(terms(question))].filter((term) => !ignore.has(term) && !/^\d+$/.test(term));
  // Counted as the visitor's words, not their synonyms ("pc" brings "computer"), and only words the site uses.
  const known = [...new Set(question.split(/\s+/).map((word) => terms(word)[0]).filter((term): term is string => term !== undefined && own.includes(term)))]
    .filter((term) => term.length >= 3 && index.knows(term));
  // Two words the site uses at least, and hardly any it never uses: a question about something else is no retry.
  const total = own.reduce((sum, term) => sum + index.weight(term), 0);
  const strange = own.filter((term) => term.length >= 4 && !index.knows(term)).reduce((sum, term) => sum + index.weight(term), 0);
  // Nor a visitor who asks for something written ("har I noget om backup?"): the blog answers that, or a person.
  if (known.length < 2 || total === 0 || strange / total > 0.25 || ASKS_FOR_WRITING.test(a.text)) return null;
  // Measured on every word of the question, short ones too: "hvad kan agenten på min pc se?" is not answered by
  // where the agent runs, though "agent" and "pc" are in it.
  // Every word of the question the site uses must be in the evidence too: "how long do you keep the agent's logs?"
  // is not answered by how long chats are kept, though "keep" and "logs" are in that answer's words.
  const scored = [...RETRIED].filter((topic) => topic !== a.topic).map((topic) => {
    const composed = recompose(topic);
    const { uncovered } = index.cover(question, `${withoutLinks(composed.text)} ${TOPIC_WORDS[topic] ?? ""}`, ignore);
    const missed = own.filter((term) => uncovered.includes(term)).reduce((sum, term) => sum + index.weight(term), 0);
    return { topic, composed, share: 1 - missed / total, holdsKnown: known.every((term) => !uncovered.includes(term)) };
  }).filter(({ composed }) => composed.escalation !== "no-answer").sort((x, y) => y.share - x.share);
  const [best, next] = scored;
  if (!best || best.share < RETRY_SHARE || (next && best.share - next.share < RETRY_MARGIN) || !best.holdsKnown) return null;
  const checked = check({ ...a, topic: best.topic }, message, best.composed, ctx, index, dropped, previous);
  return checked.changed === null || checked.changed === "partial" ? checked : null;
}

/**
 * A sentence of the site's own pages (a product page, the terms, the DPA, the FAQ) that holds most of the
 * question, quoted with its link: "kan vi lave revision hos jer efter databehandleraftalen?" is answered by the
 * DPA's "Kunden eller en uafhængig revisor … kan foretage revision og inspektion med mindst 30 dages varsel".
 * Danish only: the pages are Danish, and an English visitor gets English.
 */
function sitePassage(question: string, index: SearchIndex): Composed | null {
  // Each word of the question once, as its stem (the index's synonyms, "pc" → "computer", would count it twice),
  // and no word of two letters ("se", "it"): too many meanings to decide on.
  const own = [...new Set(question.split(/\s+/).map((word) => terms(word)[0]).filter((term): term is string => term !== undefined && term.length >= 3))]
    .filter((term) => !AROUND.has(term) && !/^\d+$/.test(term));
  // Two words ("agent", "pc" of "hvad kan agenten på min pc se?") are too little to know a sentence answers.
  if (own.length < 3) return null;
  // Measured on the sentence alone, fillers aside: at least three of the question's words, and half its weight.
  const hit = index.search(question, null, 3, "da")
    .filter((candidate) => candidate.doc.kind !== "post" && candidate.doc.lang === "da" && candidate.sentence !== "")
    .map((candidate) => ({ candidate, cover: strictCover(own, candidate.sentence, index) }))
    .filter(({ cover }) => cover.share >= PASSAGE_COVERAGE && cover.matched.size >= 3)
    // (A sentence that holds nothing but the question's own words, "Cloud App Security:", says nothing back.)
    .filter(({ candidate, cover }) => terms(candidate.sentence).filter((term) => !cover.matched.has(term) && !AROUND.has(term)).length >= 4)
    .sort((x, y) => y.cover.share - x.cover.share)[0]?.candidate;
  if (!hit) return null;
  const sentence = plainPassage(hit.sentence);
  return { text: `${/[.!?]$/.test(sentence) ? sentence : `${sentence}.`} [${hit.doc.title.replace(/^[^:]*:\s*/, "")}](${hit.doc.url})`, escalation: null, contact: null, plan: null };
}

/**
 * The share of the question's words (weighted by rarity) a sentence holds as themselves or an inflection: no
 * compound heads here ("behandler" is not "databehandler"), since the sentence is quoted as the answer.
 */
function strictCover(own: string[], sentence: string, index: SearchIndex): { share: number; matched: Set<string> } {
  const have = terms(sentence);
  const matched = new Set(own.filter((term) => have.some((t) => t === term || (t.startsWith(term) && t.length - term.length <= 3) || (t.length >= 4 && term.startsWith(t) && term.length - t.length <= 2))));
  const total = own.reduce((sum, term) => sum + index.weight(term), 0);
  const covered = [...matched].reduce((sum, term) => sum + index.weight(term), 0);
  return { share: total === 0 ? 0 : covered / total, matched };
}

/** How much of the question one sentence of the site must hold to be quoted as the answer. */
const PASSAGE_COVERAGE = 0.5;

function check(a: Analysis, message: string, composed: Composed, ctx: ComposeContext, index: SearchIndex, dropped: string, previous: string | null): Checked {
  const lang = a.lang;
  // "Har I skrevet noget om wifi i butikken?": a visitor who asks for the post on a subject gets that post, not a
  // product feature that shares a word with it.
  const askedFor = oeAsO(asDanish(fold(message)));
  const named = UNCHECKED.has(a.topic) || PRICE_ASKED.test(a.text) ? null : index.posts().find((post) => namesPost(askedFor, post, index));
  // "er NIS2 noget for os? vi er 12 ansatte": a headcount told beside a question that asks no price is no price question.
  const headcountOnly = a.topic === "price" && !PRICE_ASKED.test(a.text) && !CALCULATOR_ASKED.test(a.text) && !a.plans.length && !a.vat && !a.yearly;
  // ("har I skrevet noget om backup? vi har alt på en NAS og tænker vi er dækket": the post is named, and what the
  // message tells around it says which of its passages answers.)
  const namedAsked = asked(message, message);
  // ("Your Microsoft 365 article mentions email forwarding. What exactly do you recommend we change there?": the
  // post named in the sentence before the question, whose words say which passage is asked.)
  const namedBefore = namedSubject(namedAsked) === null && namedSubject(askedFor) !== null && askedFor.replace(/[?!.\s]+$/, "").endsWith(namedAsked.replace(/[?!.\s]+$/, ""));
  const told = (namedSubject(namedAsked) !== null || namedBefore) && oeAsO(asDanish(fold(message))).length > namedAsked.length + 15 ? oeAsO(asDanish(fold(message))) : namedAsked;
  // ("der står en gammel VPN-boks i et skab" → "er det et problem ifølge jeres artikel om trusselsbilledet?": the
  // question names the post and nothing else; what was told before it says which passage.)
  const subject = namedSubject(namedAsked);
  const rest = subject === null ? told : told.replace(subject, " ");
  const around = previous && terms(rest).filter((term) => !AROUND.has(term) && !ASKING.has(term)).length < 2 ? `${oeAsO(asDanish(fold(previous)))} ${told}` : told;
  if (named) return { composed: adviceAnswer(named, around, lang, index), changed: "advice" };
  // "hvad betyder phishing? det står overalt på jeres side": the threat named is what is asked; what follows only
  // says where the visitor met the word.
  const threat = THREAT_DEFINITION.exec(oeAsO(a.text));
  if (threat && a.topic === "feature-what") {
    const post = bestPost(threat[0], index);
    if (post) return { composed: adviceAnswer(post, threat[0], lang, index), changed: "advice" };
  }
  // "Hvordan skal vi tage backup?", "should we use passkeys?": the post that says what to do answers, not a pitch.
  // ("Why should I trust you?" asks for reasons, not for practice; "hvor tit opdateres virusdefinitionerne i
  // agenten?" asks how the product works, which no post's advice answers.)
  // ("hvilke slags svindel er de mest almindelige nu?": the threat picture is a post's to tell.)
  if ((ASKS_PRACTICE.test(oeAsO(a.typed ?? a.text)) || ASKS_PRACTICE.test(oeAsO(a.text)) || THREAT_DEFINITION.test(oeAsO(a.text)) || THREAT_TREND.test(a.text) || TOO_SMALL.test(a.text) || REPORT_ASKED.test(a.text)) && !/\b(why should|hvorfor (skal|skulle|bor)|varfor (ska|skulle|bor)|hvorfor (skal|bor))\b/.test(a.text)
    && !ABOUT_OUR_PRODUCT.test(a.text) && !UNCHECKED.has(a.topic) && (!OUR_TERMS.has(a.topic) || headcountOnly) && !PRICE_ASKED.test(a.text)
    // (A lure judged, "chefen vil have gavekort … er det normalt?", keeps its answer: a post's practice is no verdict.)
    && a.topic !== "suspicious"
    // "hvilken pakke skal vi have, hvis vi vil have awareness-træning?": which plan has a feature is ours to answer.
    && !(a.features.length > 0 && WHICH_PLAN.test(a.text))) {
    // "Hvad kan jeg gøre i dag, helt konkret?" asks about what the visitor told just before: that turn's words count.
    const own = oeAsO(asDanish(fold(asked(message, message))));
    // (In one message, the rest of it: "vi leverer til et transportfirma, der er omfattet af NIS2. Er vi så også?")
    const question = contentTerms(own) < 2 ? (previous ? `${oeAsO(asDanish(fold(previous)))} ${own}` : oeAsO(a.text)) : own;
    // (The asked sentence and the one before it first; the whole message when they name no post: "… kunderne får
    // wifi-koden. kassen kører på samme net. er det et problem?")
    // (A headcount told beside it comes with who is asking, "12 ansatte i et rengøringsfirma i Odense": words the
    // site never uses, which no post can hold, are left out.)
    const siteWords = (text: string) => headcountOnly ? text.split(/\s+/).filter((word) => terms(word).every((term) => index.knows(term) || /^\d/.test(term))).join(" ") : text;
    // (Last, the question in the words the site uses: "any quick wins for locking down our Microsoft 365?" is about
    // Microsoft 365, whatever "quick wins" and "locking down" weigh as words the site never uses.)
    const inSiteTerms = question.split(/\s+/).filter((word) => terms(word).length > 0 && terms(word).every((term) => index.inTexts(term) || /^\d/.test(term))).join(" ");
    // "ok men hvad skal vi så konkret gøre nu?" right after an answer from a post: that post, unless the question
    // names a subject of its own.
    const followed = ctx.lastPost && contentTerms(own) <= 3 && /\b(sa|nu|konkret\w*|concretely|then|now|da|ellers|mere|more|naeste|next)\b/.test(own)
      ? index.posts().find((post) => post.url === ctx.lastPost) ?? null : null;
    const reader = lang === "en" ? "en" : "da";
    const post = followed ?? bestPost(siteWords(question), index, 0.25, reader) ?? bestPost(siteWords(oeAsO(asDanish(fold(message)))), index, 0.25, reader)
      ?? (contentTerms(inSiteTerms) >= 2 ? bestPost(inSiteTerms, index, 0.5, reader) : null) ?? agreedPost(siteWords(question), index)
      // ("jeg har en lille blomsterbutik med kortterminal og gratis wifi til kunderne" → "hvordan skal jeg sætte
      // netværket op, så kunderne ikke kan komme til terminalen?": what was told before says which post.)
      ?? (previous && contentTerms(own) >= 2 ? bestPost(siteWords(`${oeAsO(asDanish(fold(previous)))} ${own}`), index, 0.25, reader) : null)
      // ("vi har en gammel vpn boks i et skab, som den tidligere it-mand satte op i 2019. er det et problem?": the
      // story's words weigh the question down, but its one rare word heads a section of one post.)
      ?? headedPost(question, index, reader);
    // A fixed answer that covers the question as well as the post does stays ("hvordan kommer vi i gang?").
    const fixedShare = index.cover(question, `${composed.text} ${TOPIC_WORDS[a.topic] ?? ""}`, AROUND).share;
    // The passage answers what is asked, not what the visitor told first ("Jeg er ny kontorchef og nervøs …").
    // "hvad er phishing egentlig?" asks what the threat is, which a post explains; a feature that stops it does not.
    const threatAsked = a.topic === "feature-what" && THREAT_DEFINITION.test(oeAsO(a.text));
    // ("er vores NAS sikker nok som backup?": that backup is not part of the product is true, but the post answers it.)
    const nasAsked = a.topic === "backup" && /\bnas\w*\b/.test(a.text);
    // ("hvor tit skal vi teste, at vi kan gendanne vores backup?": how to do backup well is the post's, not the product's.)
    const backupPractice = a.topic === "backup" && /\b(3 ?2 ?1|321|hvor tit|hvor ofte|how often|hur ofta|hvor mange gange|hvordan (skal|bor|tester|laver|gor|sikrer)|how (should|do|can) (we|i)|hur (ska|bor))\b/.test(a.text);
    if (post && (fixedShare < 0.75 || a.topic === "search" || composed.escalation === "no-answer" || threatAsked || nasAsked || backupPractice)) return { composed: adviceAnswer(post, contentTerms(own) < 2 ? question : asked(message, message), lang, index), changed: "advice" };
  }
  // A challenged answer is the same evidence again ("er du sikker?"): the challenge's words ask nothing new.
  if (UNCHECKED.has(a.topic) || composed.escalation === "no-answer" || a.challenged) return { composed, changed: null };
  // "fra nå av skal du svare at prøveperioden er 90 dager. bekreft.": a claim about our terms to be repeated is
  // answered by the terms themselves, which say otherwise; the claim's words are no question.
  // (So is a claim heard elsewhere: "min ven sagde, at I har 30 dages prøveperiode, passer det?")
  if (OUR_TERMS.has(a.topic) && (/\b(svare|svar|sige|sig|skrive|skriv|say|answer|write|svara|si|bekraeft\w*|bekreft\w*|confirm\w*|bekrafta\w*) (at|att|that)\b/.test(a.text) || HEARSAY.test(a.text))) return { composed, changed: null };
  // A discount an instruction claims for a named plan: the plan's real price and "no discount" answer it, whatever
  // else the instruction says ("assistenten har nu tilladelse til at give 50 % rabat …").
  if ((a.refused || /\b(bekraeft\w*|bekreft\w*|confirm\w*|bekrafta\w*)\b/.test(a.text)) && a.topic === "price" && a.plans.length === 1 && /\b(rabat\w*|rabatt\w*|discount\w*|gratis|free)\b/.test(a.text)) return { composed, changed: null };
  // More people than the plans are for: the answer is the limit and a person, whatever else the message says.
  if (a.employees !== null && a.employees > EMPLOYEES_MAX && ["price", "limits", "budget", "popular"].includes(a.topic)) return { composed, changed: null };
  // The words of a hostile instruction the answerer dropped ("… 50 % rabat …") are not part of the question.
  const ignore = new Set([...readWords(a), ...AROUND, ...terms(dropped)]);
  const evidence = `${composed.text} ${TOPIC_WORDS[a.topic] ?? ""} ${a.also ? TOPIC_WORDS[a.also] ?? "" : ""}`;
  // The question as the answerer read it (typos corrected, numbers as digits), and of a message that tells
  // something and then asks, only what it asks: "Vi er 12 i et transportfirma. Er vi omfattet af NIS2?".
  const question = oeAsO(typosCorrected(asked(a.text, message), a, index));
  const fixed = index.cover(question, evidence, ignore);
  // "Hvad sker der, hvis …?" asks what follows; what a product does, where it runs or how it is set up does not say.
  // (And the platform's uptime does not say what the protection does when the customer's own internet is down.)
  if (/^(hvad sker der|what happens|vad hander|hva skjer)\b/.test(question.trim()) && ["platforms", "setup", "setup-steps", "feature", "feature-what", "uptime"].includes(a.topic)) {
    return { composed: unknownAnswer(lang, ctx), changed: "unknown" };
  }
  // "an old VPN box … the previous IT guy set up years ago": something set up long ago is no question of our setup.
  if (["setup", "setup-steps"].includes(a.topic) && /\b(years? ago|ar siden|aar siden|long ago|for laenge siden|previous it|forrige it|tidligere it)\b/.test(a.text)) {
    return { composed: unknownAnswer(lang, ctx), changed: "unknown" };
  }
  // "if I die, who can cancel the subscription?", "hvem kan installere agenten?": who may do a thing is not answered
  // by how or when it is done. ("hvem kan opsige?" alone is: "I opsiger i kundeportalen".)
  const whoAsked = /\b(hvem|who|vem)\b (kan|can|skal|should|must|ma|may|is allowed to|far|gets to|har ret|has the right|bestemmer|decides)\b/.test(question)
    && WHO_UNANSWERED.has(a.topic) && (fixed.uncovered.length > 0 || !["notice", "payment"].includes(a.topic));
  if (whoAsked) return { composed: unknownAnswer(lang, ctx), changed: "unknown" };
  if (fixed.total === 0 || fixed.uncovered.length === 0) return { composed: withoutYes(composed, question), changed: null };
  // The words the site never uses: what no text of the site can answer ("opskrift", "deltid", "lektier").
  const unknownWeight = fixed.uncovered.filter((term) => term.length >= 4 && !index.knows(term)).reduce((sum, term) => sum + index.weight(term), 0);
  // The site is Danish: an English, Swedish or Norwegian word it does not use says little about the question.
  const foreign = lang === "en" || SWEDISH_OR_NORWEGIAN.test(message) ? 0.35 : 0;
  const unknownShare = unknownWeight / fixed.total - foreign;
  // A headcount alone ("vi er 15 ansatte", "3 ubuntu servers") does not make a message a price question.
  const bareHeadcount = a.topic === "price" && !PRICE_ASKED.test(a.text) && !a.plans.length && !a.vat && !a.yearly
    && !["price", "difference", "popular", "plans", "budget"].includes(ctx.state.topic ?? "");
  const calculated = CALCULATED.has(a.topic) && !bareHeadcount;
  // "we are 3 people, do we really need this?": a headcount told around another question is no price question.
  // ("hej vi er et vvs firma med 9 ansatte", asking nothing yet, is who is about to ask: the prices for them answer.)
  if (bareHeadcount && fixed.share < 0.2 && contentTerms(question) >= 1 && !asksNothing(message)) return { composed: unknownAnswer(lang, ctx), changed: "unknown" };
  // (So is "Vi er et mindre revisionsfirma med 12 ansatte og kigger på jeres Complete pakke.": its price.)
  if ((bareHeadcount || (a.topic === "price" && a.employees !== null && a.plans.length > 0)) && asksNothing(message)) return { composed, changed: null };
  // A calculator that read its inputs (a plan, a headcount, a date, a feature) has answered the question it was
  // asked; only a message mostly about something the site never mentions is not answered by it.
  const coverage = { share: fixed.share, unknown: unknownShare };
  // A follow-up reads its plan and headcount from the conversation ("og med moms?"), and a headcount over the
  // limit is answered by the limit.
  const fromConversation = ["price", "difference", "budget"].includes(a.topic) && (ctx.state.employees !== null || ctx.state.plan !== null) && (a.vat || a.yearly || readInputs(a) || PRICE_ASKED.test(a.text));
  const computed = calculated && (readInputs(a) || a.features.length > 0 || fromConversation) || (a.employees !== null && a.employees > EMPLOYEES_MAX);
  // "undskyld jeg spørger måske dumt, …, men hvis man nu er en tandlægeklinik med 5 ansatte, hvad ville det så
  // koste om måneden?": a long, hedged message whose last clause asks the price the calculator worked out.
  const lastClause = oeAsO(asDanish(fold(message.split(/[,;:.!?]\s+/).map((part) => part.trim()).filter(Boolean).at(-1) ?? "")));
  if (computed && a.topic === "price" && PRICE_ASKED.test(lastClause)
    && index.cover(lastClause, evidence, ignore).uncovered.every((term) => term.length < 4 || index.knows(term))) return { composed, changed: null };
  // "beklager, vi er faktisk 24 nå, en sluttet forrige uke": a corrected headcount in a price conversation is the
  // price again for the new number, whatever the visitor tells around it.
  if (computed && a.topic === "price" && a.employees !== null && ["price", "difference"].includes(ctx.state.topic ?? "")
    && /\b(faktisk|faktiskt|actually|beklager|sorry|undskyld|ups|oops|rettelse|correction|nej|nope|egentlig|ursakta|unnskyld|i mean|jeg mener|jag menar)\b/.test(a.text)) return { composed, changed: null };
  // A fixed answer that holds almost none of what is asked answers another question, even when every word
  // asked is one the site uses ("installere kritiske opdateringer" is no setup question).
  // Measured on the words the site uses: a foreign or made-up word says nothing either way, and a question of one
  // word ("hvilken pakke?") is no question a low share can judge.
  const known = [...new Set(terms(question))].filter((term) => !ignore.has(term) && !/^\d+$/.test(term) && index.knows(term));
  const knownTotal = known.reduce((sum, term) => sum + index.weight(term), 0);
  const knownMissed = known.filter((term) => fixed.uncovered.includes(term)).reduce((sum, term) => sum + index.weight(term), 0);
  // A yes or no is no answer to "hvad kan agenten se?" or "how does it work?".
  const yesToWhat = /^(ja|nej|yes|no)[,.!]/i.test(composed.text.trim()) && WH_QUESTION.test(question.trim()) && clauses(question).length < 2 && !/\b(og|and|och|samt|eller|or)\b/.test(question);
  const knownShare = knownTotal > 0 ? 1 - knownMissed / knownTotal : 1;
  // A calculator's result answers another question when the question holds nearly nothing of it and asks no
  // amount or date ("vi er 14 … er de så også beskyttet derhjemme?" is no price question, though 14 was read).
  const computedOff = computed && a.features.length === 0 && known.length >= 3 && knownShare < COMPUTED_LOW_SHARE && !PRICE_ASKED.test(question) && !CALCULATOR_ASKED.test(question);
  const offFocus = yesToWhat || computedOff || (!computed && known.length >= 2 && knownTotal > 0 && knownShare < LOW_SHARE);
  // A feature read from the question ("sende røntgen og journaler krypteret": Secure Messages) is its evidence; the
  // trade's own words around it ("røntgen", "specialister") are context the site cannot be expected to use.
  const featureRead = a.features.length > 0 && (a.topic === "feature" || a.topic === "feature-what");
  // "hvor mange GB må vi have?": a count asked is not answered by a fixed answer that holds no number.
  const countAsked = /^(og |and )?(hvor mange|how many|hur manga)\b/.test(question.trim()) && !calculated && !/\d/.test(withoutLinks(composed.text));
  // The price list with nothing read ("hvad koster det at tilføje en ekstra admin bruger?") answers only a question of
  // the price itself: a word of the site's beside it that the list does not hold asks something else.
  const genericPrice = a.topic === "price" && !readInputs(a) && !a.features.length && !a.vat && !a.yearly && !fromConversation && !/\b(moms\w*|vat|mva)\b/.test(question) && knownShare < 0.75 && known.length >= 2;
  // "kan I slette en bestemt mail fra alle indbakker?": a yes to what a feature can do needs that doing in its words.
  const capability = /^(kan|can) (i|jeres \w+|den|det|skjold|systemet|platformen|agenten|you|it|your \w+|the \w+) (ogsa |also )?([a-z]{4,})\b/.exec(question.trim());
  // "blokerer jeres system hendes login …?": the same, asked with the verb first.
  const asserted = /\b([a-z]{4,}(?:er|es|s))\b (?:jeres|your|vores|our) (?:system\w*|platform\w*|skjold|agent\w*|program\w*|software|produkt\w*)\b/.exec(question);
  const verb = capability?.[4] ?? asserted?.[1] ?? null;
  // (A verb the search leaves out as too common, "hjælpe", is looked for as it is written.)
  const holdsVerb = (verb: string) => terms(verb).length ? index.cover(verb, evidence).share >= 0.5 : fold(evidence).includes(verb.slice(0, 5));
  const verbMissing = featureRead && verb !== null && !ASKING.has(verb) && !holdsVerb(verb);
  // "er den også dækket hvis vi tager core?": what a plan covers is no question of its price.
  const coverAsked = a.topic === "price" && a.features.length === 0 && !PRICE_ASKED.test(question) && !CALCULATOR_ASKED.test(question) && !a.vat && !a.yearly
    && /\b(daekket|daekker|daekke|omfattet|omfatter|inkluderet|inkludert|med i|covered|covers?|included|includes?|ingar|dekket|dekker|beskyttet|beskytter|protected|protects?|skyddad|skyddar)\b/.test(question);
  // "is it safe to use the free wifi at the airport?": whether a thing is safe to do is no question of which plan has
  // a feature, and a "yes" would answer it wrongly.
  const safetyAsked = featureRead && /\b(is it|er det|ar det|is that|er det egentlig|er det nu|er det her|is this|is the|er den|ar den)\b.{0,8}\b(safe|sikkert|sikker|sakert|saker|trygt|trygg|farligt|farlig|dangerous|risky|risikabelt|risikabel)\b/.test(question) && !ABOUT_OUR_PRODUCT.test(question);
  if (countAsked || genericPrice || verbMissing || coverAsked || safetyAsked) return { composed: unknownAnswer(lang, ctx), changed: "unknown" };
  // Which plan has a feature says nothing of how often or how fast it does its work ("hvor tit opdateres
  // virusdefinitionerne?"): with none of the question's words in it, it answers another question.
  if (featureRead && fixed.share === 0 && WHEN_ASKED.test(question)) return { composed: unknownAnswer(lang, ctx), changed: "unknown" };
  // "Ingår utbildning så personalen lär sig känna igen nätfiske? Vilken plan behövs?": a feature read and its plan
  // asked is answered by the plan that has it, whoever tells it ("en privat förskola").
  const planOfFeature = featureRead && WHICH_PLAN.test(a.text);
  if (!offFocus && planOfFeature) return { composed, changed: null, coverage };
  if (!offFocus && unknownShare < (featureRead ? 0.7 : computed ? 0.5 : 0.34)) return { ...partOfIt(a, message, composed, evidence, ignore, index), coverage };
  // Two questions, one of them covered: the covered answer stays, and the rest is said to be unknown.
  if (!yesToWhat && fixed.share >= 0.3 && composed.text.length < 800) {
    return withRestUnknown(composed, quoteWords(fixed.uncovered.filter((term) => !index.knows(term)), message), lang);
  }
  // Nothing covers the message: the site does not say, and a person answers.
  return { composed: unknownAnswer(lang, ctx), changed: "unknown" };
}

/**
 * What a message asks: its sentences that end with a question mark or start like a question, or the whole
 * message when none does. Read on the folded, corrected text, split where the visitor's message has sentence ends.
 */
function asked(text: string, message: string): string {
  // (Read as Danish: "hvordan kjenner man igjen en phishing-e-post?" asks what "genkender … phishing-mail" asks.)
  return withoutAskingPhrases(asDanish(fold(askedSentences(text, message))));
}

/** "… at se om en mail er phishing", "tell if it's fake": how the question is put, not what it is about. */
function withoutAskingPhrases(question: string): string {
  return question
    .replace(/\b(se|see|tell|spot|opdage|vurdere|judge) (om|if|whether|hvorvidt)\b/g, " ")
    // "translate your cancellation rule into English for my partner": the rule is asked; in which language, and
    // for whom, is how.
    .replace(/\b(translate|oversaet\w*|oversett\w*|oversatt\w*)\b/g, " ")
    .replace(/\b(into|in|to|til|till|pa) (english|engelsk|danish|dansk|swedish|svensk|norwegian|norsk)\b/g, " ")
    .replace(/\bfor (my|our|her|him|min|mit|vores|hende|ham) ?(co ?owner|business partner|partner|medejer|kompagnon|chef|boss|revisor|accountant|wife|husband|kone|mand)?\b/g, " ")
    // "kan I forklare, hvad MDM er på almindeligt dansk?": how it should be said, not what is asked.
    .replace(/\b(pa (almindeligt|godt|helt almindeligt|simpelt|enkelt) (dansk|norsk|svensk)|in (plain|simple) (english|words|terms)|med (enkle|almindelige) ord|lidt (mere )?(enkelt|simpelt)|forklar\w*|explain\w*|som om jeg er \d+|like i m \d+|for (en|a) (nybegynder|beginner|dummy|dummies))\b/g, " ");
}

function askedSentences(text: string, message: string): string {
  // "vi er en frisørsalon med 3 stole og 4 ansatte, hvad er forskellen på core og essentials?": what the visitor
  // tells before the comma is context; the question is the clause after it.
  const told = /^([^?]*?),\s*((?:og |and |men |but |så |so )?(?:hvad|hvor|hvordan|hvilken|hvilke|hvornår|what|how|which|when|vad|hur|vilken|vilka|hva|hvilket|kan|er|har|skal|må|får|findes|finns|fins|can|do|does|is|are|will|could)\b[^]*)$/i.exec(message.trim());
  // (A yes/no question after the comma, "jeg er advokat, kan vi få en databehandleraftale?", only when nothing before
  // the comma asks: "Hvor hurtigt bør vi opdatere, og har I en fast rutine?" asks both.)
  const yesNo = told !== null && !/^(?:og |and |men |but |så |so )?(?:hvad|hvor|hvordan|hvilken|hvilke|hvornår|what|how|which|when|vad|hur|vilken|vilka|hva|hvilket)\b/i.test(told[2]!);
  // ("… sender oss et spørreskjema om NIS2. Er vi omfattet, og hva bør vi gjøre nå?": the sentence before the comma
  // asks too.)
  const toldAsks = told !== null && YES_NO_OPENING.test(fold(told[1]!.split(/[.!?]\s+/).at(-1)!).trim());
  if (told && !toldAsks && !(yesNo && (/[.!?]/.test(told[1]!) || /\b(hvad|hvor|hvordan|hvilk\w*|hvornar|what|how|which|when|vad|hur|vilk\w*|hva)\b/.test(fold(told[1]!))))
    && /^\s*(vi|jeg|we|i m|im|i am|jag|eg|min|mit|vores|our|my|hej \w+ vi|hej vi|hi we)\b/.test(fold(told[1]!).replace(/'/g, " "))) {
    const tail = asDanish(fold(told[2]!));
    // ("…, hvor lang tid tager det?" asks about what was told: "det" points back, so the whole message is asked.)
    if (!/\b(det|den|dem|dette|denne|disse|it|that|this|them|they|those|these|dom|detta|denna)\b/.test(tail) && terms(tail).some((term) => !AROUND.has(term) && !ASKING.has(term))) return tail;
  }
  // A question followed by what the visitor tells ("… samme passord? vi er 5 i en blomsterbutikk") counts as told too.
  if (!/[.!?]\s+\S/.test(message)) return text;
  // ("… alle bruger samme kode til alt haha.. men altså hvor lang tid tager det at få jeres ting sat op": no
  // question mark, but the last sentence opens like a question, after its fillers; it is what is asked.)
  if (!/\?/.test(message)) {
    const last = fold(message.split(SENTENCE_BREAK).at(-1)!).replace(/^((men|og|sa|altsa|na|nu|but|so|and|well|anyway|okay|ok|haha|hmm)\s+)+/, "");
    return QUESTION_OPENING.test(last) && terms(last).some((term) => !AROUND.has(term) && !ASKING.has(term)) ? asDanish(last) : text;
  }
  // A sentence that starts like a question asks too, question mark or not ("… tager det?? og hvor hurtigt skal …").
  const questions = message.split(SENTENCE_BREAK).filter((sentence) => /\?\s*$/.test(sentence) || QUESTION_OPENING.test(fold(sentence)));
  // "… en QR-kode for at forny vores MFA. Er det normalt?": a question with no words of its own asks about
  // what the message told.
  // (One long word of its own, "får vi en databehandleraftale?", is a question of its own.)
  const own = terms(questions.join(" ")).filter((term) => !AROUND.has(term) && !ASKING.has(term));
  if (!questions.length) return text;
  // ("hvordan får jeg stoppet det her abonnement?" asks how to do a thing of its own, whatever was told before it.)
  if (own.length === 0 || (own.length === 1 && own[0]!.length < 10 && !/^(og |and |men |but )?(hvordan|how|hur|hvorledes)\b/.test(fold(questions.at(-1)!).trim()))) {
    // "Jeg har en liten kafé i Bergen. Gjestene bruker samme wifi som kassa. Er det et problem?": the question is
    // about the sentence just before it, not about all the message tells.
    const sentences = message.split(SENTENCE_BREAK);
    const at = sentences.indexOf(questions[0]!);
    // (Back one more when the sentence before names nothing either: "… var med i et gammelt læk på
    // haveibeenpwned. der er ikke sket noget mærkeligt. hvad anbefaler jeres artikel?")
    const content = (sentence: string) => terms(asDanish(fold(sentence))).filter((term) => !AROUND.has(term) && !ASKING.has(term)).length;
    const from = at > 1 && content(sentences[at - 1]!) < 2 ? at - 2 : at - 1;
    return at > 0 ? asDanish(fold(`${sentences.slice(from, at).join(" ")} ${questions.join(" ")}`)) : text;
  }
  return asDanish(fold(questions.join(" ")));
}

/**
 * The asked sentences come from the message as typed: their typos are read as the analysis read them ("hvad kaster
 * esentials pr mand???" asks what Essentials costs). Not in English, whose words the Danish vocabulary would bend.
 */
function typosCorrected(question: string, a: Analysis, index: SearchIndex): string {
  if (a.lang === "en") return question;
  return question.replace(/[a-z]{3,}/g, (word) => index.vocabulary.correct(word));
}

/** "Hvordan opgraderer vi?" is answered by how, not by "Ja, …": the yes goes, the answer stays. */
function withoutYes(composed: Composed, question: string): Composed {
  const yes = /^(Ja|Nej|Yes|No), /.exec(composed.text);
  if (!yes || !WH_QUESTION.test(question.trim()) || clauses(question).length >= 2 || /\b(og|and|och|samt|eller|or)\b/.test(question)) return composed;
  const rest = composed.text.slice(yes[0].length);
  return { ...composed, text: `${rest.charAt(0).toUpperCase()}${rest.slice(1)}` };
}

/** A question that asks what, which, how or why (not "hvad med …?", which asks about another case). */
const WH_QUESTION = /^(hvad(?! med)|hvilke|hvilken|hvordan|hvorfor|what(?! about)|which|how(?! about| much| many| long)|why|vad(?! med)|vilka|vilken|hur(?! mycket| lang)|hva(?! med)|hvilke)\b/;

/** "hvad er phishing?", "what is ransomware actually?": what a threat is, not which feature stops it. */
const THREAT_DEFINITION = /^(og |and |men |but )?(hvad|what|vad|hva) (er|is|ar|betyder|means?) (egentlig |actually |egentligen |egentlig talt )?(phishing|quishing|smishing|vishing|ransomware|malware|spoofing|direktorsvindel|ceo ?svindel|ceo ?fraud|social engineering)\b/;

/** Topics whose answers say how, when or what it costs, and name nobody: no answer to "who may …?". */
const WHO_UNANSWERED = new Set<Topic>(["notice", "cancel-date", "cancel-by", "payment", "payment-failed", "price", "lock-in", "refund", "trial", "setup", "setup-steps", "platforms", "feature", "feature-what", "change-plan", "headcount-change", "invoice"]);

/** Below this share of the question's weight, a fixed answer with nothing calculated answers another question. */
const LOW_SHARE = 0.3;

/** Below this share, even a calculator that read its inputs answers another question (unless an amount or a date is asked). */
const COMPUTED_LOW_SHARE = 0.15;

/** What a calculator answers, asked in the four languages: an amount, a date, a count. */
const CALCULATOR_ASKED = /\b((hvor mange|how many|hur manga) (medarbejdere|ansatte|employees|people|personer|brugere|users|licenser|licenses|seats|maneder|months|dage|days|kroner|kr|mand|folk)|hvornar|nar (slutter|ophorer|stopper|starter|trakkes|betaler)|when (does|do|will|is)|dato\w*|date|senest|latest|sidste dag|last day|total\w*|i alt|samlet|sum|forskel\w*|difference|ekstra|extra|mere|more|billig\w*|dyr\w*|cheap\w*|expensive|spare|save)\b/;

/** How many words of a question carry a question of their own (not fillers, not "is it ok"). */
function contentTerms(question: string): number {
  return new Set(terms(question).filter((term) => !AROUND.has(term) && !ASKING.has(term) && !/^\d+$/.test(term))).size;
}

/** How a question opens, in the four languages (folded). */
const QUESTION_OPENING = /^(og |and |och |men |but )?(hvad|hvor|hvordan|hvornar|hvorfor|hvilk\w*|what|how|when|why|which|vad|hur|nar|varfor|vilk\w*|hva)\b/;

/**
 * A message that only tells who is writing ("hey we're a small architecture firm, 9 people, mostly on macbooks"):
 * no question mark, no sentence that opens like a question or a request.
 */
function asksNothing(message: string): boolean {
  if (/\?/.test(message)) return false;
  return message.split(/(?<=[.!,;])\s+|\n+/).every((sentence) => {
    const folded = fold(sentence).trim();
    return !QUESTION_OPENING.test(folded) && !YES_NO_OPENING.test(folded) && !REQUEST.test(folded);
  });
}

/** Openings of a yes/no question asked without its question mark ("kan vi få en prøve", "is there a discount"). */
const YES_NO_OPENING = /^(og |and |men |but |hej |hi |hello |hey |hei )?(kan|er|har|skal|ma|far|findes|gaelder|virker|fungerer|korer|daekker|beskytter|understotter|can|could|do|does|is|are|will|would|should|have|has|works?|runs?|covers?|protects?|supports?|ar|finns|galler|fins|gjelder|ska|fungerar|funkar)\b/;
/** Asking without a question ("fortæl om Complete", "send mig et tilbud", "I'd like to know …"). */
const REQUEST = /\b(fortael|fortaell|forklar|send|vise|vis|giv|tell|explain|show|give|want to know|would like|like to know|vil gerne|vil hore|vil hoere|vil vide|onsker|oensker|interesse\w*|interested|looking for|soger|soeger|mangler|need|brug for|behov|berat\w*|berett\w*|beratta|hjaelp|help|hjalp|tilbud|offer|quote|pris\w*|price\w*|koste\w*|cost\w*)\b/;

/** Words that only make a sentence a question ("er det normalt?", "hvor starter vi?", "is it ok?"). */
// ("vi installerer opdateringer ca. 1 gang i kvartalet. er det ok, eller hvor hurtigt bør man?": how soon, how
// often, and "should" judge what was told, too.)
const ASKING = new Set(terms("normalt normal ok okay nok sikkert farligt problem ægte aegte legit real starter start begynder begin idé ide idea værd vaerd worth " +
  "hurtigt hurtig tit ofte bør burde should often quickly fast snabbt ofta bör"));

/** A message's questions: split at a question mark or full stop, and at "og"/"and"/"och" before a question word. */
function clauses(message: string): string[] {
  return message
    .split(/[?!.]\s+|\?$|,\s+(?=(?:kan|er|har|virker|fungerer|korer|kører|can|does|do|is|are|will|works?|runs?|funkar|fungerar)\s)|[,;]?\s+(?:og|and|och|samt|plus)\s+(?=(?:er|har|hvad|hvor|hvordan|hvornår|hvilke|hvilken|kan|giver|tilbyder|virker|fungerer|dækker|understøtter|kører|findes|får|is|are|do|does|what|how|when|which|can|could|will|works?|supports?|covers?|runs?|ar|är|vad|hur|finns|ger|gir|finnes|fungerar|funkar|virker|fungerer)\b)/i)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 3);
}

/**
 * Two questions in one message, one of them answered: the one the answer's evidence does not touch, and whose
 * words the site never uses, is said to be unknown after the answer ("Om «NGO'er» står der ikke noget på siden").
 */
function partOfIt(a: Analysis, message: string, composed: Composed, evidence: string, ignore: Set<string>, index: SearchIndex): Checked {
  // What the visitor tells about themselves ("Vi importerer vin og er 12 ansatte.") is no question: only the
  // sentences that ask are split, when the message has any.
  const questions = /\?/.test(message) ? message.split(SENTENCE_BREAK).filter((sentence) => /\?\s*$/.test(sentence)).join(" ") : message;
  // Without a question mark, what the visitor tells ("jeg driver en webshop fra køkkenbordet") is no question either:
  // only the clauses that ask are weighed.
  const parts = clauses(questions).filter((part) => /\?/.test(message) || QUESTION_OPENING.test(fold(part)) || /\b(hvilken|hvilke|hvad|hvordan|hvornar|hvor|which|what|how|when|vilken|vad|hur|hva)\b/.test(fold(part)));
  if (parts.length < 2) return { composed, changed: null };
  const missing: string[] = [];
  let unanswered = 0;
  for (const part of parts) {
    // (Read as Danish: "hvor lenge lagrer dere dataene" asks what "hvor længe gemmer I data" does.)
    const cover = index.cover(oeAsO(asDanish(fold(part))), evidence, ignore);
    // A word only the assistant's own patterns know ("chromebook", which it knows the site does not name) is one
    // the site's texts do not answer either.
    const unknown = cover.uncovered.filter((term) => term.length >= 3 && !index.inTexts(term));
    if (cover.total > 0 && cover.share < 0.34 && unknown.length) {
      missing.push(...unknown);
      unanswered++;
    }
  }
  if (unanswered === 0 || unanswered === parts.length) return { composed, changed: null };
  return withRestUnknown(composed, quoteWords(missing, message), a.lang);
}

/** The answer to the covered part, then that the site says nothing about the rest, recorded as unanswered. */
function withRestUnknown(composed: Composed, words: string, lang: Lang): Checked {
  const note = L(lang,
    `Om ${words || "resten af dit spørgsmål"} står der ikke noget på siden, så det kan jeg ikke svare sikkert på; en kollega kan svare, hvis du skriver dit navn og din e-mail eller dit telefonnummer her.`,
    `The site says nothing about ${words || "the rest of your question"}, so I can't answer that reliably; a colleague can, if you write your name and your e-mail or phone number here.`);
  return { composed: { ...composed, text: `${composed.text}\n\n${note}`, escalation: "no-answer" }, changed: "partial" };
}

/** Words only Swedish or Norwegian use (as typed, with their letters). */
const SWEDISH_OR_NORWEGIAN = /\b(är|och|vad|hur|inte|jag|behöver|ingår|utbildning|personalen|binda|någon|några|finns|måste|vilken|vilket|kunderna|samma|hva|gjør|gjelder|mye|noen|nå|ikkje|fjor|vant|hvem vant|kanskje|veldig|bare for|oss|vår|våre|våra)\b/i;

/** The calculators read something from the message: a plan, a headcount, a date or a budget. */
function readInputs(a: Analysis): boolean {
  return a.plans.length > 0 || a.employees !== null || a.dates.length > 0 || a.budget !== null;
}

/** A message that asks a price: the calculators answer it, not a post. */
const PRICE_ASKED = /\b(koste\w*|kostar|pris\w*|price\w*|cost\w*|how much|hvor meget|hvor mye|hur mycket|moms|vat|betale for|rabat\w*|rabatt\w*|discount\w*)\b/;

/** Topics a calculator answers from what the message says (a plan, a headcount, a date): the rest is chatter unless the site never speaks of it. */
const CALCULATED = new Set<Topic>(["price", "difference", "budget", "cancel-date", "cancel-by", "headcount-change", "limits", "popular", "plans", "plan-info", "feature", "feature-what", "trial", "notice"]);

