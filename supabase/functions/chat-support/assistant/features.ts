// Everyday words for the plans' features, so "awareness-træning", "mobilstyring" or "falske wifi-netværk"
// find the feature the plans name. Checked in this order, and a matched phrase is taken out of the text
// before the next, so "wifi-netværk" is Wifi Phishing and not also Network.
export const FEATURE_WORDS: ReadonlyArray<readonly [string, RegExp]> = [
  ["Wifi Phishing", /wifi phishing|wi ?fi(?: ?netvaerk\w*)?|tradlos\w*(?: netvaerk\w*)?|hotspot\w*|falske? netvaerk\w*/],
  ["Secure Web Gateway", /secure web gateway|web ?filt\w*|webfiltrering|farlige (hjemme|web)sider|blokere? (hjemme|web)sider|web gateway|(bad|dangerous|harmful|malicious|unsafe|dodgy|shady|dubious) (web ?sites?|sites|web ?pages?)|(daarlige|darlige|skumle|usikre|ondsindede|farlige) (hjemmesider|websider|sider|websites?)|(farliga|skumma|osakra) (webbsidor|sidor|sajter)|(farlige|skumle|usikre) (nettsider|nettsteder)/],
  ["Inbound Gateway", /inbound gateway|indgaende (post|mail\w*|e ?mail\w*)|mailfilter\w*|mailfiltrering\w*|e ?mail ?filtrering\w*|email filtering|spamfilter\w*|spam\w*/],
  // CPR numbers on the computers themselves (old spreadsheets), not in mail or shared files (User Data Governance).
  ["Endpoint Data Governance", /endpoint data governance|(cpr|personnumre|personnummer|folsomme data)\w*.{0,60}\b(computer\w*|pc\w*|enhed\w*|devices?|regneark\w*|spreadsheets?|baerbar\w*|laptops?|datorer\w*)\b|\b(computer\w*|pc\w*|enhed\w*|regneark\w*|spreadsheets?|laptops?)\b.{0,60}(cpr|personnumre|personnummer)/],
  // CPR numbers sent in mails or shared files (on the computers themselves is Endpoint Data Governance, above).
  ["User Data Governance", /user data governance|delte filer|datalaek\w*|data leak\w*|(cpr|personnumre|personnummer|folsomme (data|oplysninger))\w*.{0,40}\b(mails?|e ?mails?|mejl\w*|outlook|vedhaeft\w*|attachments?)\b|\b(mails?|e ?mails?|mejl\w*|outlook)\b.{0,40}\b(cpr|personnumre|personnummer)\w*/],
  // ("angribe mine egne medarbejdere med falske phishing-mails": a simulation, before Email Security. No word here that
  // the site does not use: these words teach the typo correction and the check what the site knows.)
  ["Security Awareness Training", /(falske?|fake|simulere\w*|simulated|test\w*) phishing ?(mails?|e ?mails?|mejl\w*)\b.{0,60}\b(egne|own|vores|our|mine|my) (ansatte|medarbejder\w*|staff|employees|kolleg\w*)|(egne|own|vores|our|mine|my) (ansatte|medarbejder\w*|staff|employees|kolleg\w*)\b.{0,40}\b(falske?|fake|simulere\w*|simulated) phishing|security awareness|awareness|phishing ?(traening|traning\w*|trening\w*|simulering\w*|ovelse\w*|test\w*)|traening af (de )?(ansatte|medarbejder\w*)|traeningen|(den|med|uden|without|with the|the) (awareness ?)?(traening|training)\b|kurs(us|er)|training|utbildning\w*|utbilda\w*|opplaering\w*|opplaere\w*|train (our |the |your )?(staff|employees|people|team)|traene (vores |de |jeres )?(ansatte|medarbejdere)|uddanne\w* (vores |de |jeres )?(ansatte|medarbejdere)|uddannelse af (de )?(ansatte|medarbejder\w*|personalet)/],
  ["Mobile Device Management", /mobile device management|\bmdm\b|mobilstyring|mobilbeskyttelse\w*|mobilsikkerhed\w*|mobilskydd\w*|mobilbeskyttelse|mobile (protection|security)|phone (protection|security)|beskyttelse af (mobil|telefon)\w*|styr\w* af (mobil\w*|telefon\w*)|firmatelefon\w*|mobiltelefon\w*|mobiler\b|mobilerne|mobilerna|mobilene|telefonerne|telefonene|telefonerna|tablets?|ipads?|surfplatt\w*|nettbrett\w*|mobile devices?|company phones?|smartphones?|mist\w* (sin |en |vores |hans |hendes )?(telefon|mobil)\w*|lost (a |his |her |their |our )?(phone|device)\w*|stjal\w* (telefon|mobil)\w*|fjernslet\w*|remote wipe|\b(lock|wipe|lase|laase|spaerre|sperre|lasa|radera|slette|slet)\b.{0,30}\b(phones?|telefon\w*|mobil\w*)\b|\b(phones?|telefon\w*|mobil\w*)\b.{0,30}\b(lock(ed)?|wiped?|last|laast|spaerret|sperret|last|raderad|slettet)\b/],
  ["Secure Messages", /secure messages?|krypter\w* (e ?mail\w*|mail\w*|beskeder)|(sende|send|sendes) \w+ krypter\w*|\b(sende|send|sendes|skicka|skicke)\b.{0,40}\bkrypter\w*|sikre beskeder|encrypted (e ?mail|messages?)|send \w+ encrypted|\b(send|sending|sent|skicka|sende)\b.{0,50}\b(encrypted|krypterat|kryptert)\b|encrypted (by|via|over|through) (e ?mail|mail)/],
  ["Email Security", /email security|ceo ?fraud|ceo ?svindel|direktorsvindel|director fraud|fake invoices?|falske fakturaer|fakturasvindel|invoice fraud|business email compromise|e ?postskydd\w*|e ?post ?beskyttelse\w*|e ?postbeskyttelse\w*|mejlskydd\w*|mail ?beskyttelse\w*|mail ?sikkerhed\w*|e ?mail ?(beskyttelse|sikkerhed|security|protection)|mailbeskyttelse|mailsikkerhed|phishing ?mail\w*|beskyt\w* (af |vores )?(e ?mail\w*|mail\w*|mailboks\w*)|\bphishing\b|\bfalske fakturaer\b|\bceo ?svindel\b|\b(vores|jeres|our|your|vara|vare) (e ?mails?|mails?|mailboks\w*|inbox\w*|indbakke\w*)\b|\b(i|in|via|gennem|through|pa) (mailen|mailene|mails|e ?mails?|emailen|the e ?mails?|e ?mailen|mailboksen|indbakken|the inbox)\b/],
  ["Cloud App Security", /cloud app security|(logger|logget|logins?|log ind|sign ?ins?|signs in|logging in)\b.{0,40}\b(fra udlandet|from abroad|fran utlandet|fra utlandet|from another country|from (other|foreign|unusual|certain|some) countries|from countries|fra (andre|fremmede|usaedvanlige|bestemte) lande|fra lande|fran (andra )?lander|fra (andre )?land)|kontoovertagelse\w*|account takeover|cloud ?apps?|microsoft 365|m365|office 365|google workspace|onedrive|sharepoint|teams\b/],
  // Isolating an infected computer "from the network" is EDR's, so the phrase goes before Network reads "netværk".
  ["EDR", /\bedr\b|endpoint detection|isoler\w* (en |den |vores |min |hans |hendes )?(\w+ )?(pc|pc en|computer\w*|enhed\w*|maskine\w*|baerbar\w*)( fra (netvaerket|nettet|internettet))?|isolate (a |an |the |our )?(\w+ )?(pc|computer|device|machine|laptop)s?( from the network)?/],
  // ("is she still protected when she works from Portugal on her company laptop?": the agent follows the computer.)
  // (No country names: a pattern's words are words the assistant knows, and "Sverige" is no word of the site's.)
  ["Endpoint Security", /endpoint security|endpoint ?(protection|beskyttelse\w*)|ransomware|antivirus|anti virus|virus\w*|malware|(protected|covered|beskyttet|daekket|skyddad|skyddade)\b.{0,60}\b(abroad|udlandet|utlandet|travel\w*|on the road|pa farten|from home|derhjemme|hjemmefra|home office|hjemmekontor\w*|working from|works from|arbejder fra|jobber fra|jobbar fran|(den |the )?(nye|new) (adresse|address|kontor|office))|\b(work\w* from|arbejde\w* fra|jobbe\w* fra|abroad|udlandet|utlandet)\b.{0,80}\b(still )?(protected|beskyttet|skyddad|daekket)\b/],
  ["Network", /\bnetwork\b|netvaerk\w*|firewall|vpn\b/],
];

export function findFeatures(folded: string): string[] {
  const found: string[] = [];
  let rest = folded;
  for (const [feature, pattern] of FEATURE_WORDS) {
    const match = pattern.exec(rest);
    if (match) {
      found.push(feature);
      rest = rest.replace(match[0], " ");
    }
  }
  return found;
}

/** The product page that describes a feature. */
export const FEATURE_PRODUCT: Readonly<Record<string, string>> = {
  "Endpoint Security": "endpoint",
  EDR: "endpoint",
  "Wifi Phishing": "endpoint",
  "Endpoint Data Governance": "data-protection",
  "User Data Governance": "data-protection",
  "Email Security": "email-protection",
  "Secure Messages": "email-protection",
  "Inbound Gateway": "email-protection",
  "Cloud App Security": "cloud-app-protection",
  Network: "network-security",
  "Secure Web Gateway": "network-security",
  "Security Awareness Training": "awareness-training",
};

/** The feature explanations of the plans (PLAN_FEATURE_DESCRIPTIONS) in English, for English replies. */
export const FEATURE_DESCRIPTIONS_EN: Readonly<Record<string, string>> = {
  // (The product page: protected at the office, at home and on the road; the agent follows the computer.)
  "Endpoint Security": "Next-generation antivirus that stops malware and ransomware on PCs and Macs, at the office, at home and on the road: the agent follows the computer.",
  EDR: "Watches the processes on the devices, detects suspicious behaviour and can isolate a compromised computer.",
  "Endpoint Data Governance": "Finds sensitive data such as CPR numbers and card details on the devices.",
  "Wifi Phishing": "Warns when a device connects to a fake or insecure wireless network.",
  "Email Security": "Catches phishing, malicious attachments and links in the company's mailboxes.",
  // (The product page: logins from unusual countries detected, and logins limited to the countries you work from.)
  "Cloud App Security": "Monitors Microsoft 365, Google Workspace and other cloud apps for account takeover and data leaks, detects logins from unusual countries and can limit logins to the countries you work from.",
  "Secure Messages": "Sends encrypted e-mails with sensitive content that only the recipient can open.",
  "Inbound Gateway": "Filters incoming mail before it reaches the mailbox.",
  Network: "The company's own secure network in the cloud, with encrypted access for every employee.",
  "User Data Governance": "Keeps an eye on sensitive data in e-mails and shared files across the users.",
  "Mobile Device Management": "Manages and protects company phones and tablets: passcode, encryption and remote wipe.",
  "Security Awareness Training": "Short courses and phishing simulations that make the employees part of the defence.",
  "Secure Web Gateway": "Blocks dangerous and unwanted websites wherever the employee works from.",
};
