import { rm } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, startStack } from '@kampa/scripts/lib/stack';
import { ensureApiBuild } from '@kampa/scripts/lib/api-build';
import { ensureWebBuild } from '@kampa/scripts/lib/web-build';
import { E2E_EMULATOR_PORT, E2E_MAIL_PORT, E2E_PORT, E2E_SIM_PORT } from './playwright.config';

/**
 * Starts the whole product for the browser tests on its own port and in its own, fresh data
 * directory, so it never collides with a running `npm start`. Returns the teardown.
 */
const globalSetup = async () => {
  // The product as `npm start` runs it: the built web app and the built API.
  await ensureWebBuild();
  await ensureApiBuild();
  const dataDir = path.join(REPO_ROOT, `data/test-e2e-${E2E_PORT}`);
  await rm(dataDir, { recursive: true, force: true });
  const stack = await startStack({
    port: E2E_PORT,
    emulatorPort: E2E_EMULATOR_PORT,
    simPort: E2E_SIM_PORT,
    mailPort: E2E_MAIL_PORT,
    dataDir,
    isVerbose: Boolean(process.env.E2E_VERBOSE),
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' },
    isApiCompiled: true,
  });
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
};

export default globalSetup;
