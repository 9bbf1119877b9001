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

/** The CLI's default "Confirm Email Change" e-mail, sent to the new address (and the old one with double confirm). */
export async function sendEmailChangeMail(
  outbox: Outbox,
  recipient: string,
  oldEmail: string,
  to: string,
  link: string,
  otp: string,
): Promise<void> {
  await outbox.send({
    to: recipient,
    subject: "Confirm Email Change",
    text: `Confirm Change of Email\n\nFollow this link to confirm the update of your email from ${oldEmail} to ${to}:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
    html:
      "<h2>Confirm Change of Email</h2>\n" +
      `<p>Follow this link to confirm the update of your email from ${escapeHtml(oldEmail)} to ${escapeHtml(to)}:</p>\n` +
      `<p><a href="${escapeHtml(link)}">Change Email</a></p>\n` +
      `<p>Alternatively, enter the code: ${otp}</p>\n`,
  });
}

export type LinkMailKind = "signup" | "magiclink" | "invite";

const LINK_MAILS: Record<LinkMailKind, { subject: string; heading: string; intro: (siteUrl: string) => string; action: string }> = {
  signup: {
    subject: "Confirm Your Signup",
    heading: "Confirm your signup",
    intro: () => "Follow this link to confirm your user:",
    action: "Confirm your mail",
  },
  magiclink: {
    subject: "Your Magic Link",
    heading: "Magic Link",
    intro: () => "Follow this link to login:",
    action: "Log In",
  },
  invite: {
    subject: "You have been invited",
    heading: "You have been invited",
    intro: (siteUrl) => `You have been invited to create a user on ${siteUrl}. Follow this link to accept the invite:`,
    action: "Accept the invite",
  },
};

/** The CLI's default sign-up confirmation, magic link and invite e-mails: a link plus the code as an alternative. */
export async function sendLinkMail(
  outbox: Outbox,
  kind: LinkMailKind,
  to: string,
  link: string,
  otp: string,
  siteUrl: string,
): Promise<void> {
  const mail = LINK_MAILS[kind];
  const intro = mail.intro(siteUrl);
  await outbox.send({
    to,
    subject: mail.subject,
    text: `${mail.heading}\n\n${intro}\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
    html:
      `<h2>${mail.heading}</h2>\n` +
      `<p>${escapeHtml(intro)}</p>\n` +
      `<p><a href="${escapeHtml(link)}">${mail.action}</a></p>\n` +
      `<p>Alternatively, enter the code: ${otp}</p>\n`,
  });
}

/** The CLI's default "Confirm Reauthentication" e-mail: only a code, which the client sends back as `nonce`. */
export async function sendReauthenticationMail(outbox: Outbox, to: string, otp: string): Promise<void> {
  await outbox.send({
    to,
    subject: "Confirm reauthentication",
    text: `Confirm reauthentication\n\nEnter the code: ${otp}\n`,
    html: `<h2>Confirm reauthentication</h2>\n<p>Enter the code: ${otp}</p>\n`,
  });
}
