/**
 * Writes a smaller WebP beside each demo cover in public/images/blog (`<name>.jpg` → `<name>-800.webp`,
 * 800×450), drawn by headless Chromium. The cards and the post page offer it in `srcset`
 * (src/features/blog/image-sources.ts): a phone at Lighthouse's 1.75 density needs about 660 px, and the
 * 1,200 px JPEGs were most of the bytes of /blog. The WebPs are committed; run this again when a demo cover
 * is added or changed: `node scripts/generate-blog-images.ts`.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { BLOG_VARIANT_WIDTH, variantPath } from "../src/features/blog/image-sources.ts";

const folder = new URL("../public/images/blog/", import.meta.url);
const QUALITY = 0.8;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const file of (await readdir(folder)).filter((name) => name.endsWith(".jpg")).sort()) {
    const jpeg = (await readFile(new URL(file, folder))).toString("base64");
    const webp = await page.evaluate(
      async ({ jpeg, width, quality }) => {
        const image = new Image();
        image.src = `data:image/jpeg;base64,${jpeg}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
        const context = canvas.getContext("2d")!;
        context.imageSmoothingQuality = "high";
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", quality));
        if (!blob) throw new Error("no WebP encoder");
        return Array.from(new Uint8Array(await blob.arrayBuffer()));
      },
      { jpeg, width: BLOG_VARIANT_WIDTH, quality: QUALITY },
    );
    const out = variantPath(`/images/blog/${file}`)!.replace("/images/blog/", "");
    await writeFile(new URL(out, folder), Uint8Array.from(webp));
    console.log(`public/images/blog/${out} (${webp.length} bytes, from ${file})`);
  }
} finally {
  await browser.close();
}
