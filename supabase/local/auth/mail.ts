import type { Outbox } from "../context.ts";
import type { AuthConfig } from "./config.ts";

const escapeHtml = (value: string): string =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** GoTrue's {{ .ConfirmationURL }}: a link to GET /verify that redirects to `redirectTo` once the token checks out. */
export function verifyLink(config: AuthConfig, token: string, type: string, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${config.externalUrl}/verify?${query.toString()}`;
}

/** The CLI's default "Reset Your Password" e-mail, with the link and the code it offers as an alternative. */
export async function sendRecoveryMail(outbox: Outbox, to: string, link: string, otp: string): Promise<void> {
  await outbox.send({
    to,
    subject: "Reset Your Password",
    text: `Reset Password\n\nFollow this link to reset the password for your user:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
    html:
      "<h2>Reset Password</h2>\n" +
      "<p>Follow this link to reset the password for your user:</p>\n" +
      `<p><a href="${escapeHtml(link)}">Reset Password</a></p>\n` +
      `<p>Alternatively, enter the code: ${otp}</p>\n`,
  });
}

/** The CLI's default "Confirm Email Change" e-mail, sent to the new address. */
export async function sendEmailChangeMail(outbox: Outbox, to: string, oldEmail: string, link: string, otp: string): Promise<void> {
  await outbox.send({
    to,
    subject: "Confirm Email Change",
    text: `Confirm Change of Email\n\nFollow this link to confirm the update of your email from ${oldEmail} to ${to}:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
    html:
      "<h2>Confirm Change of Email</h2>\n" +
      `<p>Follow this link to confirm the update of your email from ${escapeHtml(oldEmail)} to ${escapeHtml(to)}:</p>\n` +
      `<p><a href="${escapeHtml(link)}">Change Email</a></p>\n` +
      `<p>Alternatively, enter the code: ${otp}</p>\n`,
  });
}
