import type { Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe.ts";
import { expect, gate, test } from "./support/test.ts";
import { createUser, signInPage, totpCode, type E2EUser } from "./support/users.ts";

// The build's VITE_ADMIN_PATH (.env.example); the e2e build does not override it.
const SECRET_PATH = "/sikker-adgang-7f3k";

async function fillLogin(page: Page, user: Pick<E2EUser, "email" | "password">): Promise<void> {
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Adgangskode").fill(user.password);
  await page.getByRole("button", { name: "Log ind" }).click();
}

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

test.describe("admin login", () => {
  for (const path of ["/admin", SECRET_PATH]) {
    test(`${path} shows the login with labelled, required fields`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Skjold Admin" })).toBeVisible();
      await expect(page.getByText("Sikker admin login")).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
      await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
      await expect(page.getByLabel("Adgangskode")).toHaveAttribute("required", "");
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test("the legacy /admin/login redirects to the secret path", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page).toHaveURL(SECRET_PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Skjold Admin" })).toBeVisible();
  });

  test("a wrong password shows 'Login fejlede' with the provider's message and re-enables the form", async ({ page }) => {
    const admin = await createUser({ admin: true });
    await page.goto("/admin");
    const held = gate();
    await page.route("**/auth/v1/token**", async (route) => {
      await held.opened;
      await route.continue();
    });
    await fillLogin(page, { email: admin.email, password: "forkert-kode" });
    await expect(page.getByRole("button", { name: "Logger ind..." })).toBeDisabled();
    await expect(page.getByLabel("Email")).toBeDisabled();
    held.open();
    await expect(toast(page, "Login fejlede")).toContainText("Invalid login credentials");
    await expect(page.getByRole("button", { name: "Log ind" })).toBeEnabled();
    await expect(page).toHaveURL("/admin");
  });

  test("an admin is verified and lands on /admin/posts; the active tab follows the path", async ({ page }) => {
    const admin = await createUser({ admin: true });
    await page.goto(SECRET_PATH);
    const held = gate();
    await page.route("**/functions/v1/verify-admin", async (route) => {
      await held.opened;
      await route.continue();
    });
    await fillLogin(page, admin);
    await expect(page.getByText("Verificerer admin adgang...")).toBeVisible();
    held.open();
    await expect(page).toHaveURL("/admin/posts");
    const tabs = page.getByRole("navigation", { name: "Admin" });
    await expect(tabs.getByRole("link", { name: "Blog Posts" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Referencer" }).click();
    await expect(page).toHaveURL("/admin/testimonials");
    await expect(tabs.getByRole("link", { name: "Referencer" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Blog Posts" })).not.toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Chat Historik" }).click();
    await expect(page).toHaveURL("/admin/chat");
    await expect(tabs.getByRole("link", { name: "Chat Historik" })).toHaveAttribute("aria-current", "page");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("a non-admin gets 'Adgang nægtet', is signed out and sent to /", async ({ page }) => {
    const customer = await createUser();
    await page.goto(SECRET_PATH);
    await fillLogin(page, customer);
    await expect(toast(page, "Adgang nægtet")).toContainText("Du har ikke admin rettigheder");
    await expect(page).toHaveURL("/");
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith("-auth-token")))).toEqual([]);
  });

  test("a failing admin check shows 'Fejl' with 'Kunne ikke verificere admin status'", async ({ page }) => {
    const admin = await createUser({ admin: true });
    await page.goto("/admin");
    await page.route("**/functions/v1/verify-admin", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: "Could not verify admin status" }) }),
    );
    await fillLogin(page, admin);
    await expect(toast(page, "Fejl")).toContainText("Kunne ikke verificere admin status");
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("button", { name: "Log ind" })).toBeEnabled();
  });

  test("an admin with an authenticator gives the code after the password", async ({ page }) => {
    const admin = await createUser({ admin: true, totp: true });
    const secret = admin.totpSecret ?? "";
    await page.goto("/admin");
    await fillLogin(page, admin);
    const code = page.getByLabel("Kode fra din godkendelses-app");
    await expect(code).toBeVisible();
    const wrong = totpCode(secret) === "000000" ? "111111" : "000000";
    await code.fill(wrong);
    await page.getByRole("button", { name: "Bekræft kode" }).click();
    await expect(toast(page, "Login fejlede")).toContainText("Invalid TOTP code entered");
    // A guard sends a password-only (aal1) session of such an admin back to the login.
    await page.goto("/admin/posts");
    await expect(page).toHaveURL("/admin");
    await fillLogin(page, admin);
    await page.getByLabel("Kode fra din godkendelses-app").fill(totpCode(secret));
    await page.getByRole("button", { name: "Bekræft kode" }).click();
    await expect(page).toHaveURL("/admin/posts");
  });

  test("'Logout' on posts goes to /admin signed out; 'Log ud' on testimonials goes to the secret path", async ({ page }) => {
    const admin = await createUser({ admin: true });
    await page.goto("/admin");
    await fillLogin(page, admin);
    await expect(page).toHaveURL("/admin/posts");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/admin");
    await page.goto("/admin/posts");
    await expect(page).toHaveURL("/admin");

    await fillLogin(page, admin);
    await expect(page).toHaveURL("/admin/posts");
    await page.goto("/admin/testimonials");
    await page.getByRole("button", { name: "Log ud" }).click();
    await expect(page).toHaveURL(SECRET_PATH);
  });
});

test.describe("admin route guards", () => {
  test("without a session: blog admin goes to /admin, testimonials and chat to the secret path", async ({ page }) => {
    for (const path of ["/admin/posts", "/admin/posts/"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/admin");
    }
    for (const path of ["/admin/testimonials", "/admin/chat", "/admin/leads"]) {
      await page.goto(path);
      await expect(page).toHaveURL(SECRET_PATH);
    }
  });

  test("a signed-in non-admin: blog admin goes to /, testimonials and chat to the secret path", async ({ page }) => {
    await signInPage(page, await createUser());
    await page.goto("/admin/posts");
    await expect(page).toHaveURL("/");
    for (const path of ["/admin/testimonials", "/admin/chat", "/admin/leads"]) {
      await page.goto(path);
      await expect(page).toHaveURL(SECRET_PATH);
    }
  });

  test("a signed-in admin opens every section directly", async ({ page }) => {
    await signInPage(page, await createUser({ admin: true }));
    for (const [path, heading] of [
      ["/admin/posts", "Blog Posts"],
      ["/admin/testimonials", "Referencer"],
      ["/admin/chat", "Chat Historik"],
      ["/admin/leads", "Henvendelser"],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });
});
