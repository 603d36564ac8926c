import type { TBranding } from '@kampa/contracts/branding/branding';
import type { TKpi } from '@kampa/contracts/dashboard/dashboard';
import { OVERVIEW_METRICS } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { defaultRuleKeyOf } from '@kampa/contracts/monitoring/rule';
import type { TReportFields, TReportSection } from '@kampa/contracts/reports/report';
import { isAtMostTarget, PRORATED_TARGET_METRICS } from '@kampa/contracts/targets/target-metrics';
import { formatMetric, formatsOf, type Formats } from './format';
import { pageTextOf, type PageText } from './page-text';
import type { ReportData } from './report-data';
import { BREAKDOWN_ROWS, CAMPAIGN_ROWS, summaryFacts, type SummaryFact } from './summary-facts';
import { offlineSummary, type SummaryLine } from './summary-text';

/** Escapes text for HTML content and quoted attribute values. */
export const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The page's own style sheet and script: files of their own, as the CSP allows no inline ones. */
export const PAGE_STYLE_PATH = '/r/_/report.css';
export const PAGE_SCRIPT_PATH = '/r/_/report.js';

const documentOf = (input: {
  language: string;
  title: string;
  body: string;
  script?: boolean;
  /** The style sheet itself, for a copy printed to PDF (which may load nothing). */
  inlineStyle?: string;
}) =>
  `<!doctype html>
<html lang="${escapeHtml(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(input.title)}</title>
${input.inlineStyle === undefined ? `<link rel="stylesheet" href="${PAGE_STYLE_PATH}">` : `<style>${input.inlineStyle}</style>`}
${input.script ? `<script src="${PAGE_SCRIPT_PATH}" defer></script>\n` : ''}</head>
<body>
${input.body}
</body>
</html>
`;

type Context = {
  text: PageText;
  formats: Formats;
  data: ReportData;
  fields: TReportFields;
  summary: SummaryLine[];
};

const currencyOf = (data: ReportData, metric: string): string | null =>
  ['cost', 'cpa', 'cpc', 'conversionValue'].includes(metric)
    ? data.overview.currency.ads
    : data.overview.currency.analytics;

const changeText = (context: Context, kpi: TKpi): string =>
  kpi.change === null ? '' : context.formats.change(kpi.change);

const shownKpis = (data: ReportData) =>
  OVERVIEW_METRICS.filter((metric) => data.overview.kpis[metric].value !== null);

const kpisSection = (context: Context): string => {
  const { data, text, formats } = context;
  const metrics = shownKpis(data);
  if (metrics.length === 0) return `<p>${escapeHtml(text.noData)}</p>`;
  const items = metrics.map((metric) => {
    const kpi = data.overview.kpis[metric];
    const currency = currencyOf(data, metric);
    const value = formatMetric(formats, metric, kpi.value ?? 0, currency);
    const previous =
      kpi.previous === null
        ? ''
        : `<span class="previous">${escapeHtml(text.previous)} <span data-previous="${kpi.previous}">${escapeHtml(formatMetric(formats, metric, kpi.previous, currency))}</span></span>`;
    const change =
      kpi.change === null
        ? ''
        : `<span class="change ${kpi.change > 0 ? 'up' : kpi.change < 0 ? 'down' : ''}" data-change="${kpi.change}">${escapeHtml(changeText(context, kpi))}</span>`;
    return `<div class="kpi" id="kpi-${metric}" data-metric="${metric}"><dt>${escapeHtml(text.metrics[metric] ?? metric)}</dt><dd><span class="value" data-value="${kpi.value}">${escapeHtml(value)}</span> ${change} ${previous}</dd></div>`;
  });
  return `<dl class="kpis">${items.join('')}</dl>`;
};

const CHART_WIDTH = 600;
const CHART_HEIGHT = 160;

/** A line of the values as an inline SVG, scaled to its own maximum (zero at the bottom). */
export const sparklinePoints = (values: readonly number[]): string => {
  const max = Math.max(...values, 0);
  const step = values.length > 1 ? CHART_WIDTH / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = values.length > 1 ? index * step : CHART_WIDTH / 2;
      const y = max > 0 ? CHART_HEIGHT - (value / max) * (CHART_HEIGHT - 8) - 4 : CHART_HEIGHT - 4;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
};

const trendSection = (context: Context): string => {
  const { data, text, formats } = context;
  const points = data.overview.series.points;
  if (points.length === 0) return `<p>${escapeHtml(text.noData)}</p>`;
  const metrics = (['sessions', 'cost'] as const).filter((metric) =>
    points.some((point) => point.values[metric] !== null),
  );
  if (metrics.length === 0) return `<p>${escapeHtml(text.noData)}</p>`;
  const label = (from: string, to: string) =>
    from === to ? formats.date(from) : `${formats.date(from)} – ${formats.date(to)}`;
  return metrics
    .map((metric, index) => {
      const name = text.metrics[metric] ?? metric;
      const values = points.map((point) => point.values[metric] ?? 0);
      const id = `trend-${index}`;
      const rows = points
        .map(
          (point) =>
            `<tr><th scope="row">${escapeHtml(label(point.from, point.to))}</th><td data-value="${point.values[metric] ?? ''}">${escapeHtml(point.values[metric] === null ? '—' : formatMetric(formats, metric, point.values[metric], currencyOf(data, metric)))}</td></tr>`,
        )
        .join('');
      return `<figure class="trend">
<svg viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}" role="img" aria-labelledby="${id}-title" preserveAspectRatio="none"><title id="${id}-title">${escapeHtml(text.trendOf(name))}</title><polyline points="${sparklinePoints(values)}" /></svg>
<figcaption>${escapeHtml(text.trendOf(name))}</figcaption>
<div class="table-wrap" tabindex="0" role="region" aria-label="${escapeHtml(text.tableOf(name))}"><table><caption>${escapeHtml(text.tableOf(name))}</caption><thead><tr><th scope="col">${escapeHtml(text.dateColumn)}</th><th scope="col">${escapeHtml(name)}</th></tr></thead><tbody>${rows}</tbody></table></div>
</figure>`;
    })
    .join('\n');
};

/** A page-unique anchor for each of a table's rows, from its label ("Organic Search" → `channel-organic-search`). */
export const rowAnchors = (prefix: string, labels: readonly string[]): string[] => {
  const seen = new Set<string>();
  return labels.map((label, index) => {
    const slug =
      label
        .normalize('NFKD')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) || 'row';
    const id = seen.has(`${prefix}-${slug}`)
      ? `${prefix}-${slug}-${index + 1}`
      : `${prefix}-${slug}`;
    seen.add(id);
    return id;
  });
};

/** A campaign row's anchor: its id as Google gives it (digits), kept to safe characters. */
export const campaignAnchor = (campaignId: string): string =>
  `campaign-${campaignId.replace(/[^A-Za-z0-9_-]/g, '-')}`;

const breakdownSection = (
  context: Context,
  dimension: 'channel' | 'landingPage',
  heading: string,
): string => {
  const { data, text, formats } = context;
  if (!data.analytics) return `<p>${escapeHtml(text.notConnected)}</p>`;
  const breakdown = data.analytics.breakdowns[dimension];
  if (breakdown.rows.length === 0) return `<p>${escapeHtml(text.noData)}</p>`;
  const currency = data.analytics.currency;
  const row = (
    label: string,
    values: { sessions: number; keyEvents: number; totalRevenue: number },
    previous: { sessions: number } | null,
    id?: string,
  ) => {
    const change =
      previous && previous.sessions > 0
        ? (values.sessions - previous.sessions) / previous.sessions
        : null;
    return `<tr${id ? ` id="${escapeHtml(id)}"` : ''}><th scope="row">${escapeHtml(label)}</th><td data-value="${values.sessions}">${escapeHtml(formats.count(values.sessions))}</td><td>${change === null ? '—' : escapeHtml(formats.change(change))}</td><td data-value="${values.keyEvents}">${escapeHtml(formats.count(values.keyEvents))}</td><td data-value="${values.totalRevenue}">${escapeHtml(formats.money(values.totalRevenue, currency))}</td></tr>`;
  };
  const shown = breakdown.rows.slice(0, BREAKDOWN_ROWS);
  // The channels' rows are what the summary's facts point at.
  const ids =
    dimension === 'channel'
      ? rowAnchors(
          'channel',
          shown.map((entry) => entry.value),
        )
      : [];
  const rows = shown.map((entry, index) =>
    row(entry.value, entry.values, entry.previous, ids[index]),
  );
  const total = breakdown.total
    ? `<tfoot>${row(text.totalRow, breakdown.total.values, breakdown.total.previous)}</tfoot>`
    : '';
  return `<div class="table-wrap" tabindex="0" role="region" aria-label="${escapeHtml(text.tableOf(heading))}"><table data-dimension="${dimension}"><thead><tr><th scope="col">${escapeHtml(heading)}</th><th scope="col">${escapeHtml(text.metrics.sessions ?? '')}</th><th scope="col">±</th><th scope="col">${escapeHtml(text.metrics.keyEvents ?? '')}</th><th scope="col">${escapeHtml(text.metrics.totalRevenue ?? '')}</th></tr></thead><tbody>${rows.join('')}</tbody>${total}</table></div>`;
};

const campaignsSection = (context: Context): string => {
  const { data, text, formats } = context;
  if (!data.ads) return `<p>${escapeHtml(text.notConnected)}</p>`;
  const table = data.ads.campaigns;
  if (table.rows.length === 0) return `<p>${escapeHtml(text.noData)}</p>`;
  const currency = data.ads.currency;
  const cells = (values: {
    cost: number;
    clicks: number;
    conversions: number;
    cpa: number | null;
    roas: number | null;
  }) =>
    `<td data-value="${values.cost}">${escapeHtml(formats.money(values.cost, currency))}</td><td data-value="${values.clicks}">${escapeHtml(formats.count(values.clicks))}</td><td data-value="${values.conversions}">${escapeHtml(formats.count(values.conversions))}</td><td>${values.cpa === null ? '—' : escapeHtml(formats.money(values.cpa, currency))}</td><td>${values.roas === null ? '—' : escapeHtml(formats.ratio(values.roas))}</td>`;
  const rows = table.rows
    .slice(0, CAMPAIGN_ROWS)
    .map(
      (row) =>
        `<tr id="${campaignAnchor(row.campaignId)}"><th scope="row">${escapeHtml(row.name)}</th>${cells(row.values)}</tr>`,
    );
  const total = table.total
    ? `<tfoot><tr><th scope="row">${escapeHtml(text.totalRow)}</th>${cells(table.total.values)}</tr></tfoot>`
    : '';
  const head = ['cost', 'clicks', 'conversions', 'cpa', 'roas']
    .map((metric) => `<th scope="col">${escapeHtml(text.metrics[metric] ?? metric)}</th>`)
    .join('');
  return `<div class="table-wrap" tabindex="0" role="region" aria-label="${escapeHtml(text.tableOf(text.sections.campaigns))}"><table data-table="campaigns"><thead><tr><th scope="col">${escapeHtml(text.campaign)}</th>${head}</tr></thead><tbody>${rows.join('')}</tbody>${total}</table></div>`;
};

const SEARCH_ROWS = 10;

/**
 * Search Console's numbers for the report's days, as the search screen shows them: clicks,
 * impressions, CTR and average position (lower is better, so its change is coloured the other way)
 * with their comparison, then the top queries and pages by clicks.
 */
const searchSection = (context: Context): string => {
  const { data, text, formats } = context;
  const search = data.search;
  if (!search?.source) return `<p>${escapeHtml(text.search.notConnected)}</p>`;
  if (!search.coverage || search.coverage.daysWithData === 0) {
    return `<p>${escapeHtml(text.search.noDays)}</p>`;
  }
  const format = (metric: string, value: number | null) =>
    value === null
      ? '—'
      : metric === 'position'
        ? formats.ratio(value)
        : metric === 'ctr'
          ? formats.rate(value)
          : formats.count(value);
  const kpis = (['clicks', 'impressions', 'ctr', 'position'] as const).map((metric) => {
    const kpi = search.kpis[metric];
    const better =
      kpi.change === null || kpi.change === 0
        ? 0
        : metric === 'position'
          ? -kpi.change
          : kpi.change;
    const change =
      kpi.change === null
        ? ''
        : `<span class="change ${better > 0 ? 'up' : better < 0 ? 'down' : ''}" data-change="${kpi.change}">${escapeHtml(formats.change(kpi.change))}</span>`;
    const previous =
      kpi.previous === null
        ? ''
        : `<span class="previous">${escapeHtml(text.previous)} <span data-previous="${kpi.previous}">${escapeHtml(format(metric, kpi.previous))}</span></span>`;
    return `<div class="kpi" id="search-${metric}" data-search-metric="${metric}"><dt>${escapeHtml(text.metrics[metric] ?? metric)}</dt><dd><span class="value" data-value="${kpi.value ?? ''}">${escapeHtml(format(metric, kpi.value))}</span> ${change} ${previous}</dd></div>`;
  });
  const table = (kind: 'query' | 'page', heading: string, rows: typeof search.queries.rows) => {
    if (rows.length === 0) return '';
    const head = (['clicks', 'impressions', 'ctr', 'position'] as const)
      .map((metric) => `<th scope="col">${escapeHtml(text.metrics[metric] ?? metric)}</th>`)
      .join('');
    const body = rows
      .slice(0, SEARCH_ROWS)
      .map(
        (row) =>
          `<tr><th scope="row">${escapeHtml(row.value)}</th>${(['clicks', 'impressions', 'ctr', 'position'] as const).map((metric) => `<td data-value="${row.values[metric] ?? ''}">${escapeHtml(format(metric, row.values[metric]))}</td>`).join('')}</tr>`,
      )
      .join('');
    return `<div class="table-wrap" tabindex="0" role="region" aria-label="${escapeHtml(text.tableOf(heading))}"><table data-search="${kind}"><caption>${escapeHtml(heading)}</caption><thead><tr><th scope="col">${escapeHtml(kind === 'query' ? text.search.query : text.search.page)}</th>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
  };
  return [
    `<dl class="kpis">${kpis.join('')}</dl>`,
    table('query', text.search.topQueries, search.queries.rows),
    table('page', text.search.topPages, search.pages.rows),
  ]
    .filter((part) => part !== '')
    .join('\n');
};

const eventsSection = (context: Context): string => {
  const { data, text, formats } = context;
  // What the client cares about: the agency's notes and the campaigns' changes, not its syncs.
  const items = data.overview.events.flatMap((event) => {
    if (event.kind === 'annotation') {
      const days =
        event.dateTo === event.date
          ? formats.date(event.date)
          : `${formats.date(event.date)} – ${formats.date(event.dateTo)}`;
      return [
        `<li><time datetime="${event.date}">${escapeHtml(days)}</time> ${escapeHtml(event.title)}</li>`,
      ];
    }
    if (event.kind === 'campaign_change') {
      return [
        `<li><time datetime="${event.date}">${escapeHtml(formats.date(event.date))}</time> ${escapeHtml(text.campaignChange)}: ${escapeHtml(event.campaignName ?? '')} (${escapeHtml(event.change)})</li>`,
      ];
    }
    return [];
  });
  return items.length === 0
    ? `<p>${escapeHtml(text.noEvents)}</p>`
    : `<ul class="events">${items.join('')}</ul>`;
};

/** A default rule's stored (English) name in the page's language; another name as typed. */
const ruleNameIn = (text: PageText, name: string): string => {
  const key = defaultRuleKeyOf(name);
  return key ? text.ruleNames[key] : name;
};

const alertsSection = (context: Context): string => {
  const { data, text, formats } = context;
  if (data.alerts.length === 0) return `<p>${escapeHtml(text.noAlerts)}</p>`;
  const rows = data.alerts.map(
    (alert) =>
      `<tr><td><time datetime="${alert.date}">${escapeHtml(formats.date(alert.date))}</time></td><th scope="row">${escapeHtml(ruleNameIn(text, alert.ruleName))}</th><td>${escapeHtml(text.severity[alert.severity])}</td><td>${alert.value === null ? '—' : escapeHtml(formatMetric(formats, alert.metric, alert.value, currencyOf(data, alert.metric)))}</td><td>${alert.baseline === null ? '—' : escapeHtml(formatMetric(formats, alert.metric, alert.baseline, currencyOf(data, alert.metric)))}</td></tr>`,
  );
  return `<div class="table-wrap" tabindex="0" role="region" aria-label="${escapeHtml(text.tableOf(text.sections.alerts))}"><table><thead><tr><th scope="col">${escapeHtml(text.dateColumn)}</th><th scope="col">${escapeHtml(text.rule)}</th><th scope="col">${escapeHtml(text.severityColumn)}</th><th scope="col">${escapeHtml(text.alertValue)}</th><th scope="col">${escapeHtml(text.baseline)}</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
};

/** A calendar month (`YYYY-MM`) by name in the page's language: "November 2026", "listopad 2026". */
const monthName = (locale: string, month: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The month's targets as the overview's card judges them: each against the number so far and
 * what the target asks for by now (prorated for totals), with its status in words.
 */
const targetsSection = (context: Context): string => {
  const { data, text, formats } = context;
  const targets = data.targets;
  if (!targets) return '';
  const month = monthName(text.locale, targets.month);
  if (targets.targets.length === 0) return `<p>${escapeHtml(text.targets.none(month))}</p>`;
  const counted = !targets.days
    ? text.targets.notYet(month)
    : targets.isMonthOver
      ? text.targets.wholeMonth(month)
      : text.targets.counted(month, formats.date(targets.days.from), formats.date(targets.days.to));
  const format = (metric: string, value: number | null, currency: string | null) =>
    value === null ? '—' : escapeHtml(formatMetric(formats, metric, value, currency));
  const rows = targets.targets.map((target) => {
    const name = text.metrics[target.metric] ?? target.metric;
    const bound = isAtMostTarget(target.metric)
      ? text.targets.atMost
      : PRORATED_TARGET_METRICS.has(target.metric)
        ? null
        : text.targets.atLeast;
    return `<tr id="target-${target.metric}" data-metric="${target.metric}" data-status="${target.status}"><th scope="row">${escapeHtml(name)}</th><td>${bound ? `${escapeHtml(bound)} ` : ''}${format(target.metric, target.value, target.currency)}</td><td>${format(target.metric, target.expected, target.currency)}</td><td${target.actual === null ? '' : ` data-value="${target.actual}"`}>${format(target.metric, target.actual, target.currency)}</td><td>${escapeHtml(text.targets.status[target.status])}</td></tr>`;
  });
  const partial = targets.targets
    .filter((target) => target.daysWithData > 0 && target.daysWithData < targets.daysElapsed)
    .map((target) =>
      text.targets.partial(
        text.metrics[target.metric] ?? target.metric,
        target.daysWithData,
        targets.daysElapsed,
      ),
    );
  return `<p>${escapeHtml(counted)}</p>
<div class="table-wrap" tabindex="0" role="region" aria-label="${escapeHtml(text.tableOf(text.sections.targets))}"><table><thead><tr><th scope="col">${escapeHtml(text.targets.metric)}</th><th scope="col">${escapeHtml(text.targets.target)}</th><th scope="col">${escapeHtml(text.targets.expected)}</th><th scope="col">${escapeHtml(text.targets.actual)}</th><th scope="col">${escapeHtml(text.targets.statusColumn)}</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>${partial.map((line) => `\n<p>${escapeHtml(line)}</p>`).join('')}`;
};

/** The headline KPIs as the page prints them (name, value, change), for the e-mail. */
export const headlineKpis = (
  data: ReportData,
  language: TReportFields['language'],
): { metric: string; name: string; value: string; change: string }[] => {
  const text = pageTextOf(language);
  const formats = formatsOf(text.locale);
  return shownKpis(data).map((metric) => {
    const kpi = data.overview.kpis[metric];
    return {
      metric,
      name: text.metrics[metric] ?? metric,
      value: formatMetric(formats, metric, kpi.value ?? 0, currencyOf(data, metric)),
      change: kpi.change === null ? '' : formats.change(kpi.change),
    };
  });
};

/** Where a fact's numbers are on the page: the section, and the row or box they are in. */
export const factSource = (
  data: ReportData,
  fact: SummaryFact,
): { section: TReportSection; anchor: string } => {
  switch (fact.kind) {
    case 'kpi_move':
      return { section: 'kpis', anchor: `kpi-${fact.metric}` };
    case 'kpi_values':
      return { section: 'kpis', anchor: 'section-kpis' };
    case 'channel_driver': {
      const labels = (data.analytics?.breakdowns.channel.rows ?? [])
        .slice(0, BREAKDOWN_ROWS)
        .map((row) => row.value);
      return {
        section: 'channels',
        anchor: rowAnchors('channel', labels)[fact.row] ?? 'section-channels',
      };
    }
    case 'campaign_driver':
      return { section: 'campaigns', anchor: campaignAnchor(fact.campaignId) };
    case 'events':
      return { section: 'events', anchor: 'section-events' };
    case 'alerts':
      return { section: 'alerts', anchor: 'section-alerts' };
    case 'targets':
      return { section: 'targets', anchor: `target-${fact.onTrack[0] ?? fact.behind[0] ?? ''}` };
  }
};

/**
 * The summary: one line a fact, each number as `<data value>` (its raw value) when the offline
 * writer worded it, and each line pointing at the row or box its numbers come from (or naming the
 * dashboard, when the report does not show that section).
 */
const summarySection = (context: Context): string => {
  const { text, fields, data } = context;
  if (context.summary.length === 0) return `<p>${escapeHtml(text.noData)}</p>`;
  const items = context.summary.map((line) => {
    const words = line.parts
      .map((part) =>
        typeof part === 'string'
          ? escapeHtml(part)
          : `<data value="${part.value}">${escapeHtml(part.text)}</data>`,
      )
      .join('');
    const source = factSource(data, line.fact);
    const link = fields.sections.includes(source.section)
      ? `<a class="source" href="#${escapeHtml(source.anchor)}">${escapeHtml(text.summarySource.link(text.sections[source.section]))}</a>`
      : `<span class="source">${escapeHtml(text.summarySource.elsewhere(text.summarySource.dashboards[source.section]))}</span>`;
    return `<li data-fact="${line.fact.kind}">${words} ${link}</li>`;
  });
  return `<ul class="summary">${items.join('')}</ul>`;
};

/** The summary in the offline writer's words (the page's and e-mail's default). */
export const offlineSummaryOf = (
  data: ReportData,
  fields: Pick<TReportFields, 'language' | 'comparison'>,
): SummaryLine[] => offlineSummary(summaryFacts(data), fields);

const SECTION_RENDERERS: Record<TReportSection, (context: Context) => string> = {
  kpis: kpisSection,
  trend: trendSection,
  channels: (context) => breakdownSection(context, 'channel', context.text.channel),
  landingPages: (context) => breakdownSection(context, 'landingPage', context.text.landingPage),
  campaigns: campaignsSection,
  search: searchSection,
  targets: targetsSection,
  events: eventsSection,
  alerts: alertsSection,
  summary: summarySection,
};

/** A colour as the page may use it: `#rrggbb` only (anything else is not written at all). */
const safeColor = (value: string | null | undefined): string | null =>
  value && /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : null;

/**
 * The agency's name and logo above the report's title. The logo is a `data:` URI (an SVG as
 * sanitised on upload, shown through `<img>`, where no script of it could run anyway), which the
 * page's CSP allows for images; the PDF prints the same document.
 */
export const agencyHeader = (branding: TBranding | undefined): string => {
  if (!branding || (!branding.agencyName && !branding.logo)) return '';
  const logo =
    branding.logo &&
    /^data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(branding.logo.dataUri)
      ? `<img class="agency-logo" src="${escapeHtml(branding.logo.dataUri)}" alt="${escapeHtml(branding.agencyName ?? '')}">`
      : '';
  const name = branding.agencyName
    ? `<span class="agency-name">${escapeHtml(branding.agencyName)}</span>`
    : '';
  return `<div class="agency" data-agency>${logo}${name}</div>\n`;
};

/**
 * The accent colour as the page's `--accent` (a style attribute, which the CSP's `style-src`
 * allows): used only for borders and the chart's line, never for text, so contrast stays the
 * style sheet's.
 */
export const accentStyle = (branding: TBranding | undefined): string => {
  const accent = safeColor(branding?.accentColor);
  return accent ? ` style="--accent:${accent}"` : '';
};

/** The report's page: its sections in its order, for its period as of now. */
export const renderReportPage = (input: {
  fields: TReportFields;
  project: { name: string; websiteUrl: string; timeZone: string };
  data: ReportData;
  now: Date;
  /** The project's effective branding (the agency's name, logo and accent colour). */
  branding?: TBranding;
  /** Printed to PDF: the style sheet inline, no script. */
  inlineStyle?: string;
  /** The summary as worded (by a model, checked); unset, the offline writer's. */
  summary?: SummaryLine[];
}): string => {
  const { fields, data } = input;
  const text = pageTextOf(fields.language);
  const formats = formatsOf(text.locale);
  const context: Context = {
    text,
    formats,
    data,
    fields,
    summary: input.summary ?? offlineSummaryOf(data, fields),
  };
  const { range } = data.overview.period;
  const unsettled = [data.overview.coverage.analytics, data.overview.coverage.ads]
    .map((coverage) => coverage?.unsettledFrom ?? null)
    .filter((date): date is string => date !== null)
    .sort()[0];
  const sections = fields.sections
    .map(
      (section) =>
        `<section class="section" data-section="${section}" aria-labelledby="section-${section}">
<h2 id="section-${section}">${escapeHtml(text.sections[section])}</h2>
${SECTION_RENDERERS[section](context)}
</section>`,
    )
    .join('\n');
  const body = `<main class="report"${accentStyle(input.branding)}>
<header class="report-header">
${agencyHeader(input.branding)}<p class="project">${escapeHtml(input.project.name)} · ${escapeHtml(input.project.websiteUrl)}</p>
<h1>${escapeHtml(fields.title)}</h1>
<p class="period" data-from="${range.from}" data-to="${range.to}">${escapeHtml(`${formats.date(range.from)} – ${formats.date(range.to)}`)}, ${escapeHtml(text.comparedWith[fields.comparison])}</p>
<button type="button" class="print" id="print">${escapeHtml(text.print)}</button>
</header>
${sections}
<footer class="report-footer">
${unsettled ? `<p>${escapeHtml(text.unsettled(formats.date(unsettled)))}</p>` : ''}
<p>${escapeHtml(text.generated(formats.dateTime(input.now, input.project.timeZone)))}</p>
</footer>
</main>`;
  return input.inlineStyle === undefined
    ? documentOf({ language: fields.language, title: fields.title, body, script: true })
    : documentOf({
        language: fields.language,
        title: fields.title,
        body,
        inlineStyle: input.inlineStyle,
      });
};

/** The password form of a protected link (the link's token is its own address: posted back). */
export const renderPasswordPage = (input: {
  language: 'cs' | 'en';
  problem: 'wrong' | 'locked' | null;
}): string => {
  const text = pageTextOf(input.language);
  const problem =
    input.problem === null
      ? ''
      : `<p class="problem" role="alert" id="password-problem">${escapeHtml(input.problem === 'locked' ? text.locked : text.passwordWrong)}</p>`;
  const body = `<main class="report narrow">
<h1>${escapeHtml(text.passwordTitle)}</h1>
${problem}
<form method="post" class="password-form">
<label for="password">${escapeHtml(text.passwordLabel)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"${input.problem ? ' aria-describedby="password-problem" aria-invalid="true"' : ''}>
<button type="submit">${escapeHtml(text.passwordSubmit)}</button>
</form>
</main>`;
  return documentOf({ language: input.language, title: text.passwordTitle, body });
};

/** What every refused token gets: the same page, whatever the reason, with no data. */
export const renderNotFoundPage = (): string => {
  const en = pageTextOf('en');
  const cs = pageTextOf('cs');
  const body = `<main class="report narrow">
<h1>${escapeHtml(en.notFoundTitle)}</h1>
<p>${escapeHtml(en.notFoundBody)}</p>
<p lang="cs">${escapeHtml(cs.notFoundTitle)}. ${escapeHtml(cs.notFoundBody)}</p>
</main>`;
  return documentOf({ language: 'en', title: en.notFoundTitle, body });
};
