import { describe, expect, it } from "vitest";
import { safeExternalUrl } from "#shared/lib/url.ts";

describe("safeExternalUrl", () => {
  it("keeps absolute http(s) URLs", () => {
    expect(safeExternalUrl("https://www.linkedin.com/posts/abc")).toBe("https://www.linkedin.com/posts/abc");
    expect(safeExternalUrl("http://example.dk")).toBe("http://example.dk/");
  });

  it("refuses script, data and relative URLs and empty values", () => {
    for (const value of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<b>x</b>", "/blog", "", null, undefined]) {
      expect(safeExternalUrl(value)).toBeNull();
    }
  });
});
