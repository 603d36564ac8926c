import type { RunningSimulator } from '@kampa/google-sim';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/config';
import { createSyncedDemoProject, startGoogle } from './google';
import { createTestIdentity, type TestIdentity } from './identity';
import { createTestApp, onboard, type TestApp } from './test-app';

export type SyncedDemo = {
  testApp: TestApp;
  sim: RunningSimulator;
  /** The project's owner, onboarded. */
  owner: TestIdentity;
  /** The project connected to the simulator's demo e-shop and backfilled. */
  projectUid: string;
};

/**
 * The setup the dashboards' and the chat's tests share: the Google simulator, the app pointed at
 * it (with `config()`'s settings on top), an owner and the demo e-shop's project synced to the
 * end, made before the file's tests and closed after them. Read the fields inside tests.
 */
export const useSyncedDemo = (
  config: () => Partial<AppConfig> = () => ({}),
  timeoutMs = 180_000,
): SyncedDemo => {
  const demo = {} as SyncedDemo;
  beforeAll(async () => {
    const google = await startGoogle();
    demo.sim = google.sim;
    demo.testApp = await createTestApp({ ...google.config, ...config() });
    demo.owner = await onboard(demo.testApp, await createTestIdentity());
    demo.projectUid = await createSyncedDemoProject(demo.testApp, demo.owner.headers);
  }, timeoutMs);
  afterAll(async () => {
    await demo.testApp?.close();
    await demo.sim?.close();
  });
  return demo;
};
