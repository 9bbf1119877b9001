import { describe, expect, it } from "vitest";
import { destinationHref, destinationPurpose, parseDestination } from "../../src/features/auth/destination.ts";

describe("parseDestination (the allow-list of /auth's next parameter)", () => {
  it("accepts the portal, alone or with a known plan", () => {
    expect(parseDestination("/customer-portal")).toEqual({ page: "customer-portal" });
    for (const plan of ["core", "essentials", "complete"] as const) {
      expect(parseDestination(`/customer-portal?plan=${plan}`)).toEqual({ page: "customer-portal", plan });
      expect(destinationHref(parseDestination(`/customer-portal?plan=${plan}`)!)).toBe(`/customer-portal?plan=${plan}`);
    }
  });

  it("refuses other origins, protocol-relative and backslash paths", () => {
    for (const value of [
      "https://evil.example/customer-portal",
      "http://localhost:5173/customer-portal",
      "//evil.example/customer-portal",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example\\customer-portal",
      "/\\/evil.example/customer-portal",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      " /customer-portal",
      "/customer-portal ",
      "\t/customer-portal",
    ]) {
      expect(parseDestination(value), value).toBeNull();
    }
  });

  it("refuses other pages, unknown plans, extra parameters, encodings and dots", () => {
    for (const value of [
      "/",
      "/admin",
      "/auth",
      "/customer-portal/",
      "/customer-portal/../admin",
      "/customer-portal?plan=gold",
      "/customer-portal?plan=",
      "/customer-portal?plan=core&success=true",
      "/customer-portal?success=true",
      "/customer-portal#pricing",
      "/customer-portal?plan=core#x",
      "/customer-portal?plan=Core",
      "/CUSTOMER-PORTAL",
      "/customer%2Dportal",
      "%2Fcustomer-portal",
      "/customer-portal?plan=core%26x",
      "/customer-portal@evil.example",
      "/customer-portal\n",
    ]) {
      expect(parseDestination(value), value).toBeNull();
    }
  });

  it("refuses what is not a string", () => {
    for (const value of [undefined, null, 1, true, {}, ["/customer-portal"]]) expect(parseDestination(value)).toBeNull();
  });
});

describe("destinationPurpose", () => {
  it("names the plan in Danish", () => {
    expect(destinationPurpose({ page: "customer-portal", plan: "essentials" }, "Essentials")).toBe(
      "Log ind eller opret en konto for at starte dit abonnement på Essentials.",
    );
    expect(destinationPurpose({ page: "customer-portal" })).toBe("Log ind eller opret en konto for at komme til kundeportalen.");
  });
});
