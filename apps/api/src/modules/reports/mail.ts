import type { TBranding } from '@kampa/contracts/branding/branding';
import type { TReportFields } from '@kampa/contracts/reports/report';
import { formatsOf } from './format';
import { escapeHtml, headlineKpis, offlineSummaryOf } from './page';
import { pageTextOf } from './page-text';
import type { ReportData } from './report-data';
import { lineText, type SummaryLine } from './summary-text';

export type ReportMail = {
  subject: string;
  text: string;
  html: string;
  /** The agency's logo as an inline part (`cid:`), when it is a PNG. */
  attachments: { filename: string; content: Buffer; contentType: string; cid: string }[];
};

/** The Content-ID of the logo's inline part, which the HTML's `<img>` names. */
export const LOGO_CID = 'agency-logo@kampa';

/**
 * The logo as an inline PNG part, or null. An SVG logo is not put in the e-mail: many mail clients
 * (Gmail, Outlook) do not show SVG images at all, so the e-mail carries the agency's name alone.
 */
export const inlineLogoOf = (
  branding: TBranding | undefined,
): ReportMail['attachments'][number] | null => {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(branding?.logo?.dataUri ?? '');
  if (!match?.[1]) return null;
  return {
    filename: 'logo.png',
    content: Buffer.from(match[1], 'base64'),
    contentType: 'image/png',
    cid: LOGO_CID,
  };
};

/**
 * The report's e-mail in its language: the summary, the headline numbers and the recipient's own
 * link to the report page (with its expiry). The preview passes no link and shows a placeholder.
 */
export const reportMail = (input: {
  fields: TReportFields;
  project: { name: string; websiteUrl: string };
  data: ReportData;
  link: { url: string; expiresAt: Date } | null;
  hasPdf: boolean;
  /** The project's effective branding: the agency's name heads the e-mail, its colour rules it. */
  branding?: TBranding;
  /** The summary as worded (by a model, checked); unset, the offline writer's. */
  summary?: SummaryLine[];
}): ReportMail => {
  const { fields, data } = input;
  const text = pageTextOf(fields.language);
  const formats = formatsOf(text.locale);
  const { range } = data.overview.period;
  const period = `${formats.date(range.from)} – ${formats.date(range.to)}`;
  const project = `${input.project.name} (${input.project.websiteUrl})`;
  const summary = (input.summary ?? offlineSummaryOf(data, fields)).map(lineText);
  const kpis = headlineKpis(data, fields.language);
  const kpiText = (kpi: (typeof kpis)[number]) =>
    `${kpi.name}: ${kpi.value}${kpi.change ? ` (${kpi.change})` : ''}`;
  const linkText = input.link ? input.link.url : text.mail.linkPlaceholder;
  const expiry = input.link
    ? text.mail.linkExpires(formats.date(input.link.expiresAt.toISOString().slice(0, 10)))
    : '';
  const subject = text.mail.subject(fields.title, period);
  const agencyName = input.branding?.agencyName ?? null;
  const logo = inlineLogoOf(input.branding);
  const accent =
    input.branding?.accentColor && /^#[0-9a-f]{6}$/i.test(input.branding.accentColor)
      ? input.branding.accentColor
      : '#1f4f99';
  const plain = [
    ...(agencyName ? [agencyName, ''] : []),
    text.mail.intro(project, period),
    '',
    ...(summary.length > 0 ? [...summary.map((line) => `- ${line}`), ''] : []),
    `${text.mail.keyNumbers}:`,
    ...(kpis.length > 0 ? kpis.map((kpi) => `- ${kpiText(kpi)}`) : [text.noData]),
    '',
    `${text.mail.openReport}: ${linkText}`,
    ...(expiry ? [expiry] : []),
    ...(input.hasPdf ? [text.mail.attached] : []),
    '',
    text.mail.footer,
  ].join('\n');
  const linkHtml = input.link
    ? `<a href="${escapeHtml(input.link.url)}">${escapeHtml(input.link.url)}</a>`
    : escapeHtml(text.mail.linkPlaceholder);
  const html = `<!doctype html>
<html lang="${fields.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #0f172a; line-height: 1.5">
${logo ? `<img src="cid:${LOGO_CID}" alt="${escapeHtml(agencyName ?? '')}" height="48" style="display: block; height: 48px; max-width: 200px; border: 0; margin-bottom: 8px">\n` : ''}${agencyName ? `<p data-agency style="margin: 0; font-weight: bold; color: #334155">${escapeHtml(agencyName)}</p>\n` : ''}<h1 style="font-size: 20px; padding-bottom: 6px; border-bottom: 3px solid ${accent}">${escapeHtml(fields.title)}</h1>
<p>${escapeHtml(text.mail.intro(project, period))}</p>
${summary.length > 0 ? `<ul>${summary.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}
<h2 style="font-size: 16px">${escapeHtml(text.mail.keyNumbers)}</h2>
<table role="presentation" cellpadding="4">${kpis
    .map(
      (kpi) =>
        `<tr data-metric="${kpi.metric}"><td>${escapeHtml(kpi.name)}</td><td style="font-weight: bold">${escapeHtml(kpi.value)}</td><td>${escapeHtml(kpi.change)}</td></tr>`,
    )
    .join('')}</table>
<p>${escapeHtml(text.mail.openReport)}: ${linkHtml}</p>
${expiry ? `<p>${escapeHtml(expiry)}</p>` : ''}
${input.hasPdf ? `<p>${escapeHtml(text.mail.attached)}</p>` : ''}
<p style="color: #64748b; font-size: 12px">${escapeHtml(text.mail.footer)}</p>
</body></html>
`;
  return { subject, text: plain, html, attachments: logo ? [logo] : [] };
};
