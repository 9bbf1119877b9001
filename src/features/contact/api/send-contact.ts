/**
 * Posts one contact message to the contact-submit edge function and sorts the answer into what the
 * form and the offline queue need to decide: done, fix the fields, wait, or keep it for later.
 */
import { REQUEST_TIMEOUT_MS } from "../../../lib/request-timeout.ts";
import { getSupabase } from "../../../lib/supabase.ts";
import type { ContactRequest } from "#shared/contact/schema.ts";

export type SendOutcome =
  | { kind: "sent"; id: string }
  /** The server rejected the fields (400): retrying the same message can never succeed. */
  | { kind: "invalid"; fieldErrors: Partial<Record<keyof ContactRequest, string>>; message: string }
  | { kind: "rate-limited" }
  /** The request never got an answer: offline, DNS, connection reset, or the app's code could not load. */
  | { kind: "network" }
  /** An answer, but not a usable one (5xx, gateway trouble). Worth retrying later. */
  | { kind: "server" };

interface ErrorBody {
  error?: unknown;
  details?: Array<{ path?: unknown; message?: unknown }>;
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    return (await response.json()) as ErrorBody;
  } catch {
    return {};
  }
}

function fieldErrorsOf(body: ErrorBody): Partial<Record<keyof ContactRequest, string>> {
  const errors: Partial<Record<keyof ContactRequest, string>> = {};
  for (const detail of body.details ?? []) {
    const path = detail.path;
    if ((path === "name" || path === "email" || path === "company" || path === "message" || path === "clientId") && typeof detail.message === "string") {
      errors[path] ??= detail.message;
    }
  }
  return errors;
}

export async function sendContact(request: ContactRequest): Promise<SendOutcome> {
  let supabase;
  try {
    supabase = await getSupabase();
  } catch {
    // The supabase-js chunk could not be downloaded: as offline as it gets.
    return { kind: "network" };
  }
  const { data, error } = await supabase.functions.invoke<{ id: string }>("contact-submit", {
    body: request,
    // A request that hangs counts as a network failure, so the message is queued rather than lost; if it
    // did arrive, the retry carries the same clientId and is not stored twice.
    timeout: REQUEST_TIMEOUT_MS,
  });
  if (!error) return data?.id ? { kind: "sent", id: data.id } : { kind: "server" };
  // supabase-js names its errors; checking the name avoids importing its classes into this chunk.
  if (error.name === "FunctionsFetchError") return { kind: "network" };
  if (error.name === "FunctionsHttpError" && error.context instanceof Response) {
    const response = error.context;
    if (response.status === 429) return { kind: "rate-limited" };
    if (response.status === 400 || response.status === 413) {
      const body = await readErrorBody(response);
      return { kind: "invalid", fieldErrors: fieldErrorsOf(body), message: typeof body.error === "string" ? body.error : "" };
    }
  }
  return { kind: "server" };
}
