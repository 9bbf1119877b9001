import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  SECTION_FOLLOW_MAX_MS,
  SECTION_SCROLL_DELAY_MS,
  SECTION_SETTLE_MS,
  SECTION_WAIT_TIMEOUT_MS,
  scrollToSectionLater,
} from "../../src/lib/scroll-to-section.ts";

/**
 * The unit tests run without a DOM, so the few browser APIs the helper touches are stood in for here:
 * elements by id, matchMedia, window listeners and the two observers (whose callbacks the tests fire).
 */
interface FakeElement {
  scrollIntoView: ReturnType<typeof vi.fn>;
}

let elements: Map<string, FakeElement>;
let reducedMotion: boolean;
let windowListeners: Map<string, Set<() => void>>;
let mutationCallbacks: Array<() => void>;
let resizeCallbacks: Array<() => void>;
/** Loading states in the page; each says where the section is relative to it (4: after it). */
let loadingStates: Array<{ compareDocumentPosition: () => number }>;

function element(id: string): FakeElement {
  const created = { scrollIntoView: vi.fn() };
  elements.set(id, created);
  return created;
}

beforeEach(() => {
  vi.useFakeTimers();
  elements = new Map();
  reducedMotion = false;
  windowListeners = new Map();
  mutationCallbacks = [];
  resizeCallbacks = [];
  loadingStates = [];
  vi.stubGlobal("document", {
    body: {},
    getElementById: (id: string) => elements.get(id) ?? null,
    querySelectorAll: (selector: string) => (selector === "[data-loading]" ? loadingStates : []),
  });
  vi.stubGlobal("window", {
    matchMedia: () => ({ matches: reducedMotion }),
    addEventListener: (type: string, listener: () => void) => {
      if (!windowListeners.has(type)) windowListeners.set(type, new Set());
      windowListeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => windowListeners.get(type)?.delete(listener),
  });
  vi.stubGlobal(
    "MutationObserver",
    class {
      private readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe() {
        mutationCallbacks.push(this.callback);
      }
      disconnect() {
        mutationCallbacks = mutationCallbacks.filter((callback) => callback !== this.callback);
      }
    },
  );
  vi.stubGlobal(
    "ResizeObserver",
    class {
      private readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe() {
        resizeCallbacks.push(this.callback);
      }
      disconnect() {
        resizeCallbacks = resizeCallbacks.filter((callback) => callback !== this.callback);
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("scrollToSectionLater", () => {
  it("waits about 100 ms before scrolling", () => {
    expect(SECTION_SCROLL_DELAY_MS).toBe(100);
    const contact = element("contact");
    scrollToSectionLater("contact");
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS - 1);
    expect(contact.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(contact.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("jumps without animation for visitors who prefer reduced motion", () => {
    reducedMotion = true;
    const contact = element("contact");
    scrollToSectionLater("contact");
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS);
    expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("waits for a section that is rendered later, and gives up after the timeout", () => {
    scrollToSectionLater("pricing");
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS);
    expect(mutationCallbacks).toHaveLength(1);
    mutationCallbacks[0]!(); // Something else rendered: still no #pricing.
    const pricing = element("pricing");
    mutationCallbacks[0]!();
    expect(pricing.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(mutationCallbacks).toHaveLength(0);

    scrollToSectionLater("why");
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS + SECTION_WAIT_TIMEOUT_MS);
    expect(mutationCallbacks).toHaveLength(0);
  });

  it("follows the section while the page above it grows, until it settles", () => {
    const contact = element("contact");
    scrollToSectionLater("contact");
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS);
    expect(resizeCallbacks).toHaveLength(1);
    resizeCallbacks[0]!(); // A lazy section above finished loading and pushed #contact down.
    expect(contact.scrollIntoView).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(SECTION_SETTLE_MS);
    expect(resizeCallbacks).toHaveLength(0);
  });

  it("keeps following while a loading state above the section remains, up to a limit", () => {
    const contact = element("contact");
    const skeleton = { compareDocumentPosition: () => 4 };
    loadingStates = [skeleton];
    scrollToSectionLater("contact");
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS + SECTION_SETTLE_MS * 2);
    // The reads behind the skeleton are slow: still following.
    expect(resizeCallbacks).toHaveLength(1);
    loadingStates = [];
    resizeCallbacks[0]!(); // They arrived and pushed #contact down.
    expect(contact.scrollIntoView).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(SECTION_SETTLE_MS);
    expect(resizeCallbacks).toHaveLength(0);

    // A skeleton that never resolves (or one below the section) does not hold the view for ever.
    loadingStates = [skeleton];
    scrollToSectionLater("contact");
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS + SECTION_FOLLOW_MAX_MS + SECTION_SETTLE_MS);
    expect(resizeCallbacks).toHaveLength(0);
    loadingStates = [{ compareDocumentPosition: () => 2 }];
    scrollToSectionLater("contact");
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS + SECTION_SETTLE_MS);
    expect(resizeCallbacks).toHaveLength(0);
  });

  it("stops following as soon as the visitor scrolls", () => {
    element("contact");
    scrollToSectionLater("contact");
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS);
    for (const listener of [...windowListeners.get("wheel")!]) listener();
    expect(resizeCallbacks).toHaveLength(0);
    expect([...windowListeners.values()].every((listeners) => listeners.size === 0)).toBe(true);
  });

  it("can be cancelled before it scrolls", () => {
    const contact = element("contact");
    const cancel = scrollToSectionLater("contact");
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS / 2);
    cancel();
    vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS);
    expect(contact.scrollIntoView).not.toHaveBeenCalled();
  });
});
