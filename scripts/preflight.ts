// `npm run preflight [file]`: checks the production variables before a deploy and changes nothing. Reads
// the file given (default `.env.production`, git-ignored); without such a file, the environment (a CI job
// with its secrets). Prints one line per refusal or warning (never a secret's value) and exits 1 on any
// refusal: the demo admin's e-mail or password, the default admin path, an address on this machine, an
// http: site, a missing Stripe key or webhook secret, missing SMTP settings or lead address. A Stripe test
// key is a warning. The checks are scripts/preflight/checks.ts; README "Going live" says where each value goes.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseEnv } from "node:util";
import { REPO_ROOT } from "../supabase/local/env.ts";
import { demoValuesFrom, preflightFindings } from "./preflight/checks.ts";

const DEFAULT_FILE = ".env.production";

const argument = process.argv[2];
const file = argument ?? (existsSync(join(REPO_ROOT, DEFAULT_FILE)) ? join(REPO_ROOT, DEFAULT_FILE) : undefined);
if (argument && !existsSync(argument)) {
  console.error(`preflight: no file ${argument}`);
  process.exit(2);
}
const vars = file ? parseEnv(readFileSync(file, "utf8")) : process.env;
const demo = demoValuesFrom(parseEnv(readFileSync(join(REPO_ROOT, ".env.example"), "utf8")));
const findings = preflightFindings(vars, demo);

console.log(`Preflight of ${file ? relative(process.cwd(), file) || file : "the environment"}`);
for (const { level, message } of findings) console.log(`${level === "refused" ? "REFUSED" : "warning"}  ${message}`);
const refused = findings.filter((finding) => finding.level === "refused").length;
const warned = findings.length - refused;
if (refused > 0) {
  console.log(`Not ready: ${refused} refused, ${warned} warning${warned === 1 ? "" : "s"}. Nothing was changed.`);
  process.exit(1);
}
console.log(`Ready to deploy${warned ? ` (${warned} warning${warned === 1 ? "" : "s"})` : ""}.`);
