/**
 * The chat assistant's limits and Danish texts (docs/product-rules.md#chat-assistant), shared by the widget and
 * the chat-support edge function.
 *
 * Plain data and pure helpers only: the Deno edge function imports this file too.
 */
import { REPLY_WITHIN } from "./support.ts";
import { formatDanishInteger } from "../lib/format.ts";
import type { SiteIdentity } from "./site.ts";

export const CHAT_LIMITS = {
  /** Characters in one message. */
  messageMaxChars: 10_000,
  /** Messages in one request, the new one included. */
  requestMaxMessages: 50,
  sessionIdMaxChars: 100,
} as const;

/**
 * Roles a request may carry. 'system' is refused: the function writes the only system prompt, so a
 * visitor cannot replace the assistant's instructions.
 */
export const CHAT_REQUEST_ROLES = ["user", "assistant"] as const;

/** Default rate limits; the function reads overrides from CHAT_RATE_* secrets. */
export const CHAT_RATE_LIMIT = { perSession: 20, perAddress: 60, windowSeconds: 10 * 60 } as const;

/** The response header that tells the widget which conversation the server created or continued. */
export const CHAT_CONVERSATION_HEADER = "x-conversation-id";

/**
 * The hand-off, as chat-support tells the widget in one `data: {"handoff": …}` event just before `[DONE]`
 * (chat-support/sse.ts), so the widget can show it as a card of its own rather than guess it from the reply's
 * wording: `escalated` the visitor asked for a person, `contactGiven` they gave an e-mail or phone number in
 * this turn (a person now has the case), `urgent` the message was about an attack in progress.
 */
export interface ChatHandoff {
  escalated: boolean;
  contactGiven: boolean;
  urgent: boolean;
}

/** The widget's texts. */
export function chatWidgetContent(identity: Pick<SiteIdentity, "productName">) {
  return {
    title: `${identity.productName} Support`,
    // Under the title: what answers here, and when a person does (the support promise's own words).
    subtitle: `AI-assistent · en medarbejder svarer ${REPLY_WITHIN}`,
    openLabel: `Åbn chat med ${identity.productName} Support`,
    closeLabel: "Luk chat",
    greeting: `Hej! Jeg er ${identity.productName}s digitale assistent. Hvordan kan jeg hjælpe dig i dag?`,
    loadingLine: "Chatten indlæses…",
    logLabel: "Samtale",
    waiting: "Assistenten skriver…",
    contactButton: "Kontakt os direkte",
    contactToastTitle: "Kontakt formular",
    contactToastBody: "Scroll ned til kontaktformularen for at sende os en besked.",
    placeholder: "Skriv din besked...",
    inputLabel: "Din besked",
    sendLabel: "Send chatbesked",
    stopLabel: "Stop svaret",
    offline: "Du er offline. Chatten virker igen, når du har forbindelse. Du kan stadig bruge 'Kontakt os direkte'.",
    userLabel: "Dig",
    assistantLabel: "Assistent",
    errorTitle: "Fejl",
    tooLong: `Beskeden er for lang (maksimum ${formatDanishInteger(CHAT_LIMITS.messageMaxChars)} tegn).`,
    sendFailed: "Kunne ikke sende besked",
    aiFailed: "Fejl ved kommunikation med AI",
    noBody: "No response body",
    stopped: "(Svaret blev stoppet.)",
  } as const;
}

/** What chat-support answers when the request is refused; shown to the visitor in the 'Fejl' toast. */
export const CHAT_REQUEST_MESSAGES = {
  invalidJson: "Forespørgslen kunne ikke læses: indholdet er ikke gyldig JSON.",
  invalidBody: "Forespørgslen er ugyldig.",
  tooLarge: "Forespørgslen er for stor.",
  tooComplex: "Forespørgslen kan ikke læses: den har for mange eller for dybt indlejrede værdier.",
  tooManyMessages: `Samtalen er for lang (højst ${formatDanishInteger(CHAT_LIMITS.requestMaxMessages)} beskeder). Start en ny samtale.`,
  messageTooLong: `Beskeden er for lang (maksimum ${formatDanishInteger(CHAT_LIMITS.messageMaxChars)} tegn).`,
  emptyMessage: "Beskeden må ikke være tom.",
  badRole: "En besked skal være fra 'user' eller 'assistant'.",
  lastNotUser: "Den sidste besked skal være fra brugeren.",
  badSession: `Sessions-id skal være 1 til ${formatDanishInteger(CHAT_LIMITS.sessionIdMaxChars)} tegn.`,
  badConversation: "Samtale-id er ikke et gyldigt UUID.",
  foreignConversation: "Samtalen tilhører en anden session.",
  rateLimited: "Du har sendt mange beskeder på kort tid. Vent lidt, og prøv igen.",
  notSaved: "Beskeden kunne ikke gemmes lige nu. Prøv igen om lidt.",
  upstreamFailed: "AI-assistenten svarer ikke lige nu. Prøv igen om lidt, eller brug 'Kontakt os direkte'.",
  upstreamTimeout: "AI-assistenten var for længe om at svare. Prøv igen om lidt.",
  interrupted: "\n\n(Svaret blev afbrudt. Prøv igen, eller brug 'Kontakt os direkte'.)",
  methodNotAllowed: "Metoden er ikke tilladt.",
  internal: "Der opstod en fejl. Prøv igen om lidt.",
} as const;
