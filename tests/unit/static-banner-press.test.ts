// @vitest-environment happy-dom
// The static cookie banner answers without the app. When the app's banner takes its place between a press's
// pointerdown and its click (a desktop visitor's mouse started the app a moment before), the click never comes:
// the press itself is the answer (a clean clone's consent.spec lost 'Accepter alle' that way under load).
import { afterEach, describe, expect, it } from "vitest";
import { COOKIE_CONSENT_STORAGE_KEY } from "#shared/content/cookies.ts";
import { bannerState } from "../../src/features/consent/banner-state.ts";
import { CHOICE_ATTRIBUTE, removeStaticBanner, wireStaticBanner } from "../../src/features/consent/static-banner.ts";

function staticBanner(): HTMLElement {
  document.documentElement.setAttribute("data-consent-needed", "");
  document.body.innerHTML = `<section id="cookie-banner-static"><button ${CHOICE_ATTRIBUTE}="all">Accepter alle</button><button ${CHOICE_ATTRIBUTE}="necessary">Kun nødvendige</button></section>`;
  return document.getElementById("cookie-banner-static")!;
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = "";
});

describe("the static cookie banner's answer", () => {
  it("is the press when the app takes over before the click", () => {
    const banner = staticBanner();
    expect(wireStaticBanner(() => {})).toBe(true);
    banner.querySelector("[data-choice=all]")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    removeStaticBanner();
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? "null")).toMatchObject({ functional: true, analytical: true });
    expect(bannerState().view).toBe("closed");
    expect(document.getElementById("cookie-banner-static")).toBeNull();
  });

  it("is nothing when no answer is being pressed", () => {
    staticBanner();
    wireStaticBanner(() => {});
    removeStaticBanner();
    expect(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBeNull();
  });

  it("is the click when the click came first (the press is spent)", () => {
    const banner = staticBanner();
    wireStaticBanner(() => {});
    const necessary = banner.querySelector<HTMLElement>("[data-choice=necessary]")!;
    necessary.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    necessary.click();
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? "null")).toMatchObject({ functional: false, analytical: false });
  });
});
