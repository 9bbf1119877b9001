import { describe, expect, it } from "vitest";
import { stackInfo } from "./support/clients.ts";

describe("gateway", () => {
  it("refuses API calls without an API key, like the hosted gateway", async () => {
    const response = await fetch(`${stackInfo().apiUrl}/rest/v1/blog_posts`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: "No API key found in request" });
  });

  it("turns the apikey header into the bearer token PostgREST checks", async () => {
    const response = await fetch(`${stackInfo().apiUrl}/rest/v1/blog_posts?select=slug&limit=1`, {
      headers: { apikey: stackInfo().anonKey },
    });
    expect(response.status).toBe(200);
  });

  it("rejects a token signed with another secret at PostgREST with 401", async () => {
    const forged =
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.aW52YWxpZC1zaWduYXR1cmUtaW52YWxpZA";
    const response = await fetch(`${stackInfo().apiUrl}/rest/v1/blog_posts`, {
      headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
  });

  it("answers CORS preflight for the REST API", async () => {
    const response = await fetch(`${stackInfo().apiUrl}/rest/v1/blog_posts`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "GET",
        "access-control-request-headers": "apikey, authorization",
      },
    });
    expect(response.status).toBe(204);
    // As hosted: any origin, never with credentials (see cors.test.ts).
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers unknown routes with 404 and unknown functions with 404", async () => {
    expect((await fetch(`${stackInfo().apiUrl}/nope`)).status).toBe(404);
    const fn = await fetch(`${stackInfo().apiUrl}/functions/v1/does-not-exist`, {
      method: "POST",
      headers: { authorization: `Bearer ${stackInfo().anonKey}` },
    });
    expect(fn.status).toBe(404);
  });
});
