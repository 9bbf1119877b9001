import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { installWindow, MemoryStorage } from "./support/fake-window.ts";
import { COOKIE_CONSENT_STORAGE_KEY } from "#shared/content/cookies.ts";
import { CONSENT_MODE_DEFAULTS, consentModeUpdate } from "../../src/features/consent/consent-mode.ts";
import {
  ACCEPT_ALL,
  NECESSARY_ONLY,
  parseConsent,
  readStoredConsent,
  storeConsent,
  type CookieConsent,
} from "../../src/features/consent/consent-record.ts";


describe("the cookieConsent record", () => {
  it("accepts exactly the stored shape, with necessary always true", () => {
    expect(parseConsent('{"necessary":true,"functional":true,"analytical":false}')).toEqual({
      necessary: true,
      functional: true,
      analytical: false,
    });
    for (const raw of [null, "", "nope", "null", "[]", '{"necessary":false,"functional":true,"analytical":true}', '{"necessary":true,"functional":"yes","analytical":false}', '{"necessary":true,"functional":true}']) {
      expect(parseConsent(raw), String(raw)).toBeNull();
    }
  });

  it("drops unknown keys, and stores and reads back under cookieConsent", () => {
    expect(parseConsent('{"necessary":true,"functional":false,"analytical":true,"extra":1}')).toEqual({
      necessary: true,
      functional: false,
      analytical: true,
    });
    const storage = new MemoryStorage();
    installWindow({ localStorage: storage });
    expect(readStoredConsent()).toBeNull();
    expect(storeConsent({ necessary: true, functional: true, analytical: false })).toBe(true);
    expect(JSON.parse(storage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? "")).toEqual({ necessary: true, functional: true, analytical: false });
    expect(readStoredConsent()).toEqual({ necessary: true, functional: true, analytical: false });
  });

  it("treats storage that throws as no stored choice, and reports a failed store", () => {
    installWindow({
      get localStorage(): Storage {
        throw new Error("SecurityError");
      },
    });
    expect(readStoredConsent()).toBeNull();
    expect(storeConsent(ACCEPT_ALL)).toBe(false);
  });
});

describe("Google Consent Mode v2", () => {
  it("denies everything but security by default", () => {
    expect(CONSENT_MODE_DEFAULTS).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "denied",
      personalization_storage: "denied",
      security_storage: "granted",
    });
  });

  it("grants analytics only with analytical consent, functionality only with functional, ads never", () => {
    expect(consentModeUpdate(ACCEPT_ALL)).toMatchObject({ analytics_storage: "granted", functionality_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
    expect(consentModeUpdate(NECESSARY_ONLY)).toEqual(CONSENT_MODE_DEFAULTS);
    expect(consentModeUpdate({ necessary: true, functional: false, analytical: true })).toMatchObject({ analytics_storage: "granted", functionality_storage: "denied" });
  });

  // The head script of index.html cannot import the module, so it repeats the mapping; this keeps them equal.
  const headScript = (() => {
    const html = readFileSync(join(import.meta.dirname, "..", "..", "index.html"), "utf8");
    const match = /<script id="consent-mode">([\s\S]*?)<\/script>/.exec(html);
    if (!match?.[1]) throw new Error('index.html has no <script id="consent-mode">');
    return match[1];
  })();

  /** The html element's attributes the script set (the static cookie banner shows when it sets data-consent-needed). */
  let htmlAttributes: string[] = [];

  function runHeadScript(stored: string | null): unknown[][] {
    const storage = new MemoryStorage();
    if (stored !== null) storage.setItem(COOKIE_CONSENT_STORAGE_KEY, stored);
    htmlAttributes = [];
    const document = { documentElement: { setAttribute: (name: string) => htmlAttributes.push(name) } };
    const window: { dataLayer?: ArrayLike<unknown>[]; localStorage: MemoryStorage } = { localStorage: storage };
    runInNewContext(headScript, Object.assign(window, { window, document }));
    return (window.dataLayer ?? []).map((entry) => Array.from(entry));
  }

  it("index.html sets the defaults before anything else, with no stored choice, and asks for the banner", () => {
    expect(runHeadScript(null)).toEqual([["consent", "default", CONSENT_MODE_DEFAULTS]]);
    expect(htmlAttributes).toEqual(["data-consent-needed"]);
    expect(runHeadScript("{broken")).toEqual([["consent", "default", CONSENT_MODE_DEFAULTS]]);
    expect(htmlAttributes).toEqual(["data-consent-needed"]);
    expect(runHeadScript(JSON.stringify({ necessary: true, functional: "yes", analytical: false }))).toHaveLength(1);
    expect(htmlAttributes).toEqual(["data-consent-needed"]);
  });

  it.each<CookieConsent>([ACCEPT_ALL, NECESSARY_ONLY, { necessary: true, functional: true, analytical: false }, { necessary: true, functional: false, analytical: true }])(
    "index.html re-applies a stored choice exactly as consentModeUpdate does: %o",
    (consent) => {
      expect(runHeadScript(JSON.stringify(consent))).toEqual([
        ["consent", "default", CONSENT_MODE_DEFAULTS],
        ["consent", "update", consentModeUpdate(consent)],
      ]);
      expect(htmlAttributes).toEqual([]);
    },
  );

  it("index.html loads no remote script", () => {
    const html = readFileSync(join(import.meta.dirname, "..", "..", "index.html"), "utf8");
    expect(html).not.toMatch(/googletagmanager|google-analytics/);
  });
});
