import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { newUser, sql, stackInfo, type TestUser } from "./support/clients.ts";

// An upload's Content-Type is read as a browser reads it: a header whose last listed type is text/html or
// SVG must not pass the blog-images bucket's image rule and then be served back for a browser to run.

const BUCKET = "blog-images";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const HTML = Buffer.from("<script>alert(document.domain)</script>");

let admin: TestUser;

beforeAll(async () => {
  admin = await newUser({ admin: true });
});

function objectUrl(name: string): string {
  return `${stackInfo().apiUrl}/storage/v1/object/${BUCKET}/${name}`;
}

function publicUrl(name: string): string {
  return `${stackInfo().apiUrl}/storage/v1/object/public/${BUCKET}/${name}`;
}

async function uploadRaw(name: string, contentType: string, body: Buffer): Promise<Response> {
  return fetch(objectUrl(name), {
    method: "POST",
    headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${admin.accessToken}`, "content-type": contentType },
    body: new Uint8Array(body),
  });
}

/** A multipart upload whose file part declares `partType`, as a hand-made form would. */
async function uploadMultipart(name: string, partType: string, body: Buffer): Promise<Response> {
  const boundary = `----x${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="${name}"\r\nContent-Type: ${partType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), body, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return fetch(objectUrl(name), {
    method: "POST",
    headers: {
      apikey: stackInfo().anonKey,
      authorization: `Bearer ${admin.accessToken}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    body: new Uint8Array(payload),
  });
}

async function rows(name: string): Promise<Array<{ mimetype: string }>> {
  return sql("select metadata->>'mimetype' as mimetype from storage.objects where bucket_id = $1 and name = $2", [BUCKET, name]);
}

const smuggled = [
  "image/png; x=1, text/html",
  "image/png;,text/html",
  "image/gif;a=b,image/svg+xml",
  "image/png,text/html",
  "image/png, image/png",
  'image/png;x="1",text/html',
  "image/png;\ttext/html,image/svg+xml",
  "image/png,",
  "image/png;,*/*,text/html",
];

describe("uploads that name more than one type", () => {
  it.each(smuggled)("refuses a raw body sent as %j with 415 and stores nothing", async (contentType) => {
    const name = `${randomUUID()}.png`;
    const response = await uploadRaw(name, contentType, HTML);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "415", error: "invalid_mime_type" });
    expect(await rows(name)).toEqual([]);
    expect((await fetch(publicUrl(name))).status).toBe(400);
  });

  it.each(smuggled)("refuses a multipart file part typed %j with 415 and stores nothing", async (contentType) => {
    const name = `${randomUUID()}.png`;
    const response = await uploadMultipart(name, contentType, HTML);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "415" });
    expect(await rows(name)).toEqual([]);
  });
});

describe("an upload with one allowed type", () => {
  it.each([
    ["IMAGE/PNG", "raw"],
    ["image/png; x=1", "raw"],
    ["  image/png ;  name=\"a,b.png\"  ", "raw"],
    ["Image/Png; charset=binary", "multipart"],
  ] as const)("stores and serves %j as image/png (%s)", async (contentType, kind) => {
    const name = `${randomUUID()}.png`;
    const response = kind === "raw" ? await uploadRaw(name, contentType, PNG) : await uploadMultipart(name, contentType, PNG);
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = (await rows(name))[0]?.mimetype ?? "";
    expect(stored.startsWith("image/png")).toBe(true);
    expect(stored).not.toMatch(/[,"]| x=|name=/);
    const served = await fetch(publicUrl(name));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")?.split(";")[0]).toBe("image/png");
    expect(served.headers.get("content-type")).not.toContain(",");
  });

  it("serves a row written with a smuggling type (by SQL, bypassing the upload) as one safe type", async () => {
    const name = `${randomUUID()}.png`;
    expect((await uploadRaw(name, "image/png", PNG)).status).toBe(200);
    await sql(
      "update storage.objects set metadata = jsonb_set(metadata, '{mimetype}', '\"image/png;,text/html\"') where bucket_id = $1 and name = $2",
      [BUCKET, name],
    );
    const served = await fetch(publicUrl(name));
    expect(served.headers.get("content-type")).toBe("application/octet-stream");
  });
});
