import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import type { Caller } from "./auth.ts";
import { findObjectAsCaller, findObjectForServer, serveObject } from "./download.ts";
import { asCaller } from "./db.ts";
import { errors } from "./errors.ts";
import { readJson, sendJson } from "./http.ts";
import { checkBucketName, objectRef } from "./names.ts";
import type { Route, StorageDeps } from "./service.ts";
import { probeUpload, upload } from "./upload.ts";

// Signed URLs as Supabase Storage issues them: HS256 JWTs signed with the project's JWT secret.
//   POST /object/sign/{bucket}/{key}         {expiresIn}         → {signedURL: "/object/sign/{bucket}/{key}?token=…"}
//   POST /object/sign/{bucket}               {expiresIn, paths}  → [{error, path, signedURL}]
//   GET  /object/sign/{bucket}/{key}?token=…                     → the object, no other credentials
//   POST /object/upload/sign/{bucket}/{key}  (x-upsert)          → {url: "/object/upload/sign/{bucket}/{key}?token=…"}
//   PUT  /object/upload/sign/{bucket}/{key}?token=…              → uploads once, as the token's owner
// A download token names the object it is for ({url}); an upload token also its owner and upsert. Signing
// needs the caller's own right (RLS select, or a probe insert); the token then stands in for it until exp.

/** Storage's signed upload URLs last two hours. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60;

const signBody = z.object({ expiresIn: z.number().int().min(1), transform: z.record(z.string(), z.unknown()).optional() });
const signManyBody = z.object({ expiresIn: z.number().int().min(1), paths: z.array(z.string()).min(1).max(1000) });

const downloadClaims = z.object({ url: z.string() });
const uploadClaims = z.object({ url: z.string(), owner: z.string().optional(), upsert: z.boolean().optional() });

async function sign(secret: Uint8Array, claims: Record<string, unknown>, seconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setIssuedAt(now).setExpirationTime(now + seconds).sign(secret);
}

async function verify<T>(secret: Uint8Array, token: string | null, schema: z.ZodType<T>, url: string): Promise<T> {
  if (!token) throw errors.invalidSignature("Missing token");
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw errors.invalidJwt("jwt expired");
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) throw errors.invalidJwt("invalid signature");
    throw errors.invalidJwt("jwt malformed");
  }
  const claims = schema.safeParse(payload);
  // A token for another object (or an upload token used to download) never opens this one.
  if (!claims.success || (claims.data as { url: string }).url !== url) throw errors.invalidSignature();
  return claims.data;
}

const pathOf = (bucket: string, key: string) => `${bucket}/${key}`;

export function signedRoutes(secret: Uint8Array) {
  const signObject: Route = async (deps, { req, res, segments, caller }) => {
    const who = await caller();
    const ref = objectRef(segments);
    const body = await readJson(req, signBody);
    await findObjectAsCaller(deps, who, ref);
    const url = pathOf(ref.bucket, ref.key);
    const token = await sign(secret, { url }, body.expiresIn);
    sendJson(res, 200, { signedURL: `/object/sign/${url}?token=${token}` });
  };

  const signObjects: Route = async (deps, { req, res, segments, caller }) => {
    const who = await caller();
    const bucket = checkBucketName(segments[0] ?? "");
    const body = await readJson(req, signManyBody);
    const readable = await asCaller(deps.db, who, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        "select name from storage.objects where bucket_id = $1 and name = any($2::text[])",
        [bucket, body.paths],
      );
      return new Set(rows.map((row) => row.name));
    });
    const answers = await Promise.all(
      body.paths.map(async (path) => {
        if (!readable.has(path)) {
          return { error: "Either the object does not exist or you do not have access to it", path, signedURL: null };
        }
        const url = pathOf(bucket, path);
        const token = await sign(secret, { url }, body.expiresIn);
        return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
    sendJson(res, 200, answers);
  };

  const getSignedObject: Route = async (deps, request) => {
    const ref = objectRef(request.segments);
    await verify(secret, request.url.searchParams.get("token"), downloadClaims, pathOf(ref.bucket, ref.key));
    const row = await findObjectForServer(deps, ref);
    await serveObject(deps, request, row);
  };

  const signUpload: Route = async (deps, { req, res, segments, caller }) => {
    const who = await caller();
    const ref = objectRef(segments);
    const upsert = String(req.headers["x-upsert"] ?? "").toLowerCase() === "true";
    req.resume();
    await probeUpload(deps, who, ref, upsert);
    const url = pathOf(ref.bucket, ref.key);
    const token = await sign(secret, { url, owner: who.sub, upsert }, UPLOAD_URL_SECONDS);
    sendJson(res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token });
  };

  const uploadToSigned: Route = async (deps: StorageDeps, request) => {
    const ref = objectRef(request.segments);
    const claims = await verify(secret, request.url.searchParams.get("token"), uploadClaims, pathOf(ref.bucket, ref.key));
    const owner: Caller = {
      role: "service_role",
      sub: claims.owner,
      claims: { role: "service_role", ...(claims.owner ? { sub: claims.owner } : {}) },
    };
    await upload(deps, request, claims.upsert === true, owner);
  };

  return { signObject, signObjects, getSignedObject, signUpload, uploadToSigned };
}
