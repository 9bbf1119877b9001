import { describe, expect, it } from "vitest";
import {
  forgetPendingCheckout,
  PENDING_CHECKOUT_KEY,
  PENDING_CHECKOUT_MAX_AGE_MS,
  readPendingCheckout,
  rememberPendingCheckout,
  subscribePendingCheckout,
} from "../../src/features/billing/pending-checkout.ts";
import { installWindow, MemoryStorage } from "./support/fake-window.ts";

const checkout = { planId: "core", quantity: 4, url: "https://checkout.stripe.com/c/pay/cs_test_1" };

describe("the checkout this tab is waiting for", () => {
  it("is remembered with its time, told to listeners, and forgotten", () => {
    const sessionStorage = new MemoryStorage();
    installWindow({ sessionStorage });
    let told = 0;
    const unsubscribe = subscribePendingCheckout(() => (told += 1));
    rememberPendingCheckout(checkout, 1_000);
    expect(readPendingCheckout(2_000)).toEqual({ ...checkout, openedAt: 1_000 });
    forgetPendingCheckout();
    expect(readPendingCheckout(2_000)).toBeNull();
    expect(told).toBe(2);
    unsubscribe();
  });

  it("runs out after an hour, and ignores damaged or foreign records", () => {
    const sessionStorage = new MemoryStorage();
    installWindow({ sessionStorage });
    rememberPendingCheckout(checkout, 1_000);
    expect(readPendingCheckout(1_000 + PENDING_CHECKOUT_MAX_AGE_MS - 1)).not.toBeNull();
    expect(readPendingCheckout(1_000 + PENDING_CHECKOUT_MAX_AGE_MS)).toBeNull();
    for (const value of ["{", "null", JSON.stringify({ ...checkout, openedAt: 1_000, url: "javascript:alert(1)" }), JSON.stringify({ ...checkout, openedAt: 1_000, quantity: 99 })]) {
      sessionStorage.setItem(PENDING_CHECKOUT_KEY, value);
      expect(readPendingCheckout(2_000), value).toBeNull();
    }
  });

  it("without storage, nothing is pending and nothing throws", () => {
    installWindow({
      sessionStorage: {
        getItem: () => {
          throw new Error("blocked");
        },
        setItem: () => {
          throw new Error("blocked");
        },
        removeItem: () => {
          throw new Error("blocked");
        },
      },
    });
    expect(() => rememberPendingCheckout(checkout)).not.toThrow();
    expect(readPendingCheckout()).toBeNull();
    expect(() => forgetPendingCheckout()).not.toThrow();
  });
});
