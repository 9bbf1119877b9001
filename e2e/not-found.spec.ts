import { expect, test } from "./support/test.ts";

test.describe("404", () => {
  for (const path of ["/denne/side/findes/ikke", "/blog/en/to", "/404"]) {
    test(`${path} shows the 404 page and logs the path`, async ({ page }) => {
      const logged: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") logged.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(page.getByText("Oops! Page not found")).toBeVisible();
      await expect.poll(() => logged.some((text) => text.includes(path))).toBe(true);

      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});
