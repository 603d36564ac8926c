import { writeFile } from 'node:fs/promises';
import { ADS_METRICS } from '@kampa/contracts/ads/ads-metrics';
import { getAdsDashboardContract } from '@kampa/contracts/ads/get-ads-dashboard';
import { updateAdsSettingsContract } from '@kampa/contracts/ads/update-ads-settings';
import { getAnalyticsDashboardContract } from '@kampa/contracts/analytics/get-analytics-dashboard';
import { updateAnalyticsSettingsContract } from '@kampa/contracts/analytics/update-analytics-settings';
import {
  ZChatStreamEventSchema,
  type TChatStreamEvent,
  type TChatToolCall,
} from '@kampa/contracts/chat/chat';
import { createChatThreadContract } from '@kampa/contracts/chat/create-chat-thread';
import { sendChatMessageContract } from '@kampa/contracts/chat/send-chat-message';
import { buildPath } from '@kampa/contracts/common/contract';
import { startGoogleConnectionContract } from '@kampa/contracts/connections/start-google-connection';
import { listEventsContract } from '@kampa/contracts/events/list-events';
import { listAlertsContract } from '@kampa/contracts/monitoring/list-alerts';
import { createProjectContract } from '@kampa/contracts/project/create-project';
import { getSyncStatusContract } from '@kampa/contracts/sync/get-sync-status';
import { acceptTosContract } from '@kampa/contracts/user/accept-tos';
import { createProfileContract } from '@kampa/contracts/user/create-profile';
import { chromium } from '@playwright/test';

/**
 * The chat tried as a new user would, against a running `npm start` (KAMPA_URL, default
 * http://localhost:3000) with no model configured: sign in through the app, create a project,
 * connect the simulator's demo e-shop through Google's (the simulator's) consent page, wait for
 * the backfill, then ask the questions below over the HTTP API and compare every number of every
 * data card with the dashboard (or monitoring, timeline) API for the same days.
 *
 *   KAMPA_URL=http://localhost:3451 npx tsx e2e/trial/chat-trial.ts docs/chat-trial.md
 *
 * Writes the questions, answers and comparison as Markdown to the file named (or stdout).
 */
const BASE = process.env.KAMPA_URL ?? 'http://localhost:3000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const QUESTIONS = [
  'How many sessions did we have last week?',
  'Kolik jsme měli návštěv minulý měsíc?',
  'Jaké byly tržby za posledních 30 dní oproti loňsku?',
  'conversion rate last 90 days',
  'Kolik konverzí přinesly kampaně včera?',
  'What did we spend on Google Ads this month?',
  'Útrata a CPA za minulý týden',
  'Which channels brought the most sessions last month?',
  'Návštěvnost podle zařízení za posledních 14 dní',
  'Odkud k nám chodí nejvíc lidí?',
  'Top landing pages by key events year to date',
  'Nejlepší kampaně podle ROAS minulý měsíc',
  'Worst campaigns by CPA in the last 30 days',
  'Co se stalo minulý týden?',
  'Are there any open alerts?',
  'Proč klesly konverze minulý týden?',
  'Kdy se naposledy synchronizovala data?',
  'How are we doing this week?',
  'Kolik nových uživatelů jsme měli za posledních sedm dní ve srovnání s loňskem?',
  'What is the meaning of life?',
] as const;

type Check = { what: string; chat: unknown; api: unknown; isEqual: boolean };

const DEMO = {
  googleAccount: 'demo@kampa.local',
  accountId: '200100',
  propertyId: '310000001',
  customerId: '4810000001',
  loginCustomerId: '1110000001',
};

const main = async () => {
  const output = process.argv[2];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const page = await browser.newPage({ baseURL: BASE });
  await page.goto('/');
  await page.waitForFunction(() => Boolean(window.kampaEmulator));
  const stamp = Date.now();
  await page.evaluate((claims) => window.kampaEmulator?.signInWithGoogleCredential(claims), {
    sub: `trial-${stamp}`,
    email: `trial-${stamp}@example.cz`,
    name: 'Trial User',
  });
  const idToken = await page.evaluate(() => window.kampaEmulator?.getIdToken() ?? null);
  if (!idToken) throw new Error('no ID token after sign-in');
  const headers = { authorization: `Bearer ${idToken}` };
  const api = async (method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) => {
    const response = await page.request.fetch(url, { method, headers, data });
    if (response.status() >= 300) {
      throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
    }
    return response;
  };
  await api('POST', createProfileContract.path);
  await api('POST', acceptTosContract.path);
  const project = (await (
    await api('POST', createProjectContract.path, {
      name: 'Zahradnictví (trial)',
      websiteUrl: 'https://zahradnicentrum.cz',
    })
  ).json()) as { uid: string };
  const at = (contract: { path: string }, extra: Record<string, string> = {}) =>
    buildPath(contract.path, { projectUid: project.uid, ...extra });

  // Google's consent, answered in the browser as a person does.
  const start = await api('POST', at(startGoogleConnectionContract), { returnTo: 'dashboard' });
  const { authorizeUrl } = (await start.json()) as { authorizeUrl: string };
  await page.goto(authorizeUrl);
  await page.getByRole('radio', { name: new RegExp(DEMO.googleAccount) }).check();
  await page.getByRole('button', { name: /Allow/ }).click();
  await page.waitForURL((url) => url.searchParams.get('google') === 'connected');
  await api('PATCH', at(updateAnalyticsSettingsContract), {
    accountId: DEMO.accountId,
    propertyId: DEMO.propertyId,
  });
  await api('PATCH', at(updateAdsSettingsContract), {
    customerId: DEMO.customerId,
    loginCustomerId: DEMO.loginCustomerId,
  });
  for (;;) {
    const status = getSyncStatusContract.response.parse(
      await (await api('GET', at(getSyncStatusContract))).json(),
    );
    const sources = [status.analytics, status.ads];
    if (sources.every((s) => s !== null && s.sync.state === 'idle' && s.dataTo !== null)) break;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }

  const thread = (await (
    await api('POST', at(createChatThreadContract), { title: 'Trial' })
  ).json()) as { uid: string };

  const ask = async (text: string) => {
    const response = await api('POST', at(sendChatMessageContract, { threadUid: thread.uid }), {
      text,
    });
    const events = (await response.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => ZChatStreamEventSchema.parse(JSON.parse(line)));
    const done = events.find(
      (e): e is Extract<TChatStreamEvent, { type: 'done' }> => e.type === 'done',
    );
    if (!done) throw new Error(`no answer to ${text}: ${JSON.stringify(events.at(-1))}`);
    return done.answer;
  };

  const queryOf = (call: TChatToolCall) => {
    const result = call.result!;
    return new URLSearchParams({
      from: result.range!.from,
      to: result.range!.to,
      compare: result.comparison ?? 'previous_period',
    }).toString();
  };
  const analyticsOf = async (call: TChatToolCall) =>
    getAnalyticsDashboardContract.response.parse(
      await (await api('GET', `${at(getAnalyticsDashboardContract)}?${queryOf(call)}`)).json(),
    );
  const adsOf = async (call: TChatToolCall) =>
    getAdsDashboardContract.response.parse(
      await (await api('GET', `${at(getAdsDashboardContract)}?${queryOf(call)}`)).json(),
    );

  const checksOf = async (call: TChatToolCall): Promise<Check[]> => {
    const result = call.result;
    if (!result) return [];
    const checks: Check[] = [];
    const push = (what: string, chat: unknown, value: unknown) =>
      checks.push({ what, chat, api: value, isEqual: chat === value });
    if (call.tool === 'metrics') {
      for (const row of result.rows) {
        const isAds = (ADS_METRICS as readonly string[]).includes(row.label);
        const view = isAds ? await adsOf(call) : await analyticsOf(call);
        const kpi = (
          view.kpis as Record<string, { value: number | null; previous: number | null }>
        )[row.label];
        push(`${row.label} value`, row.cells.value, kpi?.value);
        push(`${row.label} previous`, row.cells.previous, kpi?.previous);
      }
    } else if (call.tool === 'top_values') {
      const view = await analyticsOf(call);
      const input = call.input as { dimension: string; metric: string };
      const breakdown = (
        view.breakdowns as Record<
          string,
          {
            rows: { value: string; values: Record<string, number | null> }[];
            total: { values: Record<string, number | null> } | null;
          }
        >
      )[input.dimension];
      for (const row of result.rows) {
        const source =
          row.label === 'total'
            ? breakdown?.total
            : breakdown?.rows.find((r) => r.value === row.label);
        push(`${row.label}`, row.cells[input.metric], source?.values[input.metric]);
      }
    } else if (call.tool === 'campaigns') {
      const view = await adsOf(call);
      const input = call.input as { sortBy: string };
      for (const row of result.rows) {
        const source = view.campaigns.rows.find((r) => r.name === row.label);
        push(
          `${row.label}`,
          row.cells[input.sortBy],
          (source?.values as Record<string, number | null> | undefined)?.[input.sortBy],
        );
      }
    } else if (call.tool === 'events') {
      const query = new URLSearchParams({ from: result.range!.from, to: result.range!.to });
      const page = (await (await api('GET', `${at(listEventsContract)}?${query}`)).json()) as {
        total: number;
      };
      push('events in the range', result.rows.length, Math.min(page.total, 50));
    } else if (call.tool === 'alerts') {
      const list = (await (
        await api('GET', `${at(listAlertsContract)}?state=${String(call.input.state ?? 'active')}`)
      ).json()) as {
        alerts: { ruleName: string; date: string; value: number | null }[];
      };
      push('alerts', result.rows.length, list.alerts.length);
      for (const row of result.rows) {
        const alert = list.alerts.find(
          (a) => a.ruleName === row.label && a.date === row.cells.date,
        );
        push(`${row.label} ${String(row.cells.date)}`, row.cells.value, alert?.value);
      }
    } else if (call.tool === 'project_setup') {
      const status = getSyncStatusContract.response.parse(
        await (await api('GET', at(getSyncStatusContract))).json(),
      );
      for (const row of result.rows) {
        const source = status[row.label as 'analytics' | 'ads'];
        push(`${row.label} data to`, row.cells.dataTo, source?.dataTo ?? null);
      }
    }
    return checks;
  };

  const lines: string[] = [];
  let mismatches = 0;
  for (const [index, question] of QUESTIONS.entries()) {
    const answer = await ask(question);
    lines.push(`### ${index + 1}. ${question}`, '', '```text', answer.text, '```', '');
    if (answer.grounding && answer.grounding.ungrounded.length > 0) {
      lines.push(`Ungrounded numbers: ${answer.grounding.ungrounded.join(', ')}`, '');
    }
    if (answer.toolCalls.length === 0) lines.push('Data cards: none.', '');
    for (const call of answer.toolCalls) {
      const range = call.result?.range
        ? ` ${call.result.range.from} – ${call.result.range.to}`
        : '';
      const compare = call.result?.compareRange
        ? ` vs ${call.result.compareRange.from} – ${call.result.compareRange.to}`
        : '';
      lines.push(`Data card: \`${call.tool}\` \`${JSON.stringify(call.input)}\`${range}${compare}`);
      const checks = await checksOf(call);
      const bad = checks.filter((c) => !c.isEqual);
      mismatches += bad.length;
      lines.push(
        '',
        `Compared with the API: ${checks.length - bad.length} of ${checks.length} equal` +
          (bad.length > 0
            ? `; different: ${bad.map((c) => `${c.what} chat ${String(c.chat)} ≠ API ${String(c.api)}`).join('; ')}`
            : ''),
        '',
      );
    }
  }
  lines.push(`**Mismatches: ${mismatches}.**`, '');
  const text = lines.join('\n');
  if (output) await writeFile(output, text);
  else console.log(text);
  await browser.close();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
