import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { PLANS } from "#shared/content/plans.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";
import { createUser, signInPage } from "./support/users.ts";

/**
 * From 'Start i dag' signed out to an active subscription: /auth with the plan as destination, sign-up,
 * sign-in, the portal with the plan chosen, the terms box, checkout in the Stripe double's window, the
 * first tab waiting for the payment and turning into the active view; the stale tab; the cancellation
 * date the terms give.
 */

test.describe.configure({ timeout: 180_000 });

// Written independently of the app's helpers.
const dkk = (amount: number) =>
  new Intl.NumberFormat("da-DK", { style: "currency", currency: "DKK", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

async function noToasts(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
}

async function signUpAndSignIn(page: Page): Promise<string> {
  const email = `e2e-${randomUUID()}@example.dk`;
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Fulde navn").fill("Karen Kunde");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Adgangskode", { exact: true }).fill("hemmelig-1");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Success!")).toBeVisible();
  // Sign In follows with the address filled in; only the password is left to type.
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByLabel("Adgangskode", { exact: true })).toBeFocused();
  await page.getByLabel("Adgangskode", { exact: true }).fill("hemmelig-1");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  return email;
}

/** Chooses employees, ticks the terms and opens checkout; returns the checkout window. */
async function openCheckout(page: Page, context: BrowserContext, planName: string, employees: number): Promise<Page> {
  const card = page.getByRole("region", { name: planName });
  await card.getByLabel("Antal medarbejdere").fill(String(employees));
  await page.getByRole("checkbox", { name: /Jeg accepterer/ }).check();
  const [checkout] = await Promise.all([context.waitForEvent("page"), card.getByRole("button", { name: "Gå til betaling" }).click()]);
  await checkout.waitForURL(/\/checkout\//);
  return checkout;
}

const pay = async (checkout: Page) => {
  await checkout.getByLabel("Kortnummer").fill("4242 4242 4242 4242");
  await checkout.getByRole("button", { name: "Betal og abonnér" }).click();
  // Paid once the provider sends the window on to the success page; a window closed before then may
  // never have sent the payment.
  await checkout.waitForURL((url) => !url.pathname.startsWith("/checkout/"), { timeout: 30_000 });
};

test("'Start i dag' signed out → /auth for the plan → sign-up and sign-in → checkout → the first tab turns active", async ({ page, context }) => {
  const plan = PLANS.find((candidate) => candidate.id === "essentials")!;
  await page.goto("/#pricing");
  await page.getByRole("link", { name: `Start i dag: ${plan.name}` }).click();

  // /auth says what for, in Danish, and keeps where to go.
  await expect(page).toHaveURL(/\/auth\?next=%2Fcustomer-portal%3Fplan%3Dessentials$/);
  await expect(page.getByTestId("auth-purpose")).toHaveText(`Log ind eller opret en konto for at starte dit abonnement på ${plan.name}.`);
  // A buyer most likely has no account yet: Sign Up is open, with the chosen plan named beside the form.
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Fulde navn")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Kom i gang med ${plan.name}`);
  await expect(page.getByTestId("auth-plan")).toContainText(`Valgt plan: ${plan.name}`);
  // The password rule is said before it can fail, and the terms line sits under the button.
  await expect(page.getByText("Mindst 6 tegn.")).toBeVisible();
  await expect(page.getByRole("link", { name: "handelsbetingelser" }).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await signUpAndSignIn(page);

  // Straight to the portal with the plan chosen.
  await expect(page).toHaveURL(/\/customer-portal\?plan=essentials$/);
  const card = page.getByRole("region", { name: plan.name });
  await expect(card).toHaveAttribute("aria-current", "true");

  // Checkout waits for the terms, and says so next to the button.
  const checkoutButton = card.getByRole("button", { name: "Gå til betaling" });
  await expect(checkoutButton).toBeEnabled();
  await expect(card.getByText("Sæt flueben ved handelsbetingelserne og databehandleraftalen for at gå til betaling.")).toBeVisible();
  await expect(checkoutButton).toHaveAccessibleDescription("Sæt flueben ved handelsbetingelserne og databehandleraftalen for at gå til betaling.");
  // One terms box for the page; each document it names is a link in its label, which opens it without ticking the box.
  const terms = page.getByRole("checkbox", { name: /Jeg accepterer/ });
  await expect(terms).toHaveCount(1);
  const consent = page.getByTestId("terms-consent");
  for (const [name, href] of [["handelsbetingelserne", "/terms"], ["databehandleraftalen", "/databehandleraftale"]] as const) {
    const link = consent.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", href);
    const [opened] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await opened.waitForLoadState("domcontentloaded");
    expect(new URL(opened.url()).pathname).toBe(href);
    await opened.close();
    await expect(terms).not.toBeChecked();
  }
  // The sign-in toasts fade out with an opacity transition that axe can catch half-way; judge the page.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);

  const checkout = await openCheckout(page, context, plan.name, 7);

  // The first tab no longer offers to pay: a payment is under way.
  const pending = page.getByRole("region", { name: "Betaling i gang" });
  await expect(pending).toBeVisible();
  await expect(pending).toContainText(`Betalingen for ${plan.name} (7 medarbejdere)`);
  await expect(page.getByRole("button", { name: "Gå til betaling" })).toHaveCount(0);
  await noToasts(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await pay(checkout);
  // The first tab finds the subscription by itself (it checks every few seconds while it waits).
  const active = page.getByRole("region", { name: "Dit abonnement" });
  await expect(active).toBeVisible({ timeout: 20_000 });
  const details = active.getByTestId("subscription-details");
  await expect(details).toContainText(plan.name);
  await expect(active.getByTestId("subscription-status")).toHaveText("Aktivt");
  await expect(details).toContainText(dkk(plan.pricePerEmployee * 7));
  await expect(details).toContainText(`7 × ${dkk(plan.pricePerEmployee)}, ekskl. moms`);
  await expect(active.getByTestId("subscription-date")).toHaveText(/^\d{1,2}\. [a-zæøå]+ \d{4}$/);
  await expect(active.getByRole("button", { name: "Administrer abonnement" })).toBeEnabled();
  const next = page.getByRole("region", { name: "Næste skridt" });
  for (const step of ["Installer agenten", "Book onboarding", "Kontakt support"]) await expect(next.getByRole("heading", { name: step })).toBeVisible();
  await expect(pending).toHaveCount(0);
  // And back from the payment: the checkout window is on the portal too.
  await expect(checkout).toHaveURL(/\/customer-portal$/);
  await noToasts(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("signed in on /auth with a destination goes there; an outside destination is ignored", async ({ page }) => {
  await page.goto("/auth?next=%2Fcustomer-portal%3Fplan%3Dcore");
  await signUpAndSignIn(page);
  await expect(page).toHaveURL(/\/customer-portal\?plan=core$/);
  await page.goto("/auth?next=%2Fcustomer-portal");
  await expect(page).toHaveURL(/\/customer-portal$/);
  for (const attack of ["https%3A%2F%2Fevil.example%2F", "%2F%2Fevil.example", "%2F%5Cevil.example"]) {
    await page.goto(`/auth?next=${attack}`);
    await expect(page).toHaveURL(/\/$/);
  }
});

test("the stale tab: a closed payment window can be opened again or abandoned, and a reload still knows", async ({ page, context }) => {
  // Signed in over the API: the sign-up form is the first test's subject.
  await signInPage(page, await createUser());
  await page.goto("/customer-portal?plan=core");
  const checkout = await openCheckout(page, context, "Core", 3);
  const checkoutUrl = checkout.url();
  await checkout.close();

  const pending = page.getByRole("region", { name: "Betaling i gang" });
  await expect(pending).toBeVisible();
  await page.reload();
  await expect(pending).toBeVisible();
  await expect(page.getByRole("button", { name: "Gå til betaling" })).toHaveCount(0);

  // Opened again: the same checkout, which can still be paid.
  const [reopened] = await Promise.all([context.waitForEvent("page"), pending.getByRole("button", { name: "Åbn betalingen igen" }).click()]);
  await reopened.waitForURL(/\/checkout\//);
  expect(reopened.url()).toBe(checkoutUrl);
  await reopened.close();

  // Abandoned: the plans are back.
  await pending.getByRole("button", { name: "Afbryd og vælg plan igen" }).click();
  await expect(pending).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Core" }).getByRole("button", { name: "Gå til betaling" })).toBeVisible();
});
