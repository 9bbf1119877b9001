// The chat button's first press on the landing page before the app has started, at 4x CPU: milliseconds
// from the press to the frame that shows the open panel (the panel is a native popover, see
// src/features/chat/components/chat-launcher.tsx), and to the conversation's input (the lazy chunk).
import { summary } from "./stats.ts";
import { withProductionApp } from "./production-app.ts";

export async function benchChatOpen(runs = 7): Promise<Record<string, unknown>> {
  return withProductionApp(async (app, browser) => {
    const open: number[] = [];
    const ready: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${app.baseURL}/`, { waitUntil: "load" });
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-app-on-intent"));
      // The press is dispatched in the page (a trusted tap would also be intent and start the app at once;
      // the app then starts right after, as it does for a real tap).
      open.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const started = performance.now();
              (window as unknown as { chatPressAt: number }).chatPressAt = started;
              document.querySelector<HTMLButtonElement>("[data-chat-launcher]")!.click();
              if (!document.getElementById("chat-panel")!.matches(":popover-open")) resolve(Number.NaN);
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
            }),
        ),
      );
      await page.mouse.move(5, 5);
      await page.getByPlaceholder("Skriv din besked...").waitFor();
      ready.push(await page.evaluate(() => performance.now() - (window as unknown as { chatPressAt: number }).chatPressAt));
      await context.close();
    }
    return {
      "first press to the open panel, 4x CPU, before the app (ms)": summary(open),
      "first press to the conversation's input, 4x CPU (ms)": summary(ready),
    };
  });
}
