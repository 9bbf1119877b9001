/**
 * One promise about support, in the same words wherever it is made: the landing page (whose '24/7 support'
 * claim the spec quotes, and which this sentence explains), the terms § 8, the portal, the contact section, the
 * footer and /auth. The terms are what binds; everything else quotes them through these constants.
 */

/** How long the incident line is staffed: the footer's and the contact section's "(…)". */
export const INCIDENT_HOURS = "døgnet rundt alle ugens dage";

/** How soon a person answers anything that is not an incident. */
export const REPLY_WITHIN = "inden for én arbejdsdag";

export const SUPPORT_PROMISE = {
  incidents: `Kritiske sikkerhedshændelser behandles ${INCIDENT_HOURS}.`,
  other: `Andre henvendelser besvares ${REPLY_WITHIN}.`,
} as const;

/** Both halves as one text: "Kritiske sikkerhedshændelser behandles døgnet rundt alle ugens dage. Andre henvendelser …". */
export const SUPPORT_PROMISE_TEXT = `${SUPPORT_PROMISE.incidents} ${SUPPORT_PROMISE.other}`;
