/**
 * Lighthouse on the three dashboards of a signed-in user, with the demo project's synced data:
 *   npx tsx apps/api/bench/lighthouse-dashboards.bench.ts   (`npm run bench -- lighthouse`)
 * Starts the whole stack as `npm start` runs it (built API, fresh data directory), signs a new user
 * in through the Auth emulator in one Chromium (the page's own `kampaEmulator` hook, as the e2e
 * tests do), connects the simulator's demo e-shop (GA4 property and Ads account) through Google's
 * consent page and waits for the backfill. Then, in the same browser profile, so the session
 * stays, Lighthouse (desktop, median of 3) opens `/project/{id}/dashboard`, `/analytics` and
 * `/ads`, and `/` for a phone and a desktop signed out. Budget: desktop performance ≥ 95 and
 * accessibility 100 on each dashboard. Exits non-zero when one misses it.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startStack } from '@kampa/scripts/lib/stack';
import { REPO_ROOT } from '../src/lib/paths';
import {
  describeScores,
  measureLighthouse,
  openSignedInBrowser,
  type LighthouseScores,
} from './lighthouse';

const PORTS = { port: 23_400, emulatorPort: 23_401, simPort: 23_405 };
const BUDGET = { performance: 95, accessibility: 100 };
const DEMO = {
  googleAccount: 'demo@kampa.local',
  accountId: '200100',
  propertyId: '310000001',
  customerId: '4810000001',
  loginCustomerId: '1110000001',
};

/** The hook the web app exposes when it runs against the Auth emulator (as the e2e tests use it). */
type EmulatorGlobal = {
  kampaEmulator?: {
    signInWithGoogleCredential: (claims: {
      sub: string;
      email: string;
      name: string;
    }) => Promise<void>;
    getIdToken: () => Promise<string | null>;
  };
};

const main = async () => {
  const dataDir = path.join(REPO_ROOT, 'data/bench-lighthouse');
  await rm(dataDir, { recursive: true, force: true });
  const stack = await startStack({
    ...PORTS,
    dataDir,
    isVerbose: false,
    isApiCompiled: true,
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    const phone = await measureLighthouse(`${stack.url}/`, 'mobile');
    const desktop = await measureLighthouse(`${stack.url}/`, 'desktop');
    console.log(`Lighthouse / (phone, signed out): ${describeScores(phone)}`);
    console.log(`Lighthouse / (desktop, signed out): ${describeScores(desktop)}`);

    const browser = await openSignedInBrowser(stack.url);
    try {
      const projectUid = await browser.inPage(async (page) => {
        await page.goto(`${stack.url}/`, { waitUntil: 'networkidle0' });
        await page.waitForFunction(() => Boolean((globalThis as EmulatorGlobal).kampaEmulator));
        await page.evaluate(
          (claims) =>
            (globalThis as EmulatorGlobal).kampaEmulator?.signInWithGoogleCredential(claims),
          { sub: 'lighthouse-bench', email: 'lighthouse@kampa.local', name: 'Lighthouse Bench' },
        );
        const api = (method: string, url: string, body?: object) =>
          page.evaluate(
            async (request) => {
              const token = await (globalThis as EmulatorGlobal).kampaEmulator?.getIdToken();
              const response = await fetch(request.url, {
                method: request.method,
                headers: {
                  authorization: `Bearer ${token ?? ''}`,
                  ...(request.body ? { 'content-type': 'application/json' } : {}),
                },
                ...(request.body ? { body: JSON.stringify(request.body) } : {}),
              });
              const text = await response.text();
              if (!response.ok) throw new Error(`${request.method} ${request.url}: ${text}`);
              return text ? (JSON.parse(text) as unknown) : null;
            },
            { method, url, body },
          );
        await api('POST', '/api/user');
        await api('POST', '/api/user/tos-accept');
        const project = (await api('POST', '/api/project/new', {
          name: 'Zahradní centrum',
          websiteUrl: 'https://zahradnicentrum.cz',
        })) as { uid: string };
        const base = `/api/project/${project.uid}`;
        // Google's consent, answered in the browser (Kampa's state cookie lives there).
        const { authorizeUrl } = (await api('POST', `${base}/connections/google`, {
          returnTo: 'dashboard',
        })) as { authorizeUrl: string };
        await page.goto(authorizeUrl);
        await page.click(`input[type="radio"][value="${DEMO.googleAccount}"]`);
        await Promise.all([
          page.waitForNavigation({ waitUntil: 'networkidle0' }),
          page.click('button[value="allow"]'),
        ]);
        if (new URL(page.url()).searchParams.get('google') !== 'connected') {
          throw new Error(`Google's consent ended at ${page.url()}`);
        }
        await api('PATCH', `${base}/analytics`, {
          accountId: DEMO.accountId,
          propertyId: DEMO.propertyId,
        });
        await api('PATCH', `${base}/ads`, {
          customerId: DEMO.customerId,
          loginCustomerId: DEMO.loginCustomerId,
        });
        const deadline = Date.now() + 300_000;
        for (;;) {
          type Source = { sync: { state: string }; dataTo: string | null } | null;
          const status = (await api('GET', `${base}/sync`)) as { analytics: Source; ads: Source };
          const isDone = [status.analytics, status.ads].every(
            (source) => source !== null && source.sync.state === 'idle' && source.dataTo !== null,
          );
          if (isDone) break;
          if (Date.now() > deadline) throw new Error('The demo backfill did not finish in 5 min');
          await new Promise((resolve) => setTimeout(resolve, 2_000));
        }
        return project.uid;
      });

      const results: { route: string; scores: LighthouseScores }[] = [];
      for (const route of ['dashboard', 'analytics', 'ads']) {
        const scores = await browser.measure(`${stack.url}/project/${projectUid}/${route}`);
        results.push({ route: `/project/:id/${route}`, scores });
        console.log(
          `Lighthouse /project/:id/${route} (desktop, signed in): ${describeScores(scores)}`,
        );
      }
      const misses = results.filter(
        ({ scores }) =>
          scores.performance < BUDGET.performance || scores.accessibility < BUDGET.accessibility,
      );
      console.log(
        JSON.stringify({
          lighthouse: {
            '/': { phone, desktop },
            ...Object.fromEntries(results.map(({ route, scores }) => [route, scores])),
          },
          budget: BUDGET,
        }),
      );
      if (misses.length > 0) {
        console.error(
          `Over budget (desktop performance ≥ ${BUDGET.performance}, accessibility ` +
            `${BUDGET.accessibility}): ${misses.map(({ route }) => route).join(', ')}`,
        );
        process.exitCode = 1;
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
