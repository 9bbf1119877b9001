// Issue 10, item 5 (storage): what @supabase/supabase-js's storage client calls and hosted Storage answers,
// on the local storage server: signed URLs (JWT tokens with expiry), list-v2, sizes in decimal units, the
// stored Content-Type with its parameters, and 404 for routes Storage does not have.
import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, newUser, serviceClient, stackInfo, type Client } from "./support/clients.ts";

async function customerOnlyClient(): Promise<Client> {
  return (await newUser()).client;
}

const bucket = `parity-${randomUUID().slice(0, 8)}`;
const service = serviceClient();

beforeAll(async () => {
  expect((await service.storage.createBucket(bucket, { public: false })).error).toBeNull();
});

afterAll(async () => {
  await service.storage.emptyBucket(bucket);
  await service.storage.deleteBucket(bucket);
});

async function put(path: string, text = "hemmelig"): Promise<void> {
  const { error } = await service.storage.from(bucket).upload(path, text, { contentType: "text/plain", upsert: true });
  expect(error).toBeNull();
}

async function get(url: string): Promise<{ status: number; text: string; type: string | null }> {
  const response = await fetch(url);
  return { status: response.status, text: await response.text(), type: response.headers.get("content-type") };
}

describe("signed download URLs", () => {
  it("serve a private object with no other credentials, only while they last", async () => {
    await put("docs/a.txt", "indhold A");
    const { data, error } = await service.storage.from(bucket).createSignedUrl("docs/a.txt", 60);
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain(`${stackInfo().apiUrl}/storage/v1/object/sign/${bucket}/docs/a.txt?token=`);
    expect(await get(data!.signedUrl)).toMatchObject({ status: 200, text: "indhold A" });

    // A token whose exp has passed (signed as Storage signs them) is refused.
    const expired = await new SignJWT({ url: `${bucket}/docs/a.txt` })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(stackInfo().jwtSecret));
    const old = await fetch(`${stackInfo().apiUrl}/storage/v1/object/sign/${bucket}/docs/a.txt?token=${expired}`);
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ statusCode: "400", error: "InvalidJWT", message: "jwt expired" });
  });

  it("refuse a tampered token and a token for another object", async () => {
    await put("docs/a.txt", "indhold A");
    await put("docs/b.txt", "indhold B");
    const { data } = await service.storage.from(bucket).createSignedUrl("docs/a.txt", 60);
    const url = new URL(data!.signedUrl);
    const token = url.searchParams.get("token") ?? "";
    const [header, payload, signature] = token.split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ url: `${bucket}/docs/b.txt`, exp: 9999999999 })).toString("base64url");
    const tampered = await get(`${stackInfo().apiUrl}/storage/v1/object/sign/${bucket}/docs/b.txt?token=${header}.${forgedPayload}.${signature}`);
    expect(tampered.status).toBe(400);
    expect(JSON.parse(tampered.text)).toMatchObject({ statusCode: "400", error: "InvalidJWT" });
    // The genuine token, used for the neighbour object.
    const other = await get(`${stackInfo().apiUrl}/storage/v1/object/sign/${bucket}/docs/b.txt?token=${token}`);
    expect(JSON.parse(other.text)).toMatchObject({ statusCode: "400", error: "InvalidSignature" });
    expect(payload).toBeTruthy();
    const none = await get(`${stackInfo().apiUrl}/storage/v1/object/sign/${bucket}/docs/a.txt`);
    expect(none.status).toBe(400);
  });

  it("are signed only for what the caller may read; createSignedUrls reports each path", async () => {
    await put("docs/a.txt", "indhold A");
    const customer = await customerOnlyClient();
    const denied = await customer.storage.from(bucket).createSignedUrl("docs/a.txt", 60);
    expect(denied.error).toMatchObject({ statusCode: "404" });

    const { data, error } = await service.storage.from(bucket).createSignedUrls(["docs/a.txt", "docs/missing.txt"], 60);
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ path: "docs/a.txt", error: null });
    expect(data?.[1]).toMatchObject({ path: "docs/missing.txt", signedUrl: null, error: expect.any(String) });
    expect(await get(data![0]!.signedUrl!)).toMatchObject({ status: 200, text: "indhold A" });
  });
});

describe("signed upload URLs", () => {
  it("let a holder upload once, without upsert a second upload is a 409", async () => {
    const path = `uploads/${randomUUID()}.txt`;
    const { data, error } = await service.storage.from(bucket).createSignedUploadUrl(path);
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain(`/storage/v1/object/upload/sign/${bucket}/${path}?token=`);
    const anon = anonClient();
    const first = await anon.storage.from(bucket).uploadToSignedUrl(path, data!.token, new Blob(["første"], { type: "text/plain" }));
    expect(first.error).toBeNull();
    expect(first.data?.path).toBe(path);
    const again = await anon.storage.from(bucket).uploadToSignedUrl(path, data!.token, new Blob(["anden"], { type: "text/plain" }));
    expect(again.error).toMatchObject({ statusCode: "409", message: "The resource already exists" });
    const stored = await service.storage.from(bucket).download(path);
    expect(await stored.data?.text()).toBe("første");

    // The token is for its path only.
    const other = `uploads/${randomUUID()}.txt`;
    const wrongPath = await anon.storage.from(bucket).uploadToSignedUrl(other, data!.token, new Blob(["x"], { type: "text/plain" }));
    expect(wrongPath.error).toMatchObject({ statusCode: "400" });
  });

  it("are refused to a caller who may not write there", async () => {
    const customer = await customerOnlyClient();
    const { error } = await customer.storage.from(bucket).createSignedUploadUrl(`uploads/${randomUUID()}.txt`);
    expect(error).toMatchObject({ statusCode: "403" });
  });
});

describe("list-v2", () => {
  it("lists flat under a prefix, one level with folders, and pages with a cursor", async () => {
    const root = `list-${randomUUID().slice(0, 6)}`;
    for (const name of ["c", "a", "d", "b"]) await put(`${root}/f-${name}.txt`);
    await put(`${root}/sub/deep.txt`);

    const flat = await service.storage.from(bucket).listV2({ prefix: `${root}/` });
    expect(flat.error).toBeNull();
    expect(flat.data?.objects.map((o) => o.name)).toEqual([
      `${root}/f-a.txt`, `${root}/f-b.txt`, `${root}/f-c.txt`, `${root}/f-d.txt`, `${root}/sub/deep.txt`,
    ]);
    expect(flat.data).toMatchObject({ hasNext: false, folders: [] });

    const level = await service.storage.from(bucket).listV2({ prefix: `${root}/`, with_delimiter: true });
    expect(level.data?.folders).toEqual([{ key: `${root}/sub`, name: `${root}/sub/` }]);
    expect(level.data?.objects).toHaveLength(4);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const { data } = await service.storage
        .from(bucket)
        .listV2({ prefix: `${root}/f-`, limit: 3, sortBy: { column: "name", order: "desc" }, ...(cursor ? { cursor } : {}) });
      seen.push(...(data?.objects.map((o) => o.name) ?? []));
      cursor = data?.nextCursor;
      if (!data?.hasNext) break;
    }
    expect(seen).toEqual([`${root}/f-d.txt`, `${root}/f-c.txt`, `${root}/f-b.txt`, `${root}/f-a.txt`]);

    // RLS applies: a customer without a policy sees nothing.
    const customer = await customerOnlyClient();
    expect((await customer.storage.from(bucket).listV2({ prefix: `${root}/` })).data).toMatchObject({ objects: [], folders: [] });
  });
});

describe("sizes, content types and unknown routes as Storage has them", () => {
  it("reads '1kb' as 1,000 bytes (decimal units)", async () => {
    const sized = `sized-${randomUUID().slice(0, 8)}`;
    expect((await service.storage.createBucket(sized, { public: false, fileSizeLimit: "1kb" })).error).toBeNull();
    try {
      expect((await service.storage.getBucket(sized)).data?.file_size_limit).toBe(1000);
      const over = await service.storage.from(sized).upload("x.txt", "x".repeat(1001), { contentType: "text/plain" });
      expect(over.error).toMatchObject({ statusCode: "413" });
      const fits = await service.storage.from(sized).upload("y.txt", "x".repeat(1000), { contentType: "text/plain" });
      expect(fits.error).toBeNull();
    } finally {
      await service.storage.emptyBucket(sized);
      await service.storage.deleteBucket(sized);
    }
  });

  it("keeps the Content-Type's parameters, raw and multipart", async () => {
    await service.storage.from(bucket).upload("types/raw.txt", "æøå", { contentType: "text/plain;charset=utf-8", upsert: true });
    const raw = await service.storage.from(bucket).download("types/raw.txt");
    expect(raw.data?.type).toBe("text/plain;charset=utf-8");
    await service.storage.from(bucket).upload("types/blob.txt", new Blob(["æøå"], { type: "text/plain;charset=utf-8" }), { upsert: true });
    const info = await service.storage.from(bucket).info("types/blob.txt");
    expect(info.data?.contentType).toBe("text/plain;charset=utf-8");
  });

  it("answers 404 for routes Storage does not have, and creates no bucket named after them", async () => {
    for (const [method, path] of [
      ["POST", `/object/sign`],
      ["GET", `/object/list/${bucket}`],
      ["POST", `/object/upload/${bucket}/x.txt`],
      ["PATCH", `/object/${bucket}/x.txt`],
      ["GET", `/nothing/here`],
    ] as const) {
      const response = await fetch(`${stackInfo().apiUrl}/storage/v1${path}`, {
        method,
        headers: { apikey: stackInfo().serviceRoleKey, authorization: `Bearer ${stackInfo().serviceRoleKey}`, "content-type": "text/plain" },
        body: method === "GET" ? undefined : "x",
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toMatchObject({ statusCode: "404", error: "Not Found", message: expect.any(String) });
    }
    // Before, POST /object/sign/... was an upload into a bucket named "sign".
    const signUpload = await fetch(`${stackInfo().apiUrl}/storage/v1/object/sign/${bucket}/nope.txt`, {
      method: "POST",
      headers: { authorization: `Bearer ${stackInfo().serviceRoleKey}`, "content-type": "application/json" },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    expect(await signUpload.json()).toMatchObject({ statusCode: "404", message: "Object not found" });
  });
});
