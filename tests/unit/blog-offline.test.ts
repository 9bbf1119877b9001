import { describe, expect, it } from "vitest";
import { isNetworkFailure } from "../../src/features/blog/api/network-failure.ts";

function blogQueryError(message: string, code?: string): Error {
  return Object.assign(new Error(message), { name: "BlogQueryError", code });
}

describe("a post read that failed for want of a network", () => {
  it("is any failure while the browser is offline", () => {
    expect(isNetworkFailure(blogQueryError("whatever", "PGRST116"), false)).toBe(true);
  });

  it("is never a failure while online, even a rejected fetch: 'Article Not Found' stays", () => {
    expect(isNetworkFailure(blogQueryError("TypeError: Failed to fetch", ""), true)).toBe(false);
    expect(isNetworkFailure(new TypeError("NetworkError when attempting to fetch resource."), true)).toBe(false);
  });

  it("is not an answer from the server, which keeps 'Article Not Found'", () => {
    expect(isNetworkFailure(blogQueryError("JWT expired", "PGRST301"), true)).toBe(false);
    expect(isNetworkFailure(blogQueryError("permission denied for table blog_posts", "42501"), true)).toBe(false);
    expect(isNetworkFailure(new Error("Invalid input"), true)).toBe(false);
    expect(isNetworkFailure("boom", true)).toBe(false);
  });
});
