import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EMAIL_TEMPLATE_KINDS, readSupabaseConfig } from "../../supabase/local/config-toml.ts";
import { renderTemplate } from "../../supabase/local/auth/mail.ts";

describe("config.toml's auth e-mail templates", () => {
  it("the project's config names a Danish subject and an HTML file for every auth e-mail", () => {
    const { emailTemplates } = readSupabaseConfig().auth;
    for (const kind of EMAIL_TEMPLATE_KINDS) {
      const template = emailTemplates[kind];
      expect(template?.subject, kind).toBeTruthy();
      expect(template?.html, kind).toContain('<html lang="da">');
      expect(template?.html, kind).toContain("{{ .Token }}");
    }
    expect(emailTemplates.recovery?.subject).toBe("Nulstil din adgangskode");
    for (const kind of ["confirmation", "recovery", "invite", "magic_link", "email_change"] as const) {
      expect(emailTemplates[kind]?.html, kind).toContain("{{ .ConfirmationURL }}");
    }
    expect(emailTemplates.email_change?.html).toContain("{{ .NewEmail }}");
  });

  it("reads content_path from the project root, as the CLI does, and names a missing file", () => {
    const root = mkdtempSync(join(tmpdir(), "templates-"));
    mkdirSync(join(root, "supabase", "templates"), { recursive: true });
    writeFileSync(join(root, "supabase", "templates", "reset.html"), "<p>{{ .Email }}</p>");
    const file = join(root, "supabase", "config.toml");
    writeFileSync(file, '[auth.email.template.recovery]\nsubject = "Ny kode"\ncontent_path = "./supabase/templates/reset.html"\n');
    expect(readSupabaseConfig(file).auth.emailTemplates).toEqual({ recovery: { subject: "Ny kode", html: "<p>{{ .Email }}</p>" } });
    writeFileSync(file, '[auth.email.template.invite]\ncontent_path = "./supabase/templates/missing.html"\n');
    expect(() => readSupabaseConfig(file)).toThrow(/auth\.email\.template\.invite\.content_path: no file/);
  });

  it("renders GoTrue's fields, HTML-escaped, with or without spaces", () => {
    const html = '<a href="{{ .ConfirmationURL }}">Link</a> {{.Email}} {{ .NewEmail }} {{ .Token }} {{ .SiteURL }} {{ .RedirectTo }} {{ .Unknown }}';
    expect(
      renderTemplate(html, {
        ConfirmationURL: "https://a.dk/verify?token=1&type=recovery",
        Email: "<kim>@firma.dk",
        NewEmail: "ny@firma.dk",
        Token: "123456",
        SiteURL: "https://skjold.dk",
        RedirectTo: "https://skjold.dk/auth?reset=true",
      }),
    ).toBe(
      '<a href="https://a.dk/verify?token=1&amp;type=recovery">Link</a> &lt;kim&gt;@firma.dk ny@firma.dk 123456 https://skjold.dk https://skjold.dk/auth?reset=true ',
    );
  });
});
