import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe.ts";
import { sql } from "./support/db.ts";
import { expect, test } from "./support/test.ts";
import { adminPerFile } from "./support/users.ts";

const companies: string[] = [];
test.afterAll(async () => {
  await sql("delete from public.testimonials where company_name = any($1::text[])", [companies]);
});

async function createTestimonial(name: string, values: { is_active?: boolean; display_order?: number } = {}): Promise<{ id: string; company: string }> {
  const id = randomUUID();
  const company = `E2E ${name} ${id.slice(0, 6)}`;
  companies.push(company);
  await sql(
    "insert into public.testimonials (id, company_name, quote, industry, is_active, display_order) values ($1, $2, $3, $4, $5, $6)",
    [id, company, "Et citat skrevet til browsertestene.", "Test", values.is_active ?? true, values.display_order ?? 500],
  );
  return { id, company };
}

// One admin for the file, signed in once (support/users.ts); every test still opens a fresh browser.
const asAdmin = adminPerFile();

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

async function openList(page: Page): Promise<void> {
  await asAdmin(page);
  await page.goto("/admin/testimonials");
  await expect(page.getByRole("status", { name: "Synkronisering" })).toHaveText("Synkroniseret");
  await expect(page.getByRole("table")).toBeVisible();
}

async function serverRow(id: string) {
  const [found] = await sql<{ is_active: boolean; _deleted: boolean; company_name: string; display_order: number; quote: string }>(
    "select is_active, _deleted, company_name, display_order, quote from public.testimonials where id = $1",
    [id],
  );
  return found;
}

test.describe("testimonial admin", () => {
  test("the list: columns, status, the toggle with its toasts, axe-clean", async ({ page }) => {
    const { id, company } = await createTestimonial("liste");
    await openList(page);
    for (const header of ["Firma", "Citat", "Branche", "Rækkefølge", "Status", "Handlinger"]) {
      await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
    }
    await expect(row(page, company)).toContainText("Aktiv");
    await expect(page.getByRole("link", { name: "Ny reference" })).toHaveAttribute("href", "/admin/testimonials/new");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await row(page, company).getByRole("button", { name: `Skjul ${company}` }).click();
    await expect(toast(page, "Reference skjult")).toBeVisible();
    await expect(row(page, company)).toContainText("Inaktiv");
    await expect.poll(async () => (await serverRow(id))?.is_active, { timeout: 15_000 }).toBe(false);
    await row(page, company).getByRole("button", { name: `Vis ${company}` }).click();
    await expect(toast(page, "Reference aktiveret")).toBeVisible();
    await expect.poll(async () => (await serverRow(id))?.is_active, { timeout: 15_000 }).toBe(true);
  });

  test("delete asks 'Er du sikker?': 'Annuller' keeps it, 'Slet' removes it with 'Reference slettet'", async ({ page }) => {
    const { id, company } = await createTestimonial("slet");
    await openList(page);
    await row(page, company).getByRole("button", { name: `Slet ${company}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Er du sikker?");
    await expect(dialog).toContainText("Denne handling kan ikke fortrydes. Referencen vil blive permanent slettet.");
    await dialog.getByRole("button", { name: "Annuller" }).click();
    await expect(row(page, company)).toBeVisible();
    await row(page, company).getByRole("button", { name: `Slet ${company}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Slet" }).click();
    await expect(toast(page, "Reference slettet")).toBeVisible();
    await expect(row(page, company)).toHaveCount(0);
    await expect.poll(async () => (await serverRow(id))?._deleted, { timeout: 15_000 }).toBe(true);
  });

  test("the form: rules and messages, the n/300 tegn counter, the logo preview, create and edit", async ({ page }) => {
    await openList(page);
    await page.getByRole("link", { name: "Ny reference" }).click();
    await expect(page).toHaveURL("/admin/testimonials/new");
    await page.getByRole("button", { name: "Opret reference" }).click();
    await expect(page.getByText("Company name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Quote must be at least 10 characters")).toBeVisible();
    await page.getByLabel("Citat").fill("q".repeat(301));
    await expect(page.getByText("301/300 tegn")).toBeVisible();
    await page.getByRole("button", { name: "Opret reference" }).click();
    await expect(page.getByText("Quote must be less than 300 characters")).toBeVisible();
    await page.getByLabel("Rækkefølge").fill("10000");
    await page.getByRole("button", { name: "Opret reference" }).click();
    await expect(page.getByText("Display order must be less than 10,000")).toBeVisible();
    await page.getByLabel("Logo URL (valgfri)").fill("ikke-en-url");
    await page.getByRole("button", { name: "Opret reference" }).click();
    await expect(page.getByText("Must be a valid URL")).toBeVisible();

    // A logo that fails to load is not shown.
    await page.route("**/logo-findes-ikke.png", (route) => route.fulfill({ status: 404, body: "" }));
    await page.getByLabel("Logo URL (valgfri)").fill(`${new URL(page.url()).origin}/logo-findes-ikke.png`);
    await expect(page.getByRole("img", { name: "Logo forhåndsvisning" })).toHaveCount(0);
    await page.getByLabel("Logo URL (valgfri)").fill("");

    const company = `E2E ny reference ${randomUUID().slice(0, 6)}`;
    companies.push(company);
    await page.getByLabel("Firma", { exact: true }).fill(company);
    const quote = "Vi sover bedre om natten med den nye løsning.";
    await page.getByLabel("Citat").fill(quote);
    await expect(page.getByText(`${quote.length}/300 tegn`)).toBeVisible();
    await page.getByLabel("Rækkefølge").fill("abc");
    await page.getByRole("button", { name: "Opret reference" }).click();
    await expect(toast(page, "Reference oprettet")).toBeVisible();
    await expect(page).toHaveURL("/admin/testimonials");
    await expect(row(page, company)).toContainText("0");

    await row(page, company).getByRole("link", { name: `Rediger ${company}` }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials\/[0-9a-f-]+\/edit$/);
    await expect(page.getByLabel("Firma", { exact: true })).toHaveValue(company);
    await page.getByLabel("Rækkefølge").fill("7");
    await page.getByRole("button", { name: "Gem ændringer" }).click();
    await expect(toast(page, "Reference opdateret")).toBeVisible();
    await expect
      .poll(async () => (await sql<{ display_order: number }>("select display_order from public.testimonials where company_name = $1", [company]))[0]?.display_order, { timeout: 15_000 })
      .toBe(7);
  });

  test("a reference that cannot be loaded: 'Kunne ikke hente reference' and back to the list", async ({ page }) => {
    await openList(page);
    await page.goto(`/admin/testimonials/${randomUUID()}/edit`);
    await expect(toast(page, "Kunne ikke hente reference")).toBeVisible();
    await expect(page).toHaveURL("/admin/testimonials");
  });
});
