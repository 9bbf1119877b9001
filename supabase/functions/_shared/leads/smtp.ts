// Sending e-mail through an SMTP server with nodemailer (well kept, runs unchanged on Deno's Node
// compatibility). The TLS mode follows the port the common hosted providers use unless SMTP_TLS says
// otherwise: 465 is TLS from the first byte, anything else (587, 25, 2525) must upgrade with STARTTLS.
// 'none' is for the local stack's outbox on 127.0.0.1, which speaks plain SMTP.
// @ts-types="npm:@types/nodemailer@7"
import nodemailer from "npm:nodemailer@7.0.13";
import { z } from "../deps.ts";
import type { OutgoingMail, SmtpConfig } from "./compose.ts";

export type { OutgoingMail, SmtpConfig };

const envSchema = z.object({
  SMTP_HOST: z.string().trim().min(1),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_TLS: z.enum(["implicit", "starttls", "none"]).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
});

/** SMTP settings from the environment, or null when SMTP_HOST is unset or a value is invalid. */
export function smtpConfigFromEnv(env: Record<string, string | undefined>): SmtpConfig | null {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== "")));
  if (!parsed.success) return null;
  const { SMTP_HOST: host, SMTP_PORT: port, SMTP_TLS: tls, SMTP_USER: user, SMTP_PASSWORD: password } = parsed.data;
  return { host, port, tls: tls ?? (port === 465 ? "implicit" : "starttls"), user, password };
}

export async function sendMail(config: SmtpConfig, mail: OutgoingMail): Promise<void> {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.tls === "implicit",
    requireTLS: config.tls === "starttls",
    ignoreTLS: config.tls === "none",
    auth: config.user ? { user: config.user, pass: config.password ?? "" } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
    });
  } finally {
    transport.close();
  }
}
