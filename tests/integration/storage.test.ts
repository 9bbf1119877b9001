import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { anonClient, newUser, serviceClient, sql, stackInfo, type TestUser } from "./support/clients.ts";

// The blog-images bucket through @supabase/supabase-js, as the admin's image upload uses it (upload to the
// blog-images bucket, then read the public URL), and the storage RLS around it.
// Storage answers client errors with HTTP 400 and the meaningful code in the body's statusCode
// (error.statusCode in storage-js), exactly like hosted Supabase Storage.

const BUCKET = "blog-images";
// A real 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

function pngBlob(bytes: Buffer = PNG): Blob {
  return new Blob([new Uint8Array(bytes)], { type: "image/png" });
}

/** A timestamp-based name like the admin form's, unique per test. */
function imageName(ext = "png"): string {
  return `${Date.now()}-${randomUUID().slice(0, 8)}.${ext}`;
}

async function objectRows(name: string): Promise<Array<{ owner: string | null; metadata: Record<string, unknown> }>> {
  return sql("select owner, metadata from storage.objects where bucket_id = $1 and name = $2", [BUCKET, name]);
}

function publicUrl(name: string): string {
  return anonClient().storage.from(BUCKET).getPublicUrl(name).data.publicUrl;
}

/** What the storage server answers to a hand-made request: status and parsed body. */
async function raw(path: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: unknown }> {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("apikey", stackInfo().anonKey);
  if (token) headers.set("authorization", `Bearer ${token}`);
  const response = await fetch(`${stackInfo().apiUrl}/storage/v1${path}`, { ...rest, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text for the assertion message
  }
  return { status: response.status, body };
}

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, customer] = await Promise.all([newUser({ admin: true }), newUser()]);
});

describe("the blog-images bucket (migration)", () => {
  it("is public, images only without SVG, and limited to 5 MB", async () => {
    const { data, error } = await serviceClient().storage.getBucket(BUCKET);
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: BUCKET, public: true, file_size_limit: 5 * 1024 * 1024 });
    expect([...(data?.allowed_mime_types ?? [])].sort()).toEqual(
      ["image/avif", "image/gif", "image/jpeg", "image/png", "image/webp"],
    );
  });

  it("cannot be managed with the anon key or a user session", async () => {
    const created = await anonClient().storage.createBucket(`x-${randomUUID().slice(0, 8)}`);
    expect(created.error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" });
    const updated = await admin.client.storage.updateBucket(BUCKET, { public: false, allowedMimeTypes: ["image/svg+xml"] });
    expect(updated.error).toMatchObject({ statusCode: "404" });
    const [bucket] = await sql<{ public: boolean }>("select public from storage.buckets where id = $1", [BUCKET]);
    expect(bucket?.public).toBe(true);
  });
});

describe("uploading as an admin", () => {
  it("stores the image and serves it at the public URL with its type, size, cache lifetime and ETag", async () => {
    const name = imageName();
    const { data, error } = await admin.client.storage.from(BUCKET).upload(name, pngBlob(), { cacheControl: "3600" });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `${BUCKET}/${name}` });

    const [row] = await objectRows(name);
    expect(row?.owner).toBe(admin.id);
    expect(row?.metadata).toMatchObject({ mimetype: "image/png", size: PNG.length });

    // An <img> sends no API key and no token.
    const response = await fetch(publicUrl(name));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-length")).toBe(String(PNG.length));
    expect(response.headers.get("cache-control")).toBe("max-age=3600");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);

    const revalidated = await fetch(publicUrl(name), { headers: { "if-none-match": etag ?? "" } });
    expect(revalidated.status).toBe(304);
  });

  it("accepts a raw body with its content type, and downloads through the authenticated route too", async () => {
    const name = imageName("webp");
    const bytes = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ", "latin1");
    const upload = await admin.client.storage.from(BUCKET).upload(name, bytes, { contentType: "image/webp" });
    expect(upload.error).toBeNull();

    const { data, error } = await admin.client.storage.from(BUCKET).download(name);
    expect(error).toBeNull();
    expect(data?.type).toBe("image/webp");
    expect(Buffer.from(await data!.arrayBuffer()).equals(bytes)).toBe(true);
    // Visitors use the public URL; the authenticated route follows RLS, which has no read policy for them.
    expect((await anonClient().storage.from(BUCKET).download(name)).error).not.toBeNull();
  });

  it("refuses to overwrite without upsert, and replaces the bytes with upsert", async () => {
    const name = imageName();
    await admin.client.storage.from(BUCKET).upload(name, pngBlob());
    const first = await fetch(publicUrl(name));
    const firstEtag = first.headers.get("etag");
    await first.arrayBuffer();

    const again = await admin.client.storage.from(BUCKET).upload(name, pngBlob());
    expect(again.error).toMatchObject({ statusCode: "409", message: "The resource already exists" });

    const replacement = Buffer.concat([PNG, Buffer.from("extra")]);
    const upserted = await admin.client.storage.from(BUCKET).upload(name, pngBlob(replacement), { upsert: true });
    expect(upserted.error).toBeNull();
    const second = await fetch(publicUrl(name));
    expect(second.headers.get("etag")).not.toBe(firstEtag);
    expect(Buffer.from(await second.arrayBuffer()).equals(replacement)).toBe(true);
  });

  it("lists the bucket's images for admins only: visitors fetch by URL and cannot enumerate (issue 10)", async () => {
    const name = imageName();
    await admin.client.storage.from(BUCKET).upload(name, pngBlob());
    const listed = await admin.client.storage.from(BUCKET).list("", { search: name });
    expect(listed.error).toBeNull();
    expect(listed.data?.map((entry) => entry.name)).toEqual([name]);
    for (const client of [anonClient(), customer.client]) {
      const { data, error } = await client.storage.from(BUCKET).list("", { search: name });
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    expect((await fetch(publicUrl(name))).status).toBe(200);
  });

  it("deletes the image: the row goes and the public URL stops serving it", async () => {
    const name = imageName();
    await admin.client.storage.from(BUCKET).upload(name, pngBlob());
    const { data, error } = await admin.client.storage.from(BUCKET).remove([name]);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual([name]);
    expect(await objectRows(name)).toEqual([]);

    const gone = await raw(`/object/public/${BUCKET}/${name}`);
    expect(gone.status).toBe(400);
    expect(gone.body).toMatchObject({ statusCode: "404", error: "not_found", message: "Object not found" });
  });
});

describe("refused uploads leave nothing behind", () => {
  it("denies a visitor with the anon key", async () => {
    const name = imageName();
    const { data, error } = await anonClient().storage.from(BUCKET).upload(name, pngBlob());
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 400, statusCode: "403", message: "new row violates row-level security policy" });
    expect(await objectRows(name)).toEqual([]);
    expect((await raw(`/object/public/${BUCKET}/${name}`)).body).toMatchObject({ statusCode: "404" });
  });

  it("denies a signed-in customer", async () => {
    const name = imageName();
    const { error } = await customer.client.storage.from(BUCKET).upload(name, pngBlob());
    expect(error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" });
    expect(await objectRows(name)).toEqual([]);
  });

  it("does not let a customer replace, move or delete an admin's image", async () => {
    const name = imageName();
    await admin.client.storage.from(BUCKET).upload(name, pngBlob());
    const before = await objectRows(name);

    const replaced = await customer.client.storage.from(BUCKET).upload(name, pngBlob(Buffer.from("not a png")), { upsert: true });
    expect(replaced.error).toMatchObject({ statusCode: "403" });
    const updated = await customer.client.storage.from(BUCKET).update(name, pngBlob(Buffer.from("not a png")));
    expect(updated.error).toMatchObject({ statusCode: "403" });
    const moved = await customer.client.storage.from(BUCKET).move(name, `stolen-${name}`);
    expect(moved.error).not.toBeNull();
    const removed = await customer.client.storage.from(BUCKET).remove([name]);
    expect(removed.data).toEqual([]);

    expect(await objectRows(name)).toEqual(before);
    const served = await fetch(publicUrl(name));
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it.each([
    ["an SVG (it can carry script)", "image/svg+xml", "svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ["an HTML page", "text/html", "html", "<script>alert(1)</script>"],
    ["a PDF", "application/pdf", "pdf", "%PDF-1.7"],
  ])("refuses %s with 415", async (_label, type, ext, content) => {
    const name = imageName(ext);
    const { error } = await admin.client.storage.from(BUCKET).upload(name, new Blob([content], { type }));
    expect(error).toMatchObject({ statusCode: "415", message: `mime type ${type} is not supported` });
    expect(await objectRows(name)).toEqual([]);
  });

  it("refuses a non-image raw body by its content type", async () => {
    const name = imageName("html");
    const { error } = await admin.client.storage.from(BUCKET).upload(name, Buffer.from("<h1>hi</h1>"), { contentType: "text/html" });
    expect(error).toMatchObject({ statusCode: "415" });
    expect(await objectRows(name)).toEqual([]);
  });

  it("refuses an image over 5 MB with 413, as multipart and as a raw body", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const name = imageName();
    const multipart = await admin.client.storage.from(BUCKET).upload(name, pngBlob(big));
    expect(multipart.error).toMatchObject({ statusCode: "413", message: "The object exceeded the maximum allowed size" });
    const rawBody = await admin.client.storage.from(BUCKET).upload(name, big, { contentType: "image/png" });
    expect(rawBody.error).toMatchObject({ statusCode: "413" });
    expect(await objectRows(name)).toEqual([]);
  });
});

describe("private buckets", () => {
  it("are not served at a public URL, and only the service role reads them without a policy", async () => {
    const bucket = `private-${randomUUID().slice(0, 8)}`;
    const service = serviceClient();
    expect((await service.storage.createBucket(bucket, { public: false })).error).toBeNull();
    try {
      expect((await service.storage.from(bucket).upload("notes/secret.txt", "hemmelig", { contentType: "text/plain" })).error).toBeNull();

      const publicRead = await raw(`/object/public/${bucket}/notes/secret.txt`);
      expect(publicRead).toMatchObject({ status: 400, body: { statusCode: "404", message: "Bucket not found" } });
      const asCustomer = await customer.client.storage.from(bucket).download("notes/secret.txt");
      expect(asCustomer.error).toMatchObject({ statusCode: "404" });
      expect((await customer.client.storage.from(bucket).list("notes")).data).toEqual([]);

      const asService = await service.storage.from(bucket).download("notes/secret.txt");
      expect(await asService.data?.text()).toBe("hemmelig");
      expect((await service.storage.from(bucket).list("notes")).data?.map((entry) => entry.name)).toEqual(["secret.txt"]);

      const notEmpty = await service.storage.deleteBucket(bucket);
      expect(notEmpty.error).toMatchObject({ statusCode: "409" });
    } finally {
      await service.storage.emptyBucket(bucket);
      expect((await service.storage.deleteBucket(bucket)).error).toBeNull();
    }
  });
});

describe("malformed requests get a 4xx Storage error, never a 500", () => {
  const json = { "content-type": "application/json" };

  it.each<[string, string, RequestInit & { token?: string }]>([
    ["invalid JSON for a listing", `/object/list/${BUCKET}`, { method: "POST", headers: json, body: "{nope" }],
    ["a listing without prefix", `/object/list/${BUCKET}`, { method: "POST", headers: json, body: "{}" }],
    ["wrong types in a listing", `/object/list/${BUCKET}`, { method: "POST", headers: json, body: '{"prefix":1,"limit":"x"}' }],
    ["a delete without prefixes", `/object/${BUCKET}`, { method: "DELETE", headers: json, body: '{"prefixes":"a.png"}' }],
    ["a bucket without a name", "/bucket", { method: "POST", headers: json, body: "[]" }],
    ["a bucket with a bad size limit", "/bucket", { method: "POST", headers: json, body: '{"name":"q","file_size_limit":"lots"}' }],
    ["a move without keys", "/object/move", { method: "POST", headers: json, body: `{"bucketId":"${BUCKET}"}` }],
    ["bad percent-encoding in the key", `/object/${BUCKET}/%E0%A4%A.png`, { method: "POST", headers: { "content-type": "image/png" }, body: "x" }],
    ["a key with letters Storage refuses", `/object/${BUCKET}/%C3%A6bler.png`, { method: "POST", headers: { "content-type": "image/png" }, body: "x" }],
    ["a broken multipart body", `/object/${BUCKET}/x.png`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=zzz" }, body: "garbage" }],
    ["a token signed with another secret", "/bucket", { token: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.aW52YWxpZC1zaWduYXR1cmUtaW52YWxpZA" }],
    ["a token that is not a JWT", "/bucket", { token: "not-a-jwt" }],
  ])("%s", async (_label, path, init) => {
    const answer = await raw(path, { token: init.token ?? admin.accessToken, ...init });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: expect.stringMatching(/^4\d\d$/), error: expect.any(String), message: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toMatch(/ at .*\.ts:\d+/);
  });

  it("answers an unknown route with 404", async () => {
    const answer = await raw("/nothing/here", { token: admin.accessToken });
    expect(answer).toMatchObject({ status: 404, body: { statusCode: "404", error: "Not Found" } });
  });

  it("refuses a forged token before doing anything", async () => {
    const name = imageName();
    const answer = await raw(`/object/${BUCKET}/${name}`, {
      method: "POST",
      token: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.aW52YWxpZC1zaWduYXR1cmUtaW52YWxpZA",
      headers: { "content-type": "image/png" },
      body: new Uint8Array(PNG),
    });
    expect(answer.body).toMatchObject({ statusCode: "403", error: "Unauthorized", message: "invalid signature" });
    expect(await objectRows(name)).toEqual([]);
  });
});
