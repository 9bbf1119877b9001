import { describe, expect, it } from "vitest";
import { failedTestsOf } from "../../scripts/test-failures.ts";

// Shapes as vitest's and Playwright's json reporters write them (trimmed to the fields that are read).
const vitest = {
  testResults: [
    {
      name: "/repo/tests/unit/a.test.ts",
      status: "failed",
      message: "",
      assertionResults: [
        { fullName: "group fails", status: "failed", failureMessages: ["AssertionError: expected \u001b[32m1\u001b[39m to be 2\n    at a.test.ts:2:57\n    at run.js:1\n    at run.js:2\n    at run.js:3"] },
        { fullName: "group passes", status: "passed", failureMessages: [] },
      ],
    },
    { name: "/repo/tests/integration/b.test.ts", status: "failed", message: "Hook timed out in 120000ms.", assertionResults: [] },
    { name: "/repo/tests/unit/c.test.ts", status: "passed", message: "", assertionResults: [{ fullName: "fine", status: "passed", failureMessages: [] }] },
  ],
};

const playwright = {
  suites: [
    {
      title: "x.spec.ts",
      file: "x.spec.ts",
      specs: [{ title: "top fails", file: "x.spec.ts", line: 3, tests: [{ status: "unexpected", results: [{ status: "failed", error: { message: "Error: boom\nsecond" } }] }] }],
      suites: [
        {
          title: "outer",
          file: "x.spec.ts",
          specs: [
            { title: "fails here", file: "x.spec.ts", line: 2, tests: [{ status: "unexpected", results: [{ status: "timedOut" }] }] },
            { title: "flaky", file: "x.spec.ts", line: 4, tests: [{ status: "flaky", results: [{ status: "failed" }, { status: "passed" }] }] },
            { title: "ok", file: "x.spec.ts", line: 5, tests: [{ status: "expected", results: [{ status: "passed" }] }] },
          ],
        },
      ],
    },
  ],
};

describe("the failed tests listed at the end of npm test", () => {
  const listed = failedTestsOf(vitest, [{ project: "serial", report: playwright }], "/repo");

  it("names each failed test with where it is and the first lines of its error, without colour codes", () => {
    expect(listed).toEqual([
      "  vitest tests/unit/a.test.ts › group fails\n      AssertionError: expected 1 to be 2\n          at a.test.ts:2:57\n          at run.js:1\n          at run.js:2",
      "  vitest tests/integration/b.test.ts\n      Hook timed out in 120000ms.",
      "  serial x.spec.ts:3 › top fails\n      Error: boom\n      second",
      "  serial x.spec.ts:2 › outer › fails here\n      timedOut",
    ]);
  });

  it("lists nothing when nothing failed or nothing was reported", () => {
    expect(failedTestsOf(undefined, [], "/repo")).toEqual([]);
    expect(failedTestsOf({ testResults: [vitest.testResults[2]!] }, [], "/repo")).toEqual([]);
  });
});
