import { describe, expect, it } from "vitest";
import { endListsAtPlainLines } from "../../src/features/chat/end-lists.ts";

describe("endListsAtPlainLines", () => {
  it("ends a list at an unindented line, so the emergency answer's request is not part of the last bullet", () => {
    const reply = "Gør det her med det samme:\n- Tag netværket fra\n- Skift adgangskoderne\nSkriv dit navn og telefonnummer her, så ringer vi dig op.";
    expect(endListsAtPlainLines(reply)).toBe(
      "Gør det her med det samme:\n- Tag netværket fra\n- Skift adgangskoderne\n\nSkriv dit navn og telefonnummer her, så ringer vi dig op.",
    );
  });

  it("leaves an indented continuation, numbered lists and text without lists alone", () => {
    expect(endListsAtPlainLines("- et punkt\n  der fortsætter\n- to")).toBe("- et punkt\n  der fortsætter\n- to");
    expect(endListsAtPlainLines("1. et\n2. to\n\nTak.")).toBe("1. et\n2. to\n\nTak.");
    expect(endListsAtPlainLines("Hej\nmed dig")).toBe("Hej\nmed dig");
  });
});
