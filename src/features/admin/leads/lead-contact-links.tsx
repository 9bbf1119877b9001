import { telHref } from "#shared/content/site.ts";
import { mailtoHref } from "#shared/lib/email.ts";
import type { Lead } from "./leads-api.ts";

/**
 * A lead's address and number as links. Both came from the visitor, so both are encoded (mailtoHref: the address
 * as a URI component, so "…?bcc=…&body=…@example.com" can add no Bcc or body; telHref: digits and + only).
 */
export function LeadContactLinks({ lead }: { lead: Pick<Lead, "email" | "phone"> }) {
  return (
    <p className="text-sm break-all text-muted-foreground">
      {lead.email && (
        <a href={mailtoHref(lead.email)} className="underline">
          {lead.email}
        </a>
      )}
      {lead.email && lead.phone && " · "}
      {lead.phone && (
        <a href={telHref(lead.phone)} className="underline">
          {lead.phone}
        </a>
      )}
      {!lead.email && !lead.phone && "Ingen kontaktoplysninger"}
    </p>
  );
}
