/**
 * Draws the app icons (public/icons/*.png) from the shield of public/favicon.svg with headless Chromium.
 * The PNGs are committed; run this again only when the artwork changes: `node scripts/generate-icons.ts`.
 */
import { writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "./chromium.ts";

const NAVY = "#0b2545";
const TEAL = "#5eead4";
const SHIELD = "M16 2 4 6.5v8.3c0 7.4 5.1 13.4 12 15.2 6.9-1.8 12-7.8 12-15.2V6.5z";
const CHECK = "m14.5 20.6-4.8-4.8 2-2 2.8 2.8 6.1-6.1 2 2z";

/** The shield filling `scale` of a square canvas, on a background or transparent. */
function iconSvg(size: number, options: { background?: string; scale: number; shield: string; check: string }): string {
  const inner = size * options.scale;
  const offset = (size - inner) / 2;
  const background = options.background ? `<rect width="${size}" height="${size}" fill="${options.background}"/>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}<g transform="translate(${offset} ${offset}) scale(${inner / 32})"><path fill="${options.shield}" d="${SHIELD}"/><path fill="${options.check}" d="${CHECK}"/></g></svg>`;
}

const icons: Array<{ file: string; size: number; svg: string }> = [
  // "any" purpose: the shield as is, a little padding, transparent corners.
  { file: "icon-192.png", size: 192, svg: iconSvg(192, { scale: 0.9, shield: NAVY, check: TEAL }) },
  { file: "icon-512.png", size: 512, svg: iconSvg(512, { scale: 0.9, shield: NAVY, check: TEAL }) },
  // Maskable: full-bleed background, the shield inside the central 80 % safe zone (w3c.github.io/manifest).
  { file: "maskable-512.png", size: 512, svg: iconSvg(512, { background: NAVY, scale: 0.56, shield: TEAL, check: NAVY }) },
  // iOS ignores transparency and rounds the corners itself.
  { file: "apple-touch-icon.png", size: 180, svg: iconSvg(180, { background: NAVY, scale: 0.7, shield: TEAL, check: NAVY }) },
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${icon.svg}</body></html>`);
    const png = await page.locator("svg").screenshot({ omitBackground: true });
    await writeFile(new URL(`../public/icons/${icon.file}`, import.meta.url), png);
    console.log(`public/icons/${icon.file} (${icon.size}x${icon.size}, ${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
