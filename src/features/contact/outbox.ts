/**
 * Contact messages waiting to be sent: written when the visitor is offline or the request fails on the
 * network, kept in localStorage so they survive a reload, sent by flush-outbox.ts when the connection
 * returns. Each keeps the clientId it was queued with, so however often it is retried (two tabs, a lost
 * answer) the server stores it once. No zod here: ContactOutbox reads this on every page.
 */
import type { ContactRequest } from "#shared/contact/schema.ts";

export const CONTACT_OUTBOX_KEY = "contactOutbox";

export interface QueuedContact extends ContactRequest {
  /** ISO time it was queued, for ordering and diagnostics. */
  queuedAt: string;
}

const isText = (value: unknown): value is string => typeof value === "string";
const isOptionalText = (value: unknown): value is string | undefined => value === undefined || isText(value);

function isQueuedContact(value: unknown): value is QueuedContact {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    isText(item.clientId) &&
    isText(item.name) &&
    isText(item.email) &&
    isOptionalText(item.company) &&
    isOptionalText(item.message) &&
    isText(item.queuedAt)
  );
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readOutbox(): QueuedContact[] {
  try {
    const raw = storage()?.getItem(CONTACT_OUTBOX_KEY);
    if (!raw) return [];
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isQueuedContact) : [];
  } catch {
    return [];
  }
}

function writeOutbox(items: QueuedContact[]): void {
  const target = storage();
  if (!target) throw new Error("localStorage is not available");
  if (items.length === 0) target.removeItem(CONTACT_OUTBOX_KEY);
  else target.setItem(CONTACT_OUTBOX_KEY, JSON.stringify(items));
}

/** Queues a message; throws when the browser cannot store it (the form then keeps what was typed). */
export function enqueueContact(request: ContactRequest, now = new Date()): QueuedContact {
  const item: QueuedContact = { ...request, queuedAt: now.toISOString() };
  const items = readOutbox().filter((queued) => queued.clientId !== request.clientId);
  writeOutbox([...items, item]);
  notify({ type: "queued", clientId: item.clientId });
  return item;
}

/** Removes one message, re-reading storage first: another tab may have changed the queue meanwhile. */
export function removeFromOutbox(clientId: string): void {
  writeOutbox(readOutbox().filter((item) => item.clientId !== clientId));
}

export type OutboxEvent = { type: "queued"; clientId: string } | { type: "sent"; clientId: string };

const listeners = new Set<(event: OutboxEvent) => void>();

/** The form listens, to tell the visitor when a queued message has gone. */
export function subscribeOutbox(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}
