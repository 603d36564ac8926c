import type { SimUser } from '../synthetic/types';
import { KNOWN_SCOPES } from './scopes';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) =>
    ch === '&'
      ? '&amp;'
      : ch === '<'
        ? '&lt;'
        : ch === '>'
          ? '&gt;'
          : ch === '"'
            ? '&quot;'
            : '&#39;',
  );

const STYLE = `
  body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f4;color:#202124;margin:0}
  main{max-width:460px;margin:48px auto;background:#fff;border:1px solid #dadce0;border-radius:8px;padding:32px}
  h1{font-size:22px;font-weight:500;margin:0 0 8px}
  p{line-height:1.5}
  fieldset{border:1px solid #dadce0;border-radius:8px;margin:16px 0;padding:8px 16px}
  legend{padding:0 4px;font-weight:500}
  label{display:flex;gap:10px;align-items:flex-start;padding:8px 0;cursor:pointer}
  .muted{color:#5f6368;font-size:13px}
  .actions{display:flex;gap:12px;justify-content:flex-end;margin-top:24px}
  button{font:inherit;padding:10px 24px;border-radius:4px;border:1px solid #dadce0;background:#fff;cursor:pointer}
  button.primary{background:#1a73e8;border-color:#1a73e8;color:#fff}
  button:focus-visible,input:focus-visible{outline:3px solid #174ea6;outline-offset:2px}
  .badge{display:inline-block;background:#fce8e6;color:#a50e0e;border-radius:4px;padding:2px 8px;font-size:12px}
`;

const page = (title: string, body: string): string => `<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;

export type ConsentPageInput = {
  clientId: string;
  hiddenFields: Record<string, string>;
  users: readonly SimUser[];
  selectedEmail: string | undefined;
  scopes: readonly string[];
  action: string;
};

/** The consent screen: choose a simulated Google account, the scopes, then allow or deny. */
export const renderConsentPage = (input: ConsentPageInput): string => {
  const hidden = Object.entries(input.hiddenFields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  const selected = input.users.some((u) => u.email === input.selectedEmail)
    ? input.selectedEmail
    : input.users[0]?.email;
  const users = input.users
    .map(
      (u) =>
        `<label><input type="radio" name="account" value="${escapeHtml(u.email)}"${
          u.email === selected ? ' checked' : ''
        } required> <span><strong>${escapeHtml(u.name)}</strong><br><span class="muted">${escapeHtml(
          u.email,
        )}</span></span></label>`,
    )
    .join('\n');
  const scopes = input.scopes
    .map((s) => {
      const text = KNOWN_SCOPES[s];
      return `<label><input type="checkbox" name="granted_scope" value="${escapeHtml(s)}" checked> <span>${escapeHtml(
        text?.cs ?? s,
      )}<br><span class="muted">${escapeHtml(text?.en ?? s)}</span></span></label>`;
    })
    .join('\n');
  return page(
    'Přihlášení – Google (simulátor)',
    `<p><span class="badge">Simulátor Google / Google simulator</span></p>
<h1>Aplikace <strong>${escapeHtml(input.clientId)}</strong> chce přístup k vašemu účtu Google</h1>
<p class="muted">The application <strong>${escapeHtml(input.clientId)}</strong> wants to access your Google Account. No real Google account is involved.</p>
<form method="post" action="${escapeHtml(input.action)}">
${hidden}
<fieldset><legend>Vyberte účet / Choose an account</legend>
${users}
</fieldset>
<fieldset><legend>Povolit přístup / Allow access to</legend>
${scopes}
</fieldset>
<div class="actions">
<button type="submit" name="decision" value="deny">Zamítnout / Deny</button>
<button type="submit" name="decision" value="allow" class="primary">Povolit / Allow</button>
</div>
</form>`,
  );
};

/** Google shows an error page (no redirect) when the client or redirect URI is wrong. */
export const renderErrorPage = (error: string, description: string): string =>
  page(
    `Error: ${error}`,
    `<h1>Přístup zablokován / Access blocked</h1>
<p>Chyba / Error <strong>${escapeHtml(error)}</strong></p>
<p>${escapeHtml(description)}</p>
<p class="muted">Request details: error=${escapeHtml(error)}</p>`,
  );
