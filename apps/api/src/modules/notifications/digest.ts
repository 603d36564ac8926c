import type { IsoDate } from '@kampa/contracts/common/date-range';
import type { MailMessage } from '../../lib/mail/mailer';

/**
 * The daily digest's content and its e-mail, pure: the service gathers what each project of the
 * user has to say (numbers from the dashboards' answers), this file chooses and words it.
 */

export type DigestLanguage = 'cs' | 'en';
export type Severity = 'critical' | 'warning' | 'info';

/** A client: the project's name and its site, which every line names. */
export type DigestProjectRef = { uid: string; name: string; websiteUrl: string };

export type DigestAlert = {
  project: DigestProjectRef;
  ruleName: string;
  severity: Severity;
  metric: string;
  date: IsoDate;
  value: number | null;
  baseline: number | null;
  /** Fired in the day before the digest (else: older, still open). */
  isNew: boolean;
};

export type DigestSourceProblem = {
  project: DigestProjectRef;
  source: 'analytics' | 'ads' | 'search_console';
  state: 'reconnect_needed' | 'error';
};

export type DigestPacing = {
  project: DigestProjectRef;
  budgetName: string;
  status: 'under' | 'over';
  amount: number;
  projected: number;
  currency: string | null;
};

export const CHANGE_METRICS = ['sessions', 'keyEvents', 'cost', 'conversions'] as const;
export type ChangeMetric = (typeof CHANGE_METRICS)[number];

export type DigestChange = {
  project: DigestProjectRef;
  metric: ChangeMetric;
  /** The day the numbers are of (yesterday in the source's time zone). */
  day: IsoDate;
  /** The same weekday a week earlier. */
  weekBefore: IsoDate;
  value: number;
  previous: number;
  /** (value − previous) ÷ previous. */
  change: number;
  currency: string | null;
};

/** A change is worth a line from ±25 % on a base that is not tiny. */
export const CHANGE_THRESHOLD = 0.25;
const MIN_BASE: Record<ChangeMetric, number> = {
  sessions: 20,
  keyEvents: 5,
  cost: 1,
  conversions: 5,
};
/** The most changes one digest lists (the biggest, across the projects). */
export const MAX_CHANGES = 6;
/** The most alerts one project lists; the rest are a link to the inbox. */
export const MAX_ALERTS_PER_PROJECT = 5;

/** A metric's change worth telling, or null (no base, too small a base, too small a move). */
export const changeOf = (
  metric: ChangeMetric,
  value: number | null,
  previous: number | null,
): number | null => {
  if (value === null || previous === null) return null;
  if (Math.max(value, previous) < MIN_BASE[metric] || previous <= 0) return null;
  const change = (value - previous) / previous;
  return Math.abs(change) >= CHANGE_THRESHOLD ? change : null;
};

/** The biggest moves first (by size, either way), at most MAX_CHANGES. */
export const biggestChanges = (changes: readonly DigestChange[]): DigestChange[] =>
  [...changes]
    .sort(
      (a, b) =>
        Math.abs(b.change) - Math.abs(a.change) || a.project.name.localeCompare(b.project.name),
    )
    .slice(0, MAX_CHANGES);

export type DigestContent = {
  alerts: DigestAlert[];
  sources: DigestSourceProblem[];
  pacing: DigestPacing[];
  changes: DigestChange[];
};

/** Nothing to say: no e-mail. */
export const isEmptyDigest = (content: DigestContent): boolean =>
  content.alerts.length === 0 &&
  content.sources.length === 0 &&
  content.pacing.length === 0 &&
  content.changes.length === 0;

const LOCALES: Record<DigestLanguage, string> = { cs: 'cs-CZ', en: 'en-GB' };

/** A number as the digest prints it (grouped, at most 2 decimals; a currency code after). */
export const formatDigestNumber = (
  language: DigestLanguage,
  value: number | null,
  currency: string | null = null,
): string => {
  if (value === null) return '—';
  const number = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(
    value,
  );
  return currency ? `${number} ${currency}` : number;
};

const formatPercent = (language: DigestLanguage, change: number): string =>
  `${change > 0 ? '+' : change < 0 ? '−' : ''}${new Intl.NumberFormat(LOCALES[language], {
    maximumFractionDigits: 0,
  }).format(Math.abs(change) * 100)} %`;

const hostOf = (websiteUrl: string): string =>
  URL.canParse(websiteUrl) ? new URL(websiteUrl).hostname : websiteUrl;

/** "Name (host)": the client a line is about. */
export const clientOf = (project: DigestProjectRef): string =>
  `${project.name} (${hostOf(project.websiteUrl)})`;

const TEXT = {
  cs: {
    subject: (date: string) => `[Kampa] Denní přehled ${date}`,
    intro: (date: string) => `Denní přehled Kampy za ${date}.`,
    alerts: 'Upozornění',
    sources: 'Zdroje dat',
    pacing: 'Čerpání rozpočtů',
    changes: 'Největší změny včerejška (proti stejnému dni před týdnem)',
    severity: { critical: 'kritické', warning: 'varování', info: 'informace' } as Record<
      Severity,
      string
    >,
    isNew: 'nové',
    stillOpen: 'stále otevřené',
    alert: (a: DigestAlert, value: string, baseline: string) =>
      `${a.ruleName} (${TEXT.cs.severity[a.severity]}, ${a.isNew ? TEXT.cs.isNew : TEXT.cs.stillOpen}): ${a.metric} ${value} proti ${baseline}, den ${a.date}`,
    moreAlerts: (count: number) => `a další upozornění: ${count}`,
    source: { analytics: 'Google Analytics', ads: 'Google Ads', search_console: 'Search Console' },
    reconnect: 'je třeba znovu připojit',
    failing: 'synchronizace selhává',
    budget: (p: DigestPacing, projected: string, amount: string) =>
      `rozpočet „${p.budgetName}“ ${p.status === 'over' ? 'překročí' : 'nevyčerpá'} plán: odhad ${projected} z ${amount}`,
    metric: {
      sessions: 'Návštěvy',
      keyEvents: 'Klíčové události',
      cost: 'Náklady Ads',
      conversions: 'Konverze Ads',
    } as Record<ChangeMetric, string>,
    change: (c: DigestChange, value: string, previous: string, percent: string) =>
      `${TEXT.cs.metric[c.metric]} ${c.day}: ${value} proti ${previous} (${c.weekBefore}), ${percent}`,
    open: 'Otevřít',
    footer: 'Tento přehled si můžete vypnout nebo upravit na stránce účtu, v části Oznámení:',
  },
  en: {
    subject: (date: string) => `[Kampa] Daily digest ${date}`,
    intro: (date: string) => `Kampa's daily digest for ${date}.`,
    alerts: 'Alerts',
    sources: 'Data sources',
    pacing: 'Budget pacing',
    changes: "Yesterday's biggest changes (against the same day a week earlier)",
    severity: { critical: 'critical', warning: 'warning', info: 'info' } as Record<
      Severity,
      string
    >,
    isNew: 'new',
    stillOpen: 'still open',
    alert: (a: DigestAlert, value: string, baseline: string) =>
      `${a.ruleName} (${TEXT.en.severity[a.severity]}, ${a.isNew ? TEXT.en.isNew : TEXT.en.stillOpen}): ${a.metric} ${value} against ${baseline}, on ${a.date}`,
    moreAlerts: (count: number) => `and ${count} more alerts`,
    source: { analytics: 'Google Analytics', ads: 'Google Ads', search_console: 'Search Console' },
    reconnect: 'needs reconnecting',
    failing: 'failing to sync',
    budget: (p: DigestPacing, projected: string, amount: string) =>
      `budget "${p.budgetName}" is ${p.status === 'over' ? 'heading over' : 'heading under'}: projected ${projected} of ${amount}`,
    metric: {
      sessions: 'Sessions',
      keyEvents: 'Key events',
      cost: 'Ads cost',
      conversions: 'Ads conversions',
    } as Record<ChangeMetric, string>,
    change: (c: DigestChange, value: string, previous: string, percent: string) =>
      `${TEXT.en.metric[c.metric]} on ${c.day}: ${value} against ${previous} (${c.weekBefore}), ${percent}`,
    open: 'Open',
    footer: 'Turn this digest off or change it on your account page, under Notifications:',
  },
} as const;

/** One line of the digest: its client, its words and where it leads. */
export type DigestLine = { client: string; text: string; link: string };
export type DigestSection = { title: string; lines: DigestLine[] };

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The digest's sections in the reader's language, each line with its link (empty ones left out). */
export const digestSections = (
  content: DigestContent,
  input: { language: DigestLanguage; publicUrl: string },
): DigestSection[] => {
  const t = TEXT[input.language];
  const base = input.publicUrl.replace(/\/$/, '');
  const n = (value: number | null, currency: string | null = null) =>
    formatDigestNumber(input.language, value, currency);
  const alertLines: DigestLine[] = [];
  const byProject = new Map<string, DigestAlert[]>();
  for (const alert of content.alerts) {
    byProject.set(alert.project.uid, [...(byProject.get(alert.project.uid) ?? []), alert]);
  }
  for (const alerts of byProject.values()) {
    const project = alerts[0]!.project;
    const link = `${base}/alerts?project=${encodeURIComponent(project.uid)}`;
    for (const alert of alerts.slice(0, MAX_ALERTS_PER_PROJECT)) {
      alertLines.push({
        client: clientOf(project),
        text: t.alert(alert, n(alert.value), n(alert.baseline)),
        link,
      });
    }
    if (alerts.length > MAX_ALERTS_PER_PROJECT) {
      alertLines.push({
        client: clientOf(project),
        text: t.moreAlerts(alerts.length - MAX_ALERTS_PER_PROJECT),
        link,
      });
    }
  }
  const sections: DigestSection[] = [
    { title: t.alerts, lines: alertLines },
    {
      title: t.sources,
      lines: content.sources.map((problem) => ({
        client: clientOf(problem.project),
        text: `${t.source[problem.source]}: ${problem.state === 'reconnect_needed' ? t.reconnect : t.failing}`,
        link: `${base}/project/${problem.project.uid}/monitoring`,
      })),
    },
    {
      title: t.pacing,
      lines: content.pacing.map((pacing) => ({
        client: clientOf(pacing.project),
        text: t.budget(
          pacing,
          n(pacing.projected, pacing.currency),
          n(pacing.amount, pacing.currency),
        ),
        link: `${base}/project/${pacing.project.uid}/ads`,
      })),
    },
    {
      title: t.changes,
      lines: content.changes.map((change) => ({
        client: clientOf(change.project),
        text: t.change(
          change,
          n(change.value, change.currency),
          n(change.previous, change.currency),
          formatPercent(input.language, change.change),
        ),
        link: `${base}/project/${change.project.uid}/${
          change.metric === 'cost' || change.metric === 'conversions' ? 'ads' : 'analytics'
        }?from=${change.day}&to=${change.day}`,
      })),
    },
  ];
  return sections.filter((section) => section.lines.length > 0);
};

/** The digest's e-mail: text and HTML (every value escaped), in the reader's language. */
export const digestMail = (
  content: DigestContent,
  input: { to: string; language: DigestLanguage; localDate: IsoDate; publicUrl: string },
): MailMessage => {
  const t = TEXT[input.language];
  const sections = digestSections(content, input);
  const accountLink = `${input.publicUrl.replace(/\/$/, '')}/account`;
  const text = [
    t.intro(input.localDate),
    '',
    ...sections.flatMap((section) => [
      section.title,
      ...section.lines.map((line) => `- ${line.client}: ${line.text}\n  ${line.link}`),
      '',
    ]),
    `${t.footer} ${accountLink}`,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(t.intro(input.localDate))}</p>`,
    ...sections.map(
      (section) =>
        `<h2 style="font-size:16px">${escapeHtml(section.title)}</h2><ul>${section.lines
          .map(
            (line) =>
              `<li><strong>${escapeHtml(line.client)}</strong>: ${escapeHtml(line.text)} <a href="${escapeHtml(line.link)}">${escapeHtml(t.open)}</a></li>`,
          )
          .join('')}</ul>`,
    ),
    `<p style="color:#555">${escapeHtml(t.footer)} <a href="${escapeHtml(accountLink)}">${escapeHtml(accountLink)}</a></p>`,
    '</body></html>',
  ].join('');
  return { to: input.to, subject: t.subject(input.localDate), text, html };
};
