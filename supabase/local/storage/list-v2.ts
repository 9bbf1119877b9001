import { z } from "zod";
import { asCaller } from "./db.ts";
import { errors } from "./errors.ts";
import { readJson, sendJson } from "./http.ts";
import { checkBucketName } from "./names.ts";
import type { ObjectRow, Route } from "./service.ts";

// POST /object/list-v2/{bucket} (storage-js listV2): keys under `prefix`, flat or one level deep
// (with_delimiter), sorted by name or a timestamp, paged by an opaque cursor. Objects carry their full key
// as `name`; a folder is {key: "a/b", name: "a/b/"}. Rows are selected as the caller, so RLS decides.

const body = z.object({
  prefix: z.string().max(1024).default(""),
  limit: z.number().int().min(1).max(1000).default(1000),
  cursor: z.string().max(4096).optional(),
  with_delimiter: z.boolean().default(false),
  sortBy: z
    .object({
      column: z.enum(["name", "updated_at", "created_at"]).default("name"),
      order: z.enum(["asc", "desc"]).default("asc"),
    })
    .default({ column: "name", order: "asc" }),
});

interface Entry {
  kind: "folder" | "object";
  /** The full key ("a/b/c.txt") or folder path ("a/b"). */
  key: string;
  sort: string;
  row?: ObjectRow;
}

const cursorSchema = z.object({ kind: z.enum(["folder", "object"]), sort: z.string(), key: z.string() });

function encodeCursor(entry: Entry): string {
  return Buffer.from(JSON.stringify({ kind: entry.kind, sort: entry.sort, key: entry.key })).toString("base64url");
}

function decodeCursor(cursor: string): z.infer<typeof cursorSchema> {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw errors.invalidParameter("cursor");
  }
}

export const listObjectsV2: Route = async ({ db }, { req, res, segments, caller }) => {
  const who = await caller();
  const bucket = checkBucketName(segments[0] ?? "");
  const options = await readJson(req, body);
  const rows = await asCaller(db, who, async (tx) => {
    const result = await tx.query<ObjectRow>(
      `select id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at
         from storage.objects where bucket_id = $1 and left(name, length($2)) = $2`,
      [bucket, options.prefix],
    );
    return result.rows;
  });

  const { column, order } = options.sortBy;
  const folders = new Map<string, Entry>();
  const objects: Entry[] = [];
  // With a delimiter, the level is the prefix up to its last "/": "testpath/fi" lists inside "testpath/".
  const level = options.prefix.slice(0, options.prefix.lastIndexOf("/") + 1);
  for (const row of rows) {
    const slash = options.with_delimiter ? row.name.indexOf("/", level.length) : -1;
    if (slash !== -1) {
      const key = row.name.slice(0, slash);
      folders.set(key, { kind: "folder", key, sort: key });
    } else {
      const sort = column === "name" ? row.name : (row[column]?.toISOString() ?? "");
      objects.push({ kind: "object", key: row.name, sort, row });
    }
  }
  const direction = order === "asc" ? 1 : -1;
  const compare = (a: Pick<Entry, "kind" | "sort" | "key">, b: Pick<Entry, "kind" | "sort" | "key">): number => {
    // Folders first, then objects; inside each by the sort column, then by key, in the asked direction.
    if (a.kind !== b.kind) return a.kind === "folder" ? -1 : 1;
    const bySort = a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0;
    const byKey = a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    return direction * (bySort || byKey);
  };
  let entries = [...folders.values(), ...objects].sort(compare);
  if (options.cursor) {
    const after = decodeCursor(options.cursor);
    entries = entries.filter((entry) => compare(entry, after) > 0);
  }
  const page = entries.slice(0, options.limit);
  const hasNext = entries.length > page.length;
  const last = page.at(-1);
  sendJson(res, 200, {
    hasNext,
    ...(hasNext && last ? { nextCursor: encodeCursor(last) } : {}),
    folders: page.filter((entry) => entry.kind === "folder").map((entry) => ({ key: entry.key, name: `${entry.key}/` })),
    objects: page
      .filter((entry) => entry.kind === "object")
      .map(({ row }) => ({
        id: row?.id,
        key: row?.name,
        name: row?.name,
        updated_at: row?.updated_at,
        created_at: row?.created_at,
        last_accessed_at: row?.last_accessed_at,
        metadata: row?.metadata,
      })),
  });
};
