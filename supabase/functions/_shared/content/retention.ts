/**
 * How long personal data is kept, in whole months. The privacy policy's section on retention renders its
 * text from these numbers, and the data-retention job passes the same numbers to Postgres
 * (apply_retention), so what the policy promises and what is deleted cannot drift apart.
 */
export const RETENTION_MONTHS = {
  /** Contact-form messages and e-mail enquiries, counted from the last contact from that address. */
  contact: 12,
  /** Chat conversations, counted from the conversation's last message. */
  chat: 12,
  /** Customer, account and subscription data, after the agreement ended (a lead who became a customer too). */
  customer: 12,
} as const;

/** "12 måneder", "1 måned": the Danish form the policy uses. */
export function danishMonths(months: number): string {
  return `${months} ${months === 1 ? "måned" : "måneder"}`;
}
