import type { MailMessage } from "../context.ts";

// The outbox pages are for developers reading password-reset mails during local work.
// Everything from a message is escaped; the HTML body is shown in a sandboxed iframe without scripts.

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const dateTime = new Intl.DateTimeFormat("da-DK", { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/Copenhagen" });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #111; line-height: 1.5; }
  a { color: #0645ad; }
  a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #ccc; vertical-align: top; }
  ul.links { margin: 0; padding-left: 1.2rem; word-break: break-all; }
  pre { white-space: pre-wrap; background: #f4f4f4; padding: 1rem; }
  iframe { width: 100%; min-height: 24rem; border: 1px solid #ccc; }
  form { display: flex; gap: 0.5rem; align-items: end; flex-wrap: wrap; margin-bottom: 1rem; }
  label { display: flex; flex-direction: column; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function linkList(links: string[]): string {
  if (links.length === 0) return "<p>Ingen links</p>";
  return `<ul class="links">${links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join("")}</ul>`;
}

export function inboxPage(messages: MailMessage[], to: string | undefined): string {
  const heading = to ? `Lokal indbakke for ${to}` : "Lokal indbakke";
  const filter = `<form method="get" action="/" role="search">
  <label>Modtager<input type="email" name="to" value="${escapeHtml(to ?? "")}" autocomplete="off"></label>
  <button type="submit">Filtrér</button>
  ${to ? '<a href="/">Vis alle</a>' : ""}
</form>`;
  const rows = messages
    .map(
      (message) => `<tr>
  <td><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(formatDate(message.createdAt))}</time></td>
  <td>${escapeHtml(message.to)}</td>
  <td><a href="/messages/${encodeURIComponent(message.id)}">${escapeHtml(message.subject || "(intet emne)")}</a></td>
  <td>${linkList(message.links)}</td>
</tr>`,
    )
    .join("\n");
  const content =
    messages.length === 0
      ? "<p>Der er ingen e-mails i indbakken endnu.</p>"
      : `<table>
<caption>${messages.length === 1 ? "1 e-mail" : `${messages.length} e-mails`}, nyeste først</caption>
<thead><tr><th scope="col">Sendt</th><th scope="col">Til</th><th scope="col">Emne</th><th scope="col">Links</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return layout(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>E-mails fra den lokale Supabase-stak bliver gemt her i stedet for at blive sendt.</p>
${filter}
${content}`,
  );
}

export function messagePage(message: MailMessage): string {
  const subject = message.subject || "(intet emne)";
  const htmlBody = message.html
    ? `<h2>HTML-udgave</h2>
<iframe title="HTML-udgave af e-mailen" sandbox="" srcdoc="${escapeHtml(message.html)}"></iframe>`
    : "";
  return layout(
    `${subject} – Lokal indbakke`,
    `<p><a href="/">Tilbage til indbakken</a></p>
<h1>${escapeHtml(subject)}</h1>
<dl>
  <dt>Til</dt><dd>${escapeHtml(message.to)}</dd>
  <dt>Sendt</dt><dd><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(formatDate(message.createdAt))}</time></dd>
</dl>
<h2>Links</h2>
${linkList(message.links)}
<h2>Tekst</h2>
<pre>${escapeHtml(message.text)}</pre>
${htmlBody}`,
  );
}

export function notFoundPage(): string {
  return layout("Ikke fundet – Lokal indbakke", `<h1>Ikke fundet</h1><p><a href="/">Tilbage til indbakken</a></p>`);
}
