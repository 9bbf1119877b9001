// supabase/functions/_shared/database.types.ts must describe the schema the migrations create: a migration added without
// `npm run gen:types` fails here, before the app's typed queries silently drift from the database.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { stackInfo } from "./support/clients.ts";

const root = join(import.meta.dirname, "..", "..");
const dir = mkdtempSync(join(tmpdir(), "types-drift-"));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("the committed database types match the test stack's schema", async () => {
  const out = join(dir, "database.types.ts");
  // process.execPath is the Node 24 running vitest, which can run the .ts script directly.
  await promisify(execFile)(process.execPath, ["scripts/gen-types.ts", stackInfo().dbUrl, "--out", out], { cwd: root });
  const committed = readFileSync(join(root, "supabase", "functions", "_shared", "database.types.ts"), "utf8");
  expect(readFileSync(out, "utf8"), "run `npm run gen:types -- --fresh` and commit the result").toBe(committed);
});
