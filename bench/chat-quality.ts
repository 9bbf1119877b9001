// The chat assistant's answers, graded: the evaluation set (tests/chat-eval) played against the real
// chat-support function through a throwaway stack's gateway, with the built-in answerer (no key). Prints
// the score per category and overall, the median reply length and the median time to the first token;
// every answer and why it failed go to .local/chat-eval/answers.json for reading.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadEnv } from "../supabase/local/env.ts";
import { startStack } from "../supabase/local/stack.ts";
import { CONVERSATIONS } from "../tests/chat-eval/conversations.ts";
import { HELD_OUT, HELD_OUT_2, HELD_OUT_3, HELD_OUT_4, HELD_OUT_5 } from "../tests/chat-eval/held-out.ts";
import { HELD_OUT_6 } from "../tests/chat-eval/held-out-6.ts";
import { HELD_OUT_7 } from "../tests/chat-eval/held-out-7.ts";
import { HELD_OUT_8 } from "../tests/chat-eval/held-out-8.ts";
import { HELD_OUT_9 } from "../tests/chat-eval/held-out-9.ts";
import { HELD_OUT_10 } from "../tests/chat-eval/held-out-10.ts";
import { HELD_OUT_11 } from "../tests/chat-eval/held-out-11.ts";
import { HELD_OUT_12 } from "../tests/chat-eval/held-out-12.ts";
import { HELD_OUT_13 } from "../tests/chat-eval/held-out-13.ts";
import { HELD_OUT_14 } from "../tests/chat-eval/held-out-14.ts";
import { HELD_OUT_15 } from "../tests/chat-eval/held-out-15.ts";
import { HELD_OUT_16 } from "../tests/chat-eval/held-out-16.ts";
import { HELD_OUT_17 } from "../tests/chat-eval/held-out-17.ts";
import { HELD_OUT_18 } from "../tests/chat-eval/held-out-18.ts";
import { HELD_OUT_19 } from "../tests/chat-eval/held-out-19.ts";
import { HELD_OUT_20 } from "../tests/chat-eval/held-out-20.ts";
import { HELD_OUT_21 } from "../tests/chat-eval/held-out-21.ts";
import { HELD_OUT_22 } from "../tests/chat-eval/held-out-22.ts";
import { HELD_OUT_23 } from "../tests/chat-eval/held-out-23.ts";
import { HELD_OUT_24 } from "../tests/chat-eval/held-out-24.ts";
import { HELD_OUT_25 } from "../tests/chat-eval/held-out-25.ts";
import { HELD_OUT_26 } from "../tests/chat-eval/held-out-26.ts";
import { HELD_OUT_27 } from "../tests/chat-eval/held-out-27.ts";
import { HELD_OUT_28 } from "../tests/chat-eval/held-out-28.ts";
import { HELD_OUT_29 } from "../tests/chat-eval/held-out-29.ts";
import { HELD_OUT_30 } from "../tests/chat-eval/held-out-30.ts";
import { HELD_OUT_31 } from "../tests/chat-eval/held-out-31.ts";
import { HELD_OUT_32 } from "../tests/chat-eval/held-out-32.ts";
import { HELD_OUT_33 } from "../tests/chat-eval/held-out-33.ts";
import { HELD_OUT_34 } from "../tests/chat-eval/held-out-34.ts";
import { HELD_OUT_36 } from "../tests/chat-eval/held-out-36.ts";
import { HELD_OUT_37 } from "../tests/chat-eval/held-out-37.ts";
import { HELD_OUT_38 } from "../tests/chat-eval/held-out-38.ts";
import { HELD_OUT_39 } from "../tests/chat-eval/held-out-39.ts";
import { HELD_OUT_40 } from "../tests/chat-eval/held-out-40.ts";
import { HELD_OUT_41 } from "../tests/chat-eval/held-out-41.ts";
import { HELD_OUT_42 } from "../tests/chat-eval/held-out-42.ts";
import { HELD_OUT_43 } from "../tests/chat-eval/held-out-43.ts";
import { HELD_OUT_44 } from "../tests/chat-eval/held-out-44.ts";
import { HELD_OUT_45 } from "../tests/chat-eval/held-out-45.ts";
import { HELD_OUT_46 } from "../tests/chat-eval/held-out-46.ts";
import { HELD_OUT_47 } from "../tests/chat-eval/held-out-47.ts";
import { HELD_OUT_48 } from "../tests/chat-eval/held-out-48.ts";
import { HELD_OUT_49 } from "../tests/chat-eval/held-out-49.ts";
import { HELD_OUT_50 } from "../tests/chat-eval/held-out-50.ts";
import { HELD_OUT_51 } from "../tests/chat-eval/held-out-51.ts";
import { HELD_OUT_52 } from "../tests/chat-eval/held-out-52.ts";
import { HELD_OUT_53 } from "../tests/chat-eval/held-out-53.ts";
import { HELD_OUT_54 } from "../tests/chat-eval/held-out-54.ts";
import { HELD_OUT_55 } from "../tests/chat-eval/held-out-55.ts";
import { HELD_OUT_56 } from "../tests/chat-eval/held-out-56.ts";
import { type ConversationResult, outcome, outcomes, playAll, scoreByCategory } from "../tests/chat-eval/run.ts";
import { median, summary } from "./stats.ts";

/** Time to an answer from the function that does nothing but refuse the body: the gateway and Deno alone. */
async function refusalTime(apiUrl: string, anonKey: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${apiUrl}/functions/v1/chat-support`, {
    method: "POST",
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, "content-type": "application/json" },
    body: "{",
  });
  await response.arrayBuffer();
  return performance.now() - started;
}

/** The evaluation sets; CHAT_EVAL_SET picks one (the set the answerer was written against by default). */
const SETS = { main: CONVERSATIONS, "held-out": HELD_OUT, "held-out-2": HELD_OUT_2, "held-out-3": HELD_OUT_3, "held-out-4": HELD_OUT_4, "held-out-5": HELD_OUT_5, "held-out-6": HELD_OUT_6, "held-out-7": HELD_OUT_7, "held-out-8": HELD_OUT_8, "held-out-9": HELD_OUT_9, "held-out-10": HELD_OUT_10, "held-out-11": HELD_OUT_11, "held-out-12": HELD_OUT_12, "held-out-13": HELD_OUT_13, "held-out-14": HELD_OUT_14, "held-out-15": HELD_OUT_15, "held-out-16": HELD_OUT_16, "held-out-17": HELD_OUT_17, "held-out-18": HELD_OUT_18, "held-out-19": HELD_OUT_19, "held-out-20": HELD_OUT_20, "held-out-21": HELD_OUT_21, "held-out-22": HELD_OUT_22, "held-out-23": HELD_OUT_23, "held-out-24": HELD_OUT_24, "held-out-25": HELD_OUT_25, "held-out-26": HELD_OUT_26, "held-out-27": HELD_OUT_27, "held-out-28": HELD_OUT_28, "held-out-29": HELD_OUT_29, "held-out-30": HELD_OUT_30, "held-out-31": HELD_OUT_31, "held-out-32": HELD_OUT_32, "held-out-33": HELD_OUT_33, "held-out-34": HELD_OUT_34, "held-out-36": HELD_OUT_36, "held-out-37": HELD_OUT_37, "held-out-38": HELD_OUT_38, "held-out-39": HELD_OUT_39, "held-out-40": HELD_OUT_40, "held-out-41": HELD_OUT_41, "held-out-42": HELD_OUT_42, "held-out-43": HELD_OUT_43, "held-out-44": HELD_OUT_44, "held-out-45": HELD_OUT_45, "held-out-46": HELD_OUT_46, "held-out-47": HELD_OUT_47, "held-out-48": HELD_OUT_48, "held-out-49": HELD_OUT_49, "held-out-50": HELD_OUT_50, "held-out-51": HELD_OUT_51, "held-out-52": HELD_OUT_52, "held-out-53": HELD_OUT_53, "held-out-54": HELD_OUT_54, "held-out-55": HELD_OUT_55, "held-out-56": HELD_OUT_56 } as const;

/** CHAT_EVAL_SET names one set or several, comma-separated (played on one stack, one after the other). */
function chosenSets(): Array<keyof typeof SETS> {
  const names = (process.env.CHAT_EVAL_SET ?? "main").split(",").map((name) => name.trim()).filter(Boolean);
  for (const name of names) {
    if (!(name in SETS)) throw new Error(`CHAT_EVAL_SET must be one of ${Object.keys(SETS).join(", ")}, not "${name}"`);
  }
  return names as Array<keyof typeof SETS>;
}

export async function benchChatQuality(): Promise<Record<string, unknown>> {
  const setNames = chosenSets();
  const env = { ...loadEnv(), CHAT_RATE_LIMIT_SESSION: "100000", CHAT_RATE_LIMIT_ADDRESS: "100000" };
  delete (env as Record<string, string | undefined>).CHAT_API_KEY;
  const stack = await startStack({ mode: "test", env });
  try {
    const target = { apiUrl: stack.apiUrl, anonKey: stack.anonKey, dbUrl: stack.dbUrl };
    // Warm-up: the first request starts the function's worker and syncs its knowledge.
    await playAll(target, [{ id: "warm-up", category: "greeting", turns: ["Hej"], must: [] }], 1);
    const out: Record<string, unknown> = {};
    const allResults: ConversationResult[] = [];
    for (const setName of setNames) {
      const results = await playAll(target, SETS[setName]);
      allResults.push(...results);
      mkdirSync(".local/chat-eval", { recursive: true });
      writeFileSync(
        `.local/chat-eval/${setName === "main" ? "answers" : `answers-${setName}`}.json`,
        JSON.stringify(
          results.map((r) => ({ id: r.conversation.id, category: r.conversation.category, pass: r.grade.pass, outcome: outcome(r), failures: r.grade.failures, turns: r.conversation.turns, replies: r.replies })),
          null,
          2,
        ),
      );
      const failed = results.filter((r) => !r.grade.pass).map((r) => `${r.conversation.id} [${outcome(r)}]: ${r.grade.failures.join("; ")}`);
      const prefix = setNames.length > 1 ? `${setName} ` : "";
      out[`${prefix}set`] = `${setName} (${results.length} conversations)`;
      for (const [key, value] of Object.entries({ ...scoreByCategory(results), ...outcomes(results) })) out[`${prefix}${key}`] = value;
      out[`${prefix}failed`] = failed.length === 0 ? "none" : `\n  ${failed.join("\n  ")}`;
    }
    const lengths = allResults.map((r) => r.replies.at(-1)!.length);
    const firstTokens = allResults.flatMap((r) => r.firstTokens);
    // Sequential single turns, interleaved with refusals, for the time the function adds.
    const sequential: number[] = [];
    const baseline: number[] = [];
    for (let i = 0; i < 20; i++) await refusalTime(stack.apiUrl, stack.anonKey);
    const single = allResults.filter((r) => r.conversation.turns.length === 1).slice(0, 40).map((r) => r.conversation);
    for (let round = 0; round < 3; round++) {
      for (const conversation of single) {
        const [result] = await playAll(target, [conversation], 1);
        sequential.push(result!.firstTokens[0]!);
        baseline.push(await refusalTime(stack.apiUrl, stack.anonKey));
      }
    }
    return {
      ...out,
      "median reply length (characters)": median(lengths),
      "first token, all turns, 4 conversations at once (ms)": summary(firstTokens),
      "first token, one turn at a time (ms)": summary(sequential),
      "gateway + Deno refusing a bad body, same moments (ms)": summary(baseline),
      "added by chat-support (built-in), median (ms)": Math.round((median(sequential) - median(baseline)) * 100) / 100,
    };
  } finally {
    await stack.stop();
  }
}
