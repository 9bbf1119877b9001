import { describe, expect, it } from "vitest";
import { callFunction, newUser, stackInfo } from "./support/clients.ts";

describe("verify-admin edge function", () => {
  it("answers isAdmin true for an admin, through supabase-js as the app calls it", async () => {
    const admin = await newUser({ admin: true });
    const { data, error } = await admin.client.functions.invoke("verify-admin");
    expect(error).toBeNull();
    expect(data).toEqual({ isAdmin: true });
  });

  it("answers isAdmin false for a signed-in customer", async () => {
    const customer = await newUser();
    const { status, body } = await callFunction("verify-admin", { token: customer.accessToken });
    expect(status).toBe(200);
    expect(body).toEqual({ isAdmin: false });
  });

  it("refuses a request without a token at the gateway with 401", async () => {
    const response = await fetch(`${stackInfo().apiUrl}/functions/v1/verify-admin`, { method: "POST" });
    expect(response.status).toBe(401);
  });

  it("refuses a forged or garbage token with 401", async () => {
    const forged =
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.c2lnbmF0dXJl";
    for (const token of [forged, "not-a-jwt"]) {
      const { status } = await callFunction("verify-admin", { token });
      expect(status).toBe(401);
    }
  });

  it("refuses the anon key (a valid JWT, but no user) with 401", async () => {
    const { status, body } = await callFunction("verify-admin", { token: stackInfo().anonKey });
    expect(status).toBe(401);
    expect(JSON.stringify(body)).not.toMatch(/at |stack|Error:/);
  });

  it("rejects malformed JSON and non-object bodies with 400, and other methods with 405", async () => {
    const customer = await newUser();
    expect((await callFunction("verify-admin", { token: customer.accessToken, rawBody: "{nope" })).status).toBe(400);
    expect((await callFunction("verify-admin", { token: customer.accessToken, body: [1, 2] })).status).toBe(400);
    expect((await callFunction("verify-admin", { token: customer.accessToken, method: "DELETE" })).status).toBe(405);
  });

  it("answers CORS preflight so the browser app may call it", async () => {
    const response = await fetch(`${stackInfo().apiUrl}/functions/v1/verify-admin`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBeTruthy();
  });
});
