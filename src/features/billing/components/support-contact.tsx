import { telHref } from "#shared/content/site.ts";
import { siteIdentity } from "../../../lib/site-identity.ts";
import { PORTAL_TEXT } from "../strings.ts";

/** The support step: the support address, and the incident line beside it for an attack in progress. */
export function SupportContact({ number }: { number?: number }) {
  const { support } = PORTAL_TEXT.nextSteps;
  return (
    <li>
      <h3 className="font-semibold">
        {number === undefined ? "" : `${number}. `}
        {support.title}
      </h3>
      <p className="mt-1 text-muted-foreground">{support.text}</p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <a className="inline-block font-medium text-primary underline" href={`mailto:${siteIdentity.supportEmail}`}>
          {siteIdentity.supportEmail}
        </a>
        <span data-testid="incident-line">
          {support.incident}{" "}
          <a className="font-medium whitespace-nowrap text-primary underline" href={telHref(siteIdentity.incidentPhone)}>
            {siteIdentity.incidentPhone}
          </a>
        </span>
      </p>
    </li>
  );
}
