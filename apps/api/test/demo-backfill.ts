import type { IsoDate } from '@kampa/contracts/common/date-range';
import type { AppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { parseKeyRing } from '../src/lib/encryption';
import { ensureDefaultRules } from '../src/modules/monitoring/defaults';
import { runNextChunk, type SyncDeps } from '../src/modules/sync/engine';
import { planChunks } from '../src/modules/sync/plan';
import { createRun } from '../src/modules/sync/runs-repository';
import { saveSource } from '../src/modules/sync/sources-repository';
import { seedConnectedProject } from './connected-project';

/** The demo e-shop's GA4 property and Google Ads account in the simulator (Europe/Prague, CZK). */
export const DEMO_ESHOP = {
  propertyId: '310000001',
  customerId: '4810000001',
  timeZone: 'Europe/Prague',
} as const;

/**
 * A project with the demo e-shop's property and Ads account, backfilled (13 months up to `today`)
 * through the real sync engine against the Google simulator over HTTP, chunk after chunk in this
 * process (no job queue): for benchmarks and tests that need a year of real synced data.
 * `defaultRules` also creates each source's default alert rules, as connecting a source does.
 */
export const backfillDemoEshop = async (input: {
  db: Database;
  config: AppConfig;
  simUrl: string;
  keyRing: string;
  name: string;
  today: IsoDate;
  defaultRules?: boolean;
  onGoogleRequest?: SyncDeps['onGoogleRequest'];
}) => {
  const { db, config } = input;
  const { user, project, connection } = await seedConnectedProject(db, {
    simUrl: input.simUrl,
    keyRing: input.keyRing,
    name: input.name,
  });
  const deps: SyncDeps = {
    db,
    config,
    keyRing: parseKeyRing(input.keyRing),
    scheduler: { enqueueRun: async () => undefined },
    ...(input.onGoogleRequest ? { onGoogleRequest: input.onGoogleRequest } : {}),
  };
  const sources = [
    {
      kind: 'analytics' as const,
      externalId: DEMO_ESHOP.propertyId,
      parentId: '200100',
      displayName: 'e-shop',
    },
    {
      kind: 'ads' as const,
      externalId: DEMO_ESHOP.customerId,
      parentId: '1110000001',
      displayName: 'e-shop Ads',
    },
  ];
  for (const source of sources) {
    await saveSource(db, {
      ...source,
      projectId: project.id,
      connectionId: connection.id,
      connectedBy: user.id,
      timeZone: DEMO_ESHOP.timeZone,
      currency: 'CZK',
    });
    if (input.defaultRules) await ensureDefaultRules(db, project.id, source.kind);
    const run = await createRun(db, {
      projectId: project.id,
      kind: source.kind,
      trigger: 'backfill',
      chunks: planChunks('backfill', input.today, {
        chunkDays: config.SYNC_CHUNK_DAYS,
        backfillMonths: config.SYNC_BACKFILL_MONTHS,
      }),
    });
    for (;;) {
      const outcome = await runNextChunk(deps, run.id);
      if (outcome.kind === 'run_done') break;
      if (outcome.kind !== 'chunk_done') throw new Error(`backfill: ${JSON.stringify(outcome)}`);
    }
  }
  return { user, project, connection };
};
