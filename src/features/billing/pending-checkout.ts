/**
 * A checkout opened in another window, remembered in this tab (sessionStorage) with when it was
 * opened: the portal then says a payment is under way instead of offering 'Gå til betaling' again,
 * so a customer does not pay twice. It is forgotten once the subscription is active, when the customer
 * abandons it, and after PENDING_CHECKOUT_MAX_AGE_MS (an open Stripe Checkout session lasts at most a day,
 * but a payment not finished within the hour has been given up in practice).
 */
import { z } from "zod";

export const PENDING_CHECKOUT_KEY = "pendingCheckout";
export const PENDING_CHECKOUT_MAX_AGE_MS = 60 * 60 * 1000;

const pendingSchema = z.object({
  planId: z.string().max(40),
  quantity: z.number().int().min(1).max(30),
  /** The checkout page, to open it again if its window was closed. */
  url: z.url({ protocol: /^https?$/ }).max(2000),
  openedAt: z.number().int(),
});
export type PendingCheckout = z.infer<typeof pendingSchema>;

const listeners = new Set<() => void>();

export function readPendingCheckout(now = Date.now()): PendingCheckout | null {
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(window.sessionStorage.getItem(PENDING_CHECKOUT_KEY) ?? "null"));
    if (parsed.success && now - parsed.data.openedAt < PENDING_CHECKOUT_MAX_AGE_MS && parsed.data.openedAt <= now) return parsed.data;
  } catch {
    // No storage or a damaged record: nothing is pending.
  }
  return null;
}

export function rememberPendingCheckout(checkout: Omit<PendingCheckout, "openedAt">, openedAt = Date.now()): void {
  try {
    window.sessionStorage.setItem(PENDING_CHECKOUT_KEY, JSON.stringify({ ...checkout, openedAt } satisfies PendingCheckout));
  } catch {
    // Storage blocked: the portal cannot remember it, and shows the plans as before.
  }
  for (const listener of listeners) listener();
}

export function forgetPendingCheckout(): void {
  try {
    window.sessionStorage.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
  for (const listener of listeners) listener();
}

export function subscribePendingCheckout(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
