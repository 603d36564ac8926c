import type { TBranding } from '@kampa/contracts/branding/branding';
import type { TReportFields } from '@kampa/contracts/reports/report';
import type { PdfRenderer } from '../../lib/pdf/chromium';
import { formatsOf } from './format';
import { escapeHtml, renderReportPage } from './page';
import { PAGE_STYLE } from './page-assets';
import { pageTextOf } from './page-text';
import type { ReportData } from './report-data';
import type { SummaryLine } from './summary-text';

export type ReportPdfInput = {
  fields: TReportFields;
  project: { name: string; websiteUrl: string; timeZone: string };
  data: ReportData;
  now: Date;
  branding?: TBranding;
  /** The summary as worded; unset, the offline writer's. */
  summary?: SummaryLine[];
};

/**
 * The report page printed to A4 by Chromium: the same document (its print CSS, its inline SVG
 * charts, so vector), with the project and the title in each page's header and "Page n of m" in
 * its footer.
 */
export const renderReportPdf = (renderer: PdfRenderer, input: ReportPdfInput): Promise<Buffer> => {
  const text = pageTextOf(input.fields.language);
  const formats = formatsOf(text.locale);
  const { range } = input.data.overview.period;
  const small = 'font-family: Arial, sans-serif; font-size: 8px; color: #334155; width: 100%;';
  const headerTemplate = `<div style="${small} padding: 0 12mm; display: flex; justify-content: space-between;"><span>${escapeHtml([input.branding?.agencyName, input.project.name, input.fields.title].filter(Boolean).join(' · '))}</span><span>${escapeHtml(`${formats.date(range.from)} – ${formats.date(range.to)}`)}</span></div>`;
  const footerTemplate = `<div style="${small} text-align: center;">${escapeHtml(text.pdfPage[0])} <span class="pageNumber"></span> ${escapeHtml(text.pdfPage[1])} <span class="totalPages"></span></div>`;
  return renderer.render({
    html: renderReportPage({ ...input, inlineStyle: PAGE_STYLE }),
    headerTemplate,
    footerTemplate,
  });
};

/** The file's name: the report's days. */
export const pdfFileName = (range: { from: string; to: string }): string =>
  `report-${range.from}-${range.to}.pdf`;
