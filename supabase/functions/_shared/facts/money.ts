// Amounts and dates as the chat writes them: Danish notation ("1.320 kr.", "161,25 kr.", "30. april 2027")
// or, in an English reply, the same amount in English notation ("DKK 1,320", "30 April 2027").

export type Lang = "da" | "en";

function group(whole: number, separator: string): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** An amount given in øre (hundredths of a krone), so sums and VAT never meet a binary fraction. */
export function formatOre(ore: number, lang: Lang): string {
  const whole = Math.trunc(ore / 100);
  const cents = Math.abs(ore % 100);
  if (lang === "en") return `DKK ${group(whole, ",")}${cents ? `.${String(cents).padStart(2, "0")}` : ""}`;
  return `${group(whole, ".")}${cents ? `,${String(cents).padStart(2, "0")}` : ""} kr.`;
}

const DANISH_MONTHS = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"];
const ENGLISH_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A calendar day, month 1–12; no time zone, as a date in the terms has none. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function formatDate(date: CalendarDate, lang: Lang): string {
  return lang === "en"
    ? `${date.day} ${ENGLISH_MONTHS[date.month - 1]} ${date.year}`
    : `${date.day}. ${DANISH_MONTHS[date.month - 1]} ${date.year}`;
}

export function monthName(month: number, lang: Lang): string {
  return (lang === "en" ? ENGLISH_MONTHS : DANISH_MONTHS)[month - 1]!;
}
