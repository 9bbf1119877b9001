import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSupabaseConfig } from "../../supabase/local/config-toml.ts";
import { startStack, type RunningStack } from "../../supabase/local/stack.ts";

// Issue 10, item 3: the CLI's `[auth.rate_limit]` on a stack of its own. The suite's shared stack lifts the
// limits (its tests sign up hundreds of users from 127.0.0.1); this one runs with the limits config.toml
// sets, as `supabase start` and hosted do. Each test calls from its own loopback address (127.0.0.x), so
// the per-IP buckets of one test never touch another's. The limiters' clock is frozen: buckets refill over
// their window (a sign-in every 10 s), and a flood that a busy machine spreads over seconds would otherwise
// get a token or two back and make the counts depend on the machine's speed.

let stack: RunningStack;
const limits = readSupabaseConfig().auth.rateLimit;

beforeAll(async () => {
  const frozen = Date.now();
  stack = await startStack({ mode: "test", seed: false, auth: { rateLimit: limits, rateLimitClock: () => frozen } });
});

afterAll(async () => {
  await stack?.stop();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** POSTs to the auth API from `from` (a 127.0.0.0/8 address), as a client on another machine would. */
function post(from: string, path: string, body: unknown, bearer = stack.anonKey): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const url = new URL(`${stack.apiUrl}/auth/v1${path}`);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: "POST",
        localAddress: from,
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${bearer}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          // A client naming another address must not get a fresh bucket.
          "x-forwarded-for": `10.0.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function adminCreate(email: string, password: string): Promise<void> {
  const created = await post("127.0.0.1", "/admin/users", { email, password, email_confirm: true }, stack.serviceRoleKey);
  expect(created.status).toBe(200);
}

const freshEmail = () => `limit-${randomUUID()}@example.dk`;
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

describe("the CLI's [auth.rate_limit], per client IP", () => {
  it(`stops a sign-up flood after sign_in_sign_ups (${limits.signInSignUps}) per 5 minutes, per IP`, async () => {
    const answers = await Promise.all(
      Array.from({ length: limits.signInSignUps + 10 }, () => post("127.0.0.2", "/signup", { email: freshEmail(), password: "hemmelig1" })),
    );
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(limits.signInSignUps);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(10);
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({
      code: 429,
      error_code: "over_request_rate_limit",
      msg: "Request rate limit reached",
    });
    // Another client is not affected.
    expect((await post("127.0.0.3", "/signup", { email: freshEmail(), password: "hemmelig1" })).status).toBe(200);
  });

  it("stops guessing a password long before 100 tries, so the right one then gets 429 too", async () => {
    const email = freshEmail();
    await adminCreate(email, "rigtig-kode-1");
    // The right password goes out the moment the first guess is refused: the bucket is empty then.
    let rightAttempt: Promise<Answer> | undefined;
    const guesses = Array.from({ length: 100 }, (_, i) =>
      post("127.0.0.4", "/token?grant_type=password", { email, password: `forkert-${i}` }).then((answer) => {
        if (answer.status === 429) rightAttempt ??= post("127.0.0.4", "/token?grant_type=password", { email, password: "rigtig-kode-1" });
        return answer;
      }),
    );
    const answers = await Promise.all(guesses);
    const right = await (rightAttempt ?? Promise.reject(new Error("no guess was refused")));
    expect(statuses(answers).filter((status) => status === 400)).toHaveLength(limits.signInSignUps);
    expect(right).toMatchObject({ status: 429, body: { error_code: "over_request_rate_limit" } });
    expect(right.body.access_token).toBeUndefined();
  });

  it(`stops guessing one-time codes after token_verifications (${limits.tokenVerifications}) per 5 minutes`, async () => {
    const email = freshEmail();
    await adminCreate(email, "hemmelig1");
    const link = await post("127.0.0.1", "/admin/generate_link", { type: "recovery", email }, stack.serviceRoleKey);
    const code = String(link.body.email_otp);
    const answers = await Promise.all(
      Array.from({ length: limits.tokenVerifications + 10 }, (_, i) => {
        const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
        return post("127.0.0.5", "/verify", { email, token: guess, type: "recovery" });
      }),
    );
    expect(statuses(answers).filter((status) => status === 403)).toHaveLength(limits.tokenVerifications);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(10);
  });

  it(`stops refreshing after token_refresh (${limits.tokenRefresh}) per 5 minutes`, async () => {
    const answers = await Promise.all(
      Array.from({ length: limits.tokenRefresh + 5 }, (_, i) => post("127.0.0.6", "/token?grant_type=refresh_token", { refresh_token: `nope-${i}` })),
    );
    expect(statuses(answers).filter((status) => status === 400)).toHaveLength(limits.tokenRefresh);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(5);
  });
});

describe("e-mail limits", () => {
  it(`sends at most email_sent (${limits.emailSent}) auth e-mails an hour for the project, and one a second per user`, async () => {
    const users = [freshEmail(), freshEmail(), freshEmail()];
    for (const email of users) await adminCreate(email, "hemmelig1");
    // Two at once, so both fall within max_frequency however slow the machine is.
    const pair = await Promise.all([post("127.0.0.7", "/recover", { email: users[0] }), post("127.0.0.7", "/recover", { email: users[0] })]);
    const [first, again] = pair.sort((a, b) => a.status - b.status);
    expect(first?.status).toBe(200);
    expect(again).toMatchObject({ status: 429, body: { error_code: "over_email_send_rate_limit" } });
    expect(String(again?.body.msg)).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

    const flood: Answer[] = [];
    for (let i = 0; i < 20; i++) flood.push(await post("127.0.0.7", "/recover", { email: users[1 + (i % 2)] }));
    const sent = 1 + flood.filter((answer) => answer.status === 200).length;
    expect(sent).toBe(limits.emailSent);
    expect(flood.map((answer) => answer.body)).toContainEqual({
      code: 429,
      error_code: "over_email_send_rate_limit",
      msg: "Email rate limit exceeded",
    });
    const outbox = (await (await fetch(`${stack.mailUrl}/api/messages`)).json()) as unknown[];
    expect(outbox).toHaveLength(limits.emailSent);
  });
});
