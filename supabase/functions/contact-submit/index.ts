// contact-submit: stores a message from the landing page's contact form in public.contact_messages.
//
// - Validation: the same zod schema as the form (_shared/contact/schema.ts), Danish messages; bad
//   input is a 400 listing each field's problem, never a 500 or a stack trace.
// - Idempotent: the browser sends a clientId per submission; a repeat answers 200 with the stored row's id.
// - Rate limit: at most CONTACT_RATE_LIMIT.maxPerWindow new messages per sender address per window,
//   counted in the table itself (submit_contact_message), because hosted functions run as many short-lived
//   isolates: a counter in memory would reset on every cold start and differ between instances.
import { z } from "../_shared/deps.ts";
import { HttpError, json, serve } from "../_shared/http.ts";
import { readJson } from "../_shared/body.ts";
import { serviceClient } from "../_shared/supabase.ts";
import { clientAddress, hashAddress } from "../_shared/client-address.ts";
import { CONTACT_RATE_LIMIT, CONTACT_REQUEST_MESSAGES } from "../_shared/content/contact-form.ts";
import { contactContent } from "../_shared/content/contact.ts";
import { createSiteIdentity } from "../_shared/content/site.ts";
import { contactValidationMessages, createContactRequestSchema } from "../_shared/contact/schema.ts";

const errors = contactContent(createSiteIdentity()).errors;
const requestSchema = createContactRequestSchema(z, contactValidationMessages(errors));

// Far above the largest valid message (5,000 characters of text, a few fields), far below anything costly.
const MAX_BODY_BYTES = 64 * 1024;
const MAX_USER_AGENT = 500;
const BODY_MESSAGES = {
  tooLarge: CONTACT_REQUEST_MESSAGES.invalidBody,
  invalidJson: CONTACT_REQUEST_MESSAGES.invalidJson,
  invalidBody: CONTACT_REQUEST_MESSAGES.invalidBody,
};

interface SubmitResult {
  status: "created" | "duplicate" | "rate_limited";
  id: string | null;
  created_at: string | null;
  retry_after_seconds: number | null;
}

Deno.serve(
  serve(["POST"], async (request) => {
    const fields = await readJson(request, requestSchema, { maxBytes: MAX_BODY_BYTES, messages: BODY_MESSAGES });
    if (fields instanceof Response) return fields;
    const { data, error } = await serviceClient().rpc("submit_contact_message", {
      p_client_id: fields.clientId,
      p_name: fields.name,
      p_email: fields.email,
      p_company: fields.company ?? "",
      p_message: fields.message ?? "",
      p_user_agent: (request.headers.get("user-agent") ?? "").slice(0, MAX_USER_AGENT) || null,
      p_ip_hash: await hashAddress(clientAddress(request)),
      p_max_per_window: CONTACT_RATE_LIMIT.maxPerWindow,
      p_window_seconds: CONTACT_RATE_LIMIT.windowSeconds,
    });
    const result = (data as SubmitResult[] | null)?.[0];
    if (error || !result) {
      console.error("submit_contact_message failed", error);
      throw new HttpError(503, CONTACT_REQUEST_MESSAGES.notSaved);
    }
    if (result.status === "rate_limited") {
      const retryAfter = String(result.retry_after_seconds ?? CONTACT_RATE_LIMIT.windowSeconds);
      return json(429, { error: errors.tooManyRequests }, { "retry-after": retryAfter });
    }
    return json(result.status === "created" ? 201 : 200, {
      id: result.id,
      createdAt: result.created_at,
      duplicate: result.status === "duplicate",
    });
  }),
);
