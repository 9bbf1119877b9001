import { createHmac } from "node:crypto";
import { newId } from "./store.ts";

export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

export interface Delivery {
  eventId: string;
  type: string;
  attempts: number;
  /** HTTP status of each attempt (0: the endpoint could not be reached). */
  statuses: number[];
  delivered: boolean;
}

/** The Stripe-Signature header Stripe sends: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

export interface WebhookSenderOptions {
  url: string;
  secret: string;
  /** Waits before each retry after a failed attempt (Stripe backs off over hours; tests want seconds). */
  retryDelaysMs: number[];
  log: (message: string) => void;
}

/**
 * Sends events one at a time, in the order they happened (Stripe does not promise order; the webhook must
 * cope with any order, which the tests provoke by posting recorded events themselves). A failed attempt
 * (non-2xx or unreachable) is retried after each delay in turn.
 */
export class WebhookSender {
  readonly events: StripeEvent[] = [];
  readonly deliveries = new Map<string, Delivery>();
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly timers = new Set<NodeJS.Timeout>();

  private readonly options: WebhookSenderOptions;
  constructor(options: WebhookSenderOptions) {
    this.options = options;
  }

  emit(type: string, object: unknown, created: number): StripeEvent {
    const event: StripeEvent = {
      id: newId("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created,
      type,
      // A snapshot: later changes to the object must not alter what this event said.
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    this.events.push(event);
    const delivery: Delivery = { eventId: event.id, type, attempts: 0, statuses: [], delivered: false };
    this.deliveries.set(event.id, delivery);
    this.queue = this.queue.then(() => this.deliver(event, delivery));
    return event;
  }

  /** Resolves when every event emitted so far has been delivered or has used up its retries. */
  idle(): Promise<void> {
    return this.queue;
  }

  /**
   * Resolves once nothing is left to deliver, including events emitted while waiting (our webhook answers
   * an event by changing the subscription, which sends another), or after `timeoutMs` at most.
   */
  async settled(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const queue = this.queue;
      const left = deadline - Date.now();
      if (left <= 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([queue, new Promise<void>((resolve) => (timer = setTimeout(resolve, left)))]);
      clearTimeout(timer);
      if (queue === this.queue) return;
    }
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
  }

  private async deliver(event: StripeEvent, delivery: Delivery): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= this.options.retryDelaysMs.length && !this.stopped; attempt++) {
      if (attempt > 0) await this.sleep(this.options.retryDelaysMs[attempt - 1]!);
      if (this.stopped) return;
      delivery.attempts++;
      let status = 0;
      try {
        const response = await fetch(this.options.url, {
          method: "POST",
          headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signPayload(payload, this.options.secret), "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
          body: payload,
          signal: AbortSignal.timeout(20_000),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        // Unreachable or timed out: recorded as status 0 and retried.
      }
      delivery.statuses.push(status);
      if (status >= 200 && status < 300) {
        delivery.delivered = true;
        this.options.log(`delivered ${event.type} ${event.id} (attempt ${delivery.attempts})`);
        return;
      }
      this.options.log(`delivery of ${event.type} ${event.id} failed with ${status || "no connection"} (attempt ${delivery.attempts})`);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}
