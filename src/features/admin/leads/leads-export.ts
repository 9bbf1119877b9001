/** The inbox as CSV for Excel: UTF-8 with a byte order mark (so æøå open right), semicolons, Danish headings. */
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

// Excel (Danish locale) splits on semicolons. A cell starting with = + - @ would run as a formula when
// opened, so it gets a leading apostrophe.
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
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
