import type { TestProject } from "vitest/node";
import { startStack, type RunningStack, type StackInfo } from "../../../supabase/local/stack.ts";

declare module "vitest" {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

let stack: RunningStack | undefined;

/** One throwaway stack (free ports, temp data, migrations and demo seed) for the whole integration run. */
export async function setup(project: TestProject): Promise<void> {
  stack = await startStack({ mode: "test", siteUrl: "http://localhost:4173" });
  const { apiUrl, dbUrl, mailUrl, smtpPort, siteUrl, anonKey, serviceRoleKey, jwtSecret, stripeUrl, stripeWebhookSecret } = stack;
  project.provide("stack", { apiUrl, dbUrl, mailUrl, smtpPort, siteUrl, anonKey, serviceRoleKey, jwtSecret, stripeUrl, stripeWebhookSecret });
}

export async function teardown(): Promise<void> {
  await stack?.stop();
}
