import type { Outbox } from "../context.ts";
import type { EmailTemplateKind } from "../config-toml.ts";
import type { AuthConfig } from "./config.ts";

const escapeHtml = (value: string): string =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The fields GoTrue gives its mail templates. */
export interface TemplateData {
  ConfirmationURL?: string;
  Token?: string;
  TokenHash?: string;
  SiteURL: string;
  RedirectTo?: string;
  Email: string;
  NewEmail?: string;
}

/**
 * GoTrue's templates are Go html/template files; ours use only field references, `{{ .Name }}`, each
 * value HTML-escaped as html/template does. A field GoTrue does not have renders empty.
 */
export function renderTemplate(html: string, data: TemplateData): string {
  return html.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_match, name: string) => escapeHtml(String(data[name as keyof TemplateData] ?? "")));
}

/** A plain-text part for the rendered HTML: its text, with each link's address after it. */
function textOf(html: string): string {
  return html
    .replace(/<(head|style)[\s\S]*?<\/\1>/gi, "")
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => `${label}: ${href}`)
    .replace(/<\/(p|h\d|div)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&#39;", "'")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n\n") + "\n";
}

/**
 * Sends config.toml's own e-mail for `kind` when it has one (its subject, its HTML, or both), else the
 * default GoTrue would send.
 */
async function sendMail(
  outbox: Outbox,
  config: Pick<AuthConfig, "emailTemplates">,
  kind: EmailTemplateKind,
  to: string,
  data: TemplateData,
  fallback: { subject: string; text: string; html: string },
): Promise<void> {
  const template = config.emailTemplates[kind];
  // GoTrue's TokenHash is the token its /verify link carries.
  const tokenHash = data.ConfirmationURL ? (new URL(data.ConfirmationURL).searchParams.get("token") ?? undefined) : undefined;
  const html = template?.html ? renderTemplate(template.html, { TokenHash: tokenHash, ...data }) : fallback.html;
  await outbox.send({ to, subject: template?.subject ?? fallback.subject, text: template?.html ? textOf(html) : fallback.text, html });
}

/** GoTrue's {{ .ConfirmationURL }}: a link to GET /verify that redirects to `redirectTo` once the token checks out. */
export function verifyLink(config: AuthConfig, token: string, type: string, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${config.externalUrl}/verify?${query.toString()}`;
}

/** config.toml's recovery e-mail, or the CLI's default "Reset Your Password" e-mail, with the link and the code it offers as an alternative. */
export async function sendRecoveryMail(
  outbox: Outbox,
  config: Pick<AuthConfig, "emailTemplates" | "siteUrl">,
  to: string,
  link: string,
  otp: string,
  redirectTo: string,
): Promise<void> {
  const data: TemplateData = { ConfirmationURL: link, Token: otp, SiteURL: config.siteUrl, RedirectTo: redirectTo, Email: to };
  await sendMail(outbox, config, "recovery", to, data, {
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
  config: Pick<AuthConfig, "emailTemplates" | "siteUrl">,
  recipient: string,
  oldEmail: string,
  to: string,
  link: string,
  otp: string,
  redirectTo: string,
): Promise<void> {
  const data: TemplateData = { ConfirmationURL: link, Token: otp, SiteURL: config.siteUrl, RedirectTo: redirectTo, Email: oldEmail, NewEmail: to };
  await sendMail(outbox, config, "email_change", recipient, data, {
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

const LINK_TEMPLATE: Record<LinkMailKind, EmailTemplateKind> = { signup: "confirmation", magiclink: "magic_link", invite: "invite" };

/** config.toml's e-mail of the kind, or the CLI's default sign-up confirmation, magic link or invite e-mail: a link plus the code as an alternative. */
export async function sendLinkMail(
  outbox: Outbox,
  config: Pick<AuthConfig, "emailTemplates" | "siteUrl">,
  kind: LinkMailKind,
  to: string,
  link: string,
  otp: string,
  redirectTo: string,
): Promise<void> {
  const mail = LINK_MAILS[kind];
  const intro = mail.intro(config.siteUrl);
  const data: TemplateData = { ConfirmationURL: link, Token: otp, SiteURL: config.siteUrl, RedirectTo: redirectTo, Email: to };
  await sendMail(outbox, config, LINK_TEMPLATE[kind], to, data, {
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
export async function sendReauthenticationMail(
  outbox: Outbox,
  config: Pick<AuthConfig, "emailTemplates" | "siteUrl">,
  to: string,
  otp: string,
): Promise<void> {
  await sendMail(outbox, config, "reauthentication", to, { Token: otp, SiteURL: config.siteUrl, Email: to }, {
    subject: "Confirm reauthentication",
    text: `Confirm reauthentication\n\nEnter the code: ${otp}\n`,
    html: `<h2>Confirm reauthentication</h2>\n<p>Enter the code: ${otp}</p>\n`,
  });
}
