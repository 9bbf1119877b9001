/**
 * The auth provider's errors, said in Danish at the form (the toast keeps the spec's English title). Matched on
 * the provider's error code where it sends one, else on its message; anything unknown gets a general sentence
 * rather than the provider's English.
 */
const WRONG_CREDENTIALS = "E-mail eller adgangskode er forkert. Prøv igen, eller nulstil din adgangskode.";
const NOT_CONFIRMED = "Din e-mailadresse er ikke bekræftet endnu. Åbn linket i den e-mail, vi har sendt dig.";
const EXISTS = "Der findes allerede en konto med den e-mailadresse. Log ind i stedet.";
const TOO_MANY = "For mange forsøg lige nu. Vent et øjeblik, og prøv igen.";

const BY_CODE: Record<string, string> = {
  invalid_credentials: WRONG_CREDENTIALS,
  email_not_confirmed: NOT_CONFIRMED,
  user_already_exists: EXISTS,
  email_exists: EXISTS,
  weak_password: "Adgangskoden er for svag. Vælg en længere adgangskode.",
  over_request_rate_limit: TOO_MANY,
  over_email_send_rate_limit: "Vi har sendt for mange e-mails til den adresse. Vent et øjeblik, og prøv igen.",
  mfa_verification_failed: "Koden passer ikke. Skriv den nye kode fra din godkendelsesapp.",
  same_password: "Den nye adgangskode skal være en anden end den gamle.",
  signup_disabled: "Det er ikke muligt at oprette en konto lige nu. Skriv til os, så hjælper vi.",
};

const BY_MESSAGE: Array<[RegExp, string]> = [
  [/invalid login credentials/i, WRONG_CREDENTIALS],
  [/email not confirmed/i, NOT_CONFIRMED],
  [/already (been )?registered|already exists/i, EXISTS],
  [/rate limit|too many/i, TOO_MANY],
  [/failed to fetch|network|load failed/i, "Vi kan ikke nå serveren. Tjek din forbindelse, og prøv igen."],
];

const FALLBACK = "Det lykkedes ikke. Prøv igen om lidt, eller skriv til os, hvis det bliver ved.";

/** The Danish sentence for an error thrown by the auth client. */
export function authErrorText(error: unknown): string {
  const code = typeof error === "object" && error && "code" in error ? String((error as { code: unknown }).code) : "";
  const byCode = code ? BY_CODE[code] : undefined;
  if (byCode) return byCode;
  const message = error instanceof Error ? error.message : String(error);
  for (const [pattern, text] of BY_MESSAGE) if (pattern.test(message)) return text;
  return FALLBACK;
}
