/** The inbox as CSV for Excel: UTF-8 with a byte order mark (so æøå open right), semicolons, Danish headings, every cell quoted. */
import { formatDanishDateTime } from "#shared/lib/format.ts";
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, type Lead } from "./leads-api.ts";

const COLUMNS: Array<[string, (lead: Lead) => string]> = [
  ["Modtaget", (lead) => formatDanishDateTime(lead.created_at)],
  ["Kilde", (lead) => LEAD_SOURCE_LABELS[lead.source]],
  ["Status", (lead) => LEAD_STATUS_LABELS[lead.status]],
  ["Navn", (lead) => lead.name ?? ""],
  ["Virksomhed", (lead) => lead.company ?? ""],
  ["E-mail", (lead) => lead.email ?? ""],
  ["Telefon", (lead) => lead.phone ?? ""],
  ["Besked", (lead) => lead.message ?? ""],
  ["Intern note", (lead) => lead.note ?? ""],
];

// Excel splits on the list separator of its locale: ';' in Danish, ',' in English, and a tab when text is pasted
// or imported. Every cell is quoted, so a separator inside one stays inside it where the quotes are honoured. A
// cell Excel reads as starting with = + - @ (or a tab or CR before one) would run as a formula, so wherever a
// cell could begin (the value's start, and after any ',', ';', tab or line break, for a reader that splits
// without honouring quotes) such a start gets a leading apostrophe.
// Quotes and spaces before the sign do not stop a reader from taking it as a formula ('"=1"', ' =1').
const FORMULA_START = /(^|[,;\t\r\n])(?=[" ]*[=+\-@\t\r])/g;

function cell(value: string): string {
  return `"${value.replace(FORMULA_START, "$1'").replaceAll('"', '""')}"`;
}

export function leadsCsv(leads: Lead[]): string {
  const lines = [COLUMNS.map(([heading]) => cell(heading)).join(";"), ...leads.map((lead) => COLUMNS.map(([, value]) => cell(value(lead))).join(";"))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
