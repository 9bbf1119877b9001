import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The product's rules live in docs/product-rules.md; code comments state a rule or point at a section there.
const root = new URL("../..", import.meta.url).pathname;
const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => /\.(ts|tsx|js|sql|toml|css|html)$|^\.env\.example$/.test(file));
const text = (file: string) => readFileSync(`${root}${file}`, "utf8");

/** GitHub's anchor for a heading: lowercased, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replace(/ /g, "-");

describe("docs/product-rules.md", () => {
  it("no file cites sections of a specification the repository does not have", () => {
    const citing = files.filter((file) => /\bSPEC(\.md)?\b[^\n]{0,3}(sections?|§)\s*\d/.test(text(file)));
    expect(citing).toEqual([]);
  });

  it("every link into it names a section it has", () => {
    const anchors = new Set(
      [...text("docs/product-rules.md").matchAll(/^#{2,3} (.+)$/gm)].map((match) => anchorOf(match[1]!)),
    );
    const broken: string[] = [];
    for (const file of files) {
      for (const match of text(file).matchAll(/product-rules\.md#([a-z0-9-]+)((?:, #[a-z0-9-]+)*)/g)) {
        const named = [match[1]!, ...[...match[2]!.matchAll(/#([a-z0-9-]+)/g)].map((extra) => extra[1]!)];
        for (const anchor of named) if (!anchors.has(anchor)) broken.push(`${file}: #${anchor}`);
      }
    }
    expect(anchors.size).toBeGreaterThan(15);
    expect(broken).toEqual([]);
  });
});
