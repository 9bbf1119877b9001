import { describe, expect, it } from "vitest";
import { extractMimeType, normalisedMimeType, parseMimeType, splitHeaderValues } from "../../supabase/local/storage/mime-type.ts";

// The storage server reads an upload's Content-Type with the browser's algorithm, so these cases follow
// the WHATWG MIME Sniffing and Fetch standards (and the web-platform-tests' mime-types data).
describe("the browser's reading of a Content-Type", () => {
  it.each([
    ["image/png; x=1, text/html", "text/html"],
    ["image/png;,text/html", "text/html"],
    ["image/gif;a=b,image/svg+xml", "image/svg+xml"],
    ["image/png, */*", "image/png"],
    ['image/png; x="a,text/html"', "image/png"],
    ["text/html, nonsense", "text/html"],
  ])("extracts %j as %s", (header, essence) => {
    expect(extractMimeType(header)?.essence).toBe(essence);
  });

  it("splits on commas outside quoted strings only", () => {
    expect(splitHeaderValues('a/b; x="1,2" , c/d,')).toEqual(['a/b; x="1,2"', "c/d", ""]);
  });

  it("parses parameters as the standard does", () => {
    expect(parseMimeType(' TEXT/Plain ; Charset="utf-8" ; charset=latin1 ')).toMatchObject({
      essence: "text/plain",
      parameters: new Map([["charset", "utf-8"]]),
    });
    expect(parseMimeType("image/png;=x;y")?.parameters.size).toBe(0);
    for (const bad of ["", "image", "image/", "/png", "ima ge/png", "image/pn(g", "imäge/png"]) expect(parseMimeType(bad)).toBeNull();
  });
});

describe("the one type an upload may declare", () => {
  it.each([
    ["image/png", "image/png"],
    ["IMAGE/PNG", "image/png"],
    ["  image/png\t", "image/png"],
    ["image/png; x=1", "image/png"],
    ['image/png; name="a,b.png"', "image/png"],
    ["text/plain;charset=UTF-8", "text/plain;charset=utf-8"],
    ['text/plain; charset="utf-8"; x=<script>', "text/plain;charset=utf-8"],
  ])("normalises %j to %s", (header, normalised) => {
    expect(normalisedMimeType(header)).toBe(normalised);
  });

  it.each([
    "image/png; x=1, text/html",
    "image/png;,text/html",
    "image/gif;a=b,image/svg+xml",
    "image/png,image/png",
    "image/png,",
    ",image/png",
    "*/*",
    "image",
    "image/png/x",
  ])("refuses %j", (header) => {
    expect(normalisedMimeType(header)).toBeNull();
  });
});
