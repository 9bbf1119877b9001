// The built-in answerer, used when no provider key is configured: it answers only with our own passages,
// so it can never invent a price or a promise.
import type { SiteIdentity } from "../_shared/content/site.ts";
import { contactPromise } from "./escalation.ts";

export interface Passage {
  source: string;
  title: string;
  body: string;
  url: string | null;
  rank: number;
}

const GREETING = /^\s*(hej|hejsa|hallo|goddag|godmorgen|god\s+morgen|hey|hi|hello|tak|mange\s+tak|tusind\s+tak)\b[\s!.,?]*$/i;
const MAX_BODY_CHARS = 900;

function trimmed(text: string): string {
  if (text.length <= MAX_BODY_CHARS) return text;
  const cut = text.slice(0, MAX_BODY_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf("\n"), cut.lastIndexOf(". ") + 1))}…`;
}

export type BuiltInAnswer = { text: string; escalate: false } | { text: string; escalate: true };

export function builtInAnswer(question: string, passages: Passage[], identity: SiteIdentity, email: string | null): BuiltInAnswer {
  if (GREETING.test(question)) {
    return {
      text: /tak/i.test(question)
        ? "Selv tak! Skriv endelig, hvis der er andet, jeg kan hjælpe med."
        : `Hej! Jeg kan svare på spørgsmål om ${identity.productName}: planer og priser, produkterne, opsætning og opsigelse. Hvad vil du gerne vide?`,
      escalate: false,
    };
  }
  const [best, ...rest] = passages;
  if (!best) {
    return {
      text: `Det kan jeg desværre ikke svare sikkert på ud fra det, jeg ved om ${identity.productName}. Jeg har givet vores supportteam besked. ${contactPromise(identity, email)}`,
      escalate: true,
    };
  }
  const parts = [`Her er, hvad jeg kan fortælle:`, `**${best.title}**`, trimmed(best.body)];
  if (best.url) parts.push(`[Læs mere](${best.url})`);
  const seen = new Set([best.url]);
  const more = rest.filter((p) => p.url && !seen.has(p.url) && seen.add(p.url)).slice(0, 2);
  if (more.length > 0) parts.push(`Se også: ${more.map((p) => `[${p.title}](${p.url})`).join(" · ")}`);
  parts.push("Kan jeg hjælpe med andet? Vil du tale med en medarbejder, så skriv det bare.");
  return { text: parts.join("\n\n"), escalate: false };
}

/** Splits a reply into the small pieces it is streamed in, so the widget shows it growing like a model's. */
export function* pieces(text: string, size = 24): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    const space = text.indexOf(" ", end);
    end = space === -1 || space - end > 16 ? end : space + 1;
    yield text.slice(start, end);
    start = end;
  }
}
