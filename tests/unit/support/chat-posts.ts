// Published posts for the chat's unit tests, written like the demo blog's: a post is built from its lines, and the
// MFA post, whose list of methods several tests read, is shared.
import type { PublishedPost } from "../../../supabase/functions/chat-support/assistant/knowledge.ts";

export const post = (slug: string, title: string, keywords: string[], lines: string[]): PublishedPost => ({
  slug, title, excerpt: lines[0]!, category: "Råd", meta_keywords: keywords, content: lines.join("\n"),
});

/** The MFA post's opening and its ranked list of methods. */
export const MFA_POST_LINES = [
  "Hvis du kun gør én ting for jeres IT-sikkerhed i år, så slå multifaktor-godkendelse (MFA) til på alle konti.",
  "",
  "## Vælg den rigtige metode",
  "",
  "Ikke alle former for MFA er lige stærke:",
  "",
  "1. **Passkeys eller sikkerhedsnøgler** (FIDO2): stærkest, kan ikke fiskes.",
  "2. **Godkendelsesapp med nummermatch**: et godt standardvalg for de fleste.",
  "3. **SMS-koder**: bedre end intet, men sårbare over for SIM-svindel.",
];
export const MFA_POST = ["mfa-den-billigste-sikkerhed", "Multifaktor-godkendelse: Den billigste sikkerhed, du kan købe", ["MFA", "to-faktor", "passkeys"]] as const;

/** The XSS post: what to ask the web agency, as a checklist a lead-in introduces. */
export const XSS_POST = post("xss-naar-en-kommentar-bliver-et-angreb", "XSS: Når en kommentar bliver til et angreb", ["XSS", "webshop", "WordPress", "anmeldelser", "sikkerhed"], [
  "Cross-site scripting, forkortet XSS, opstår, når en hjemmeside viser brugerens input direkte som HTML.",
  "",
  "## Hvad betyder det for dig?",
  "",
  "Du behøver ikke selv at kunne kode. Men spørg dit webbureau eller leverandør:",
  "",
  "- [ ] Bliver alt brugerinput escaped, før det vises?",
  "- [ ] Har siden en Content Security Policy?",
  "- [ ] Hvornår blev plugins og tema sidst opdateret?",
  "",
  "Svarene fortæller dig meget om, hvor godt din hjemmeside er passet.",
]);
