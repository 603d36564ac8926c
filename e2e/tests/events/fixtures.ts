import type { TestUser } from '../../fixtures/test';
import {
  expect,
  setUpSyncedDemo,
  test as dashboardsTest,
  type SyncedDemo,
} from '../dashboards/fixtures';

/**
 * A synced demo project of the events tests' own per worker: they write annotations, which the
 * dashboard tests (reading theirs) must not see.
 */
export const test = dashboardsTest.extend<
  { signInToEventsDemo: () => Promise<TestUser> },
  { eventsDemo: SyncedDemo }
>({
  eventsDemo: [
    async ({ browser }, use, workerInfo) => {
      await use(
        await setUpSyncedDemo(browser, workerInfo.project.use.baseURL, {
          user: 'Events Editor',
          project: 'Garden Centre Events',
        }),
      );
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  signInToEventsDemo: async ({ signIn, eventsDemo }, use) => {
    const { sub, email, displayName } = eventsDemo.user;
    await use(() => signIn({ sub, email, displayName, hasProfile: false }));
  },
});

export { expect };
