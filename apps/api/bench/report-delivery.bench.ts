/**
 * 200 scheduled client reports due at once:
 *   npx tsx apps/api/bench/report-delivery.bench.ts      (or `npm run bench -- delivery`)
 * On the dashboards bench's 200 projects × 3 years (data/bench-dashboards, generated when missing
 * or stale), every project gets one monthly report (all sections, Czech and English alternately,
 * one recipient, due on the 1st at 09:00), all due now. The scheduler queues them
 * (`enqueueDueSchedules`, as its every-minute job does) and two workers — two API instances —
 * send them through the real outbox: each report's numbers from the dashboards' services, its PDF
 * printed by the server's Chromium (each instance its own), the e-mail to a local SMTP server.
 * Prints the time until all 200 are sent, the e-mails per minute, and the peak memory of this
 * process (the two instances' Node side) and of its child processes (Chromium), sampled every
 * 250 ms.
 * Budget: all sent within 15 minutes; the Node side's peak RSS ≤ 1 GB (bounded: it does not grow
 * with the number of reports, as each e-mail is built, sent and dropped in turn). Without
 * Chromium the e-mails go without their PDF (said so).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { todayIn } from '@kampa/contracts/common/date-range';
import { REPORT_SECTIONS } from '@kampa/contracts/reports/report';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../src/config';
import { createMailer } from '../src/lib/mail/mailer';
import { REPO_ROOT } from '../src/lib/paths';
import { chromiumPathOf, createPdfRenderer, type PdfRenderer } from '../src/lib/pdf/chromium';
import { createViewCache } from '../src/modules/dashboards';
import { enqueueDueSchedules, processDueDeliveries } from '../src/modules/reports';
import { BENCH_PROJECTS, openBenchData } from './dashboard-data';

const DATA_DIR = path.join(REPO_ROOT, 'data/bench-dashboards');
const BUDGET_MINUTES = 15;
const BUDGET_NODE_RSS_MB = 1024;
const INSTANCES = 2;
const MB = 1024 * 1024;

/** A mail server that counts what it takes and keeps nothing. */
const startMailSink = async () => {
  let messages = 0;
  let bytes = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 30 * MB,
    onData: (stream, _session, done) => {
      stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
      stream.on('end', () => {
        messages += 1;
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    counts: () => ({ messages, bytes }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * The memory of this process's descendants (the Chromium browsers and their renderers: nothing
 * else runs under it), in bytes: each process's proportional share (PSS, shared pages divided
 * among the processes that map them), so a library every renderer maps counts once, not per
 * renderer as summed RSS would.
 */
const childrenPss = (): number => {
  try {
    const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number));
    const family = new Set([process.pid]);
    const children: number[] = [];
    // Parents are listed before their children often but not always: repeat until stable.
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid = 0, ppid = 0] of rows) {
        if (!family.has(pid) && family.has(ppid)) {
          family.add(pid);
          children.push(pid);
          grew = true;
        }
      }
    }
    return children.reduce((sum, pid) => {
      try {
        const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
        return sum + Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
      } catch {
        return sum; // ended meanwhile
      }
    }, 0);
  } catch {
    return 0;
  }
};

const main = async () => {
  const today = todayIn('Europe/Prague');
  const { database, handle } = await openBenchData(DATA_DIR, { today, log: console.log });
  const mail = await startMailSink();
  const chromium = chromiumPathOf(process.env.KAMPA_CHROMIUM_PATH);
  const renderers: PdfRenderer[] = [];
  try {
    const pool = handle.pool;
    await pool.query(`DELETE FROM reports WHERE title = 'Bench monthly report'`);
    // Every project one report, due on the 1st at 09:00 (before now on any day but the 1st's
    // morning, and after its last change, 40 days ago).
    const due = new Date();
    if (due.getUTCDate() === 1 && due.getUTCHours() < 9) {
      throw new Error('run after 09:00 UTC on the 1st: the reports are due then');
    }
    const inserted = await pool.query(
      `INSERT INTO reports (project_id, title, sections, period_kind, comparison, language,
         recipients, schedule, created_at, updated_at)
       SELECT p.id, 'Bench monthly report', $1::text[], 'last_month', 'previous_period',
         CASE WHEN row_number() OVER (ORDER BY p.uid) % 2 = 0 THEN 'en' ELSE 'cs' END,
         ARRAY['client-' || p.uid || '@example.cz'],
         '{"kind":"monthly","day":1,"hour":9}'::jsonb, now() - interval '40 days',
         now() - interval '40 days'
       FROM projects p WHERE p.uid LIKE 'bench-%'`,
      [REPORT_SECTIONS],
    );
    if (inserted.rowCount !== BENCH_PROJECTS) {
      throw new Error(`made ${inserted.rowCount} reports, wanted ${BENCH_PROJECTS}`);
    }

    const config = loadConfig({
      ...process.env,
      DATABASE_URL: database.url,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.port),
      SMTP_SECURE: 'false',
      LOG_LEVEL: 'warn',
    });
    const peaks = { node: 0, chromium: 0 };
    const sample = () => {
      peaks.node = Math.max(peaks.node, process.memoryUsage().rss);
      peaks.chromium = Math.max(peaks.chromium, childrenPss());
    };
    const sampler = setInterval(sample, 250);

    const started = performance.now();
    const queued = await enqueueDueSchedules(handle.db, new Date());
    const sent = await Promise.all(
      Array.from({ length: INSTANCES }, async () => {
        const pdf = chromium ? createPdfRenderer(chromium) : null;
        if (pdf) renderers.push(pdf);
        const { processed } = await processDueDeliveries({
          // Each instance its own view cache, as each API process has.
          dashboards: { db: handle.db, config, cache: createViewCache(500) },
          mailer: createMailer(config),
          publicUrl: 'https://kampa.example',
          retrySeconds: 60,
          leaseSeconds: 600,
          pdf,
        });
        return processed;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    sample();

    const states = await pool.query<{ state: string; n: number }>(
      `SELECT d.state, count(*)::int AS n FROM report_deliveries d
       JOIN reports r ON r.id = d.report_id WHERE r.title = 'Bench monthly report'
       GROUP BY d.state ORDER BY d.state`,
    );
    const byState = Object.fromEntries(states.rows.map((row) => [row.state, row.n]));
    const { messages, bytes } = mail.counts();
    const isOverTime = seconds > BUDGET_MINUTES * 60;
    const isOverMemory = peaks.node > BUDGET_NODE_RSS_MB * MB;
    const allSent = byState.sent === BENCH_PROJECTS && messages === BENCH_PROJECTS;
    console.log(
      [
        `report delivery: ${queued} scheduled reports queued at once, ${INSTANCES} instances sending` +
          (chromium
            ? ', each PDF printed by Chromium'
            : ' (no Chromium: e-mails without their PDF)'),
        `  sent ${messages} e-mails (${(bytes / MB).toFixed(1)} MB; per instance ${sent.join(' + ')}),` +
          ` outbox ${JSON.stringify(byState)}`,
        `  all sent in ${(seconds / 60).toFixed(1)} min (${((messages / seconds) * 60).toFixed(1)} e-mails a minute;` +
          ` budget ≤ ${BUDGET_MINUTES} min${isOverTime ? ', OVER' : ''})`,
        `  peak memory: Node ${Math.round(peaks.node / MB)} MB (budget ≤ ${BUDGET_NODE_RSS_MB} MB${isOverMemory ? ', OVER' : ''}),` +
          ` Chromium ${Math.round(peaks.chromium / MB)} MB (PSS of all its processes at once)`,
      ].join('\n'),
    );
    if (!allSent) console.log('  NOT ALL SENT');
    process.exitCode = isOverTime || isOverMemory || !allSent ? 1 : 0;
  } finally {
    await Promise.all(renderers.map((renderer) => renderer.close()));
    await mail.close();
    await handle.pool.query(`DELETE FROM reports WHERE title = 'Bench monthly report'`);
    await handle.pool.end();
    await database.stop();
  }
};

await main();
