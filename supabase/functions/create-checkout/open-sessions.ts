// One open checkout per customer. Opening checkout for 1 seat and again for 2 left two payable sessions,
// and paying both gave one customer two live subscriptions. So after a session is created, every other
// open session of the customer is expired (Stripe: POST /v1/checkout/sessions/:id/expire); an expired
// session's page can no longer be paid.
import type { Stripe } from "../_shared/stripe.ts";

type Session = Stripe.Checkout.Session;

async function openSessions(stripe: Stripe, customer: string): Promise<Session[]> {
  const open: Session[] = [];
  for await (const session of stripe.checkout.sessions.list({ customer, status: "open", limit: 100 })) open.push(session);
  return open;
}

/**
 * Creates a session with `create(idempotencyKey)` and expires the customer's other open sessions. A session
 * replayed for the same idempotency key that is no longer open (expired by a later checkout, or paid) is
 * not handed out again: a new one is created under a key that names it.
 */
export async function createOnlyOpenSession(
  stripe: Stripe,
  customer: string,
  idempotencyKey: string,
  create: (idempotencyKey: string) => Promise<Session>,
): Promise<Session> {
  let session = await create(idempotencyKey);
  let open = await openSessions(stripe, customer);
  if (!open.some((candidate) => candidate.id === session.id)) {
    session = await create(`${idempotencyKey}-after-${session.id}`);
    open = await openSessions(stripe, customer);
  }
  for (const other of open) {
    if (other.id === session.id) continue;
    await stripe.checkout.sessions.expire(other.id).catch((error: unknown) => {
      // Paid or expired in the meantime: nothing left to close. The webhook guards against a second subscription.
      console.error(`could not expire checkout session ${other.id}`, error instanceof Error ? error.message : error);
    });
  }
  return session;
}
