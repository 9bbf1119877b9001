// The failed tests of a run, named, with the start of each error, read from the reporters' JSON. CI shows only
// the end of a run's output, and a step that is not printed live prints its own failures wherever it ended,
// far above; listing them again last is what lets a red run be read from its last lines.

interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { status: string; error?: { message?: string } }[] }[];
  }[];
}

export interface PlaywrightReport {
  suites: PlaywrightSuite[];
}

/** The first lines of an error, without colour codes: enough to name the cause. */
function gist(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- the colour codes start with ESC
  const plain = (message ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  return plain
    .split("\n")
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, 4)
    .map((line) => `      ${line}`)
    .join("\n");
}

export function failedTestsOf(vitest: VitestReport | undefined, browser: { project: string; report: PlaywrightReport }[], cwd: string): string[] {
  const found: string[] = [];
  for (const file of vitest?.testResults ?? []) {
    const where = file.name.replace(`${cwd}/`, "");
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    for (const test of failed) found.push(`  vitest ${where} › ${test.fullName}\n${gist(test.failureMessages[0])}`);
    // A file that failed outside any test (a hook, an import) carries its error itself.
    if (file.status === "failed" && failed.length === 0) found.push(`  vitest ${where}\n${gist(file.message)}`);
  }
  for (const { project, report } of browser) {
    const walk = (suite: PlaywrightSuite, titles: string[]) => {
      // A file's own suite is titled with its path, which the line already names.
      const path = suite.file === suite.title ? titles : [...titles, suite.title];
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          if (test.status !== "unexpected") continue;
          const last = test.results.at(-1);
          found.push(`  ${project} ${spec.file}:${spec.line} › ${[...path, spec.title].join(" › ")}\n${gist(last?.error?.message ?? last?.status)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, path);
    };
    for (const suite of report.suites) walk(suite, []);
  }
  return found;
}
