// The app shell (dist/app-shell.html), served as a static host serves it for the app-only pages: it is the
// sign-in page, prerendered, so a signed-out visitor of /auth and /customer-portal has the form from the
// first paint; a signed-in visitor and the admin area never see it.
import type { Page } from "@playwright/test";
import { loadEnv } from "../supabase/local/env.ts";
import { startStaticHost, type StaticHost } from "../scripts/static-host.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { collectConsoleErrors } from "./support/console-errors.ts";
import { e2eEnv } from "./support/env.ts";
import { expect, gate, test } from "./support/test.ts";
import { createUser, signInPage } from "./support/users.ts";

const ADMIN_PATH = loadEnv().VITE_ADMIN_PATH ?? "/admin";
let host: StaticHost;

test.beforeAll(async () => {
  host = await startStaticHost(e2eEnv().distDir, { hostConventions: true });
});
test.afterAll(async () => host.close());

/** The page as it is before the app: the app's code never arrives, the page's own inline scripts run. */
async function withoutApp(page: Page): Promise<void> {
  await page.route((url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"), (route) => route.abort());
}

const rootVisible = (page: Page) => page.evaluate(() => getComputedStyle(document.getElementById("root")!).visibility === "visible");

test.describe("before the app has started", () => {
  for (const path of ["/auth", "/customer-portal"]) {
    test(`a signed-out visitor of ${path} sees the sign-in form in the account header and footer`, async ({ page }) => {
      await withoutApp(page);
      await page.goto(`${host.url}${path}`, { waitUntil: "commit" });
      await expect(page.getByLabel("E-mail")).toBeVisible();
      await expect(page.getByLabel("Adgangskode", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
      // The calm account frame, not the marketing one.
      await expect(page.getByRole("banner").getByRole("link", { name: "Portal" })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privatlivspolitik" })).toBeVisible();
      await expect(page.locator("[data-chat-launcher]")).toHaveCount(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test("the admin area and the secret path never show the customer's form", async ({ page }) => {
    await withoutApp(page);
    for (const path of ["/admin", "/admin/posts", ADMIN_PATH]) {
      await page.goto(`${host.url}${path}`, { waitUntil: "commit" });
      await page.locator("#root").waitFor({ state: "attached" });
      expect(await rootVisible(page), path).toBe(false);
      await expect(page.getByLabel("Adgangskode", { exact: true })).toBeHidden();
    }
  });

  test("a signed-in visitor is not shown the form (they are on their way on), nor is a page with a query", async ({ page }) => {
    await withoutApp(page);
    await page.goto(`${host.url}/auth?reset=true`, { waitUntil: "commit" });
    await page.locator("#root").waitFor({ state: "attached" });
    expect(await rootVisible(page)).toBe(false);

    await signInPage(page, await createUser());
    for (const path of ["/auth", "/customer-portal"]) {
      await page.goto(`${host.url}${path}`, { waitUntil: "commit" });
      await page.locator("#root").waitFor({ state: "attached" });
      expect(await rootVisible(page), path).toBe(false);
    }
  });

  test("a sign-in sent before the app is ready is held (never a GET with the password in the URL)", async ({ page }) => {
    await withoutApp(page);
    await page.goto(`${host.url}/auth`, { waitUntil: "commit" });
    await page.getByLabel("E-mail").fill("kunde@example.dk");
    await page.getByLabel("Adgangskode", { exact: true }).fill("hemmeligt-kodeord");
    await page.getByLabel("Adgangskode", { exact: true }).press("Enter");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByLabel("Adgangskode", { exact: true })).toHaveValue("hemmeligt-kodeord");
  });
});

test.describe("once the app runs", () => {
  // The shell starts its app on the visitor's first intent, as the prerendered public pages do.
  test("/auth is hydrated, not drawn again, and keeps what was typed before the app was ready", async ({ page }) => {
    const recovered: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat/i.test(message.text())) recovered.push(message.text());
    });
    const user = await createUser();
    // The app's code is held until the visitor has typed both fields (a slow phone).
    const code = gate();
    await page.route(
      (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
      async (route) => {
        await code.opened;
        await route.continue();
      },
    );
    await page.goto(`${host.url}/auth`, { waitUntil: "commit" });
    const email = page.getByLabel("E-mail");
    await email.waitFor();
    await email.evaluate((input) => input.setAttribute("data-static", ""));
    await email.pressSequentially(user.email);
    await page.getByLabel("Adgangskode", { exact: true }).pressSequentially(user.password);
    code.open();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-on-intent"));
    await page.mouse.move(5, 5);
    await page.mouse.move(6, 6);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"));
    await expect(page.locator("#signin-email[data-static]")).toHaveCount(1);
    await expect(email).toHaveValue(user.email);
    await expect(page.getByLabel("Adgangskode", { exact: true })).toHaveValue(user.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(`${host.url}/`);
    expect(recovered).toEqual([]);
  });

  test("/customer-portal signed out becomes /auth, with the portal as its destination, on the same, hydrated page", async ({ page }) => {
    // The shell is /auth prerendered without a query; hydrating it on /auth?next=… must find the same
    // markup (React #418 when not: the page is then drawn again in the browser).
    const errors = collectConsoleErrors(page);
    await page.goto(`${host.url}/customer-portal`, { waitUntil: "commit" });
    await page.getByLabel("E-mail").waitFor();
    await page.getByLabel("E-mail").evaluate((input) => input.setAttribute("data-static", ""));
    // The mouse is intent only once the page listens for it.
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-on-intent"));
    await page.mouse.move(5, 5);
    await page.mouse.move(6, 6);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-ready"));
    await expect(page).toHaveURL(`${host.url}/auth?next=%2Fcustomer-portal`);
    await expect(page.locator("#signin-email[data-static]")).toHaveCount(1);
    // What the visitor signs in for shows once the page is the app's.
    await expect(page.getByTestId("auth-purpose")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  test("a signed-in customer on /customer-portal gets the portal, the admin login its own card", async ({ page }) => {
    const user = await createUser();
    await signInPage(page, user);
    await page.goto(`${host.url}/customer-portal`);
    await expect(page.getByRole("heading", { level: 1, name: "Kundeportal" })).toBeVisible();
    // The header says who is signed in (issue 36).
    await expect(page.getByTestId("signed-in-as")).toHaveText(`Logget ind som ${user.email}`);
    await expect(page.getByLabel("Adgangskode", { exact: true })).toHaveCount(0);
    await page.goto(`${host.url}/admin`);
    await expect(page.getByText("Sikker admin login")).toBeVisible();
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveCount(0);
  });
});
