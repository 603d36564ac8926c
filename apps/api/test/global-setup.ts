import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startFirebaseEmulator } from '@kampa/scripts/lib/firebase-emulator';
import { createDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { REPO_ROOT } from '../src/lib/paths';

export const TEMPLATE_DATABASE = 'kampa_test_template';

/**
 * Integration tests run against real PostgreSQL (embedded, in its own fresh data directory; or the
 * server in TEST_DATABASE_URL, else DATABASE_URL) and the real Firebase Auth emulator on its own
 * ports, so they never touch a running `npm start`. A migrated template database is cloned per test
 * file. TEST_DATABASE_URL names a server for the tests alone: CI runs `npm test` with Debian's
 * PostgreSQL 15 there while the browser tests' `npm start` keeps its embedded server.
 */
const setup = async (project: TestProject) => {
  // `npm run mutation` runs the tests from a private (0700) copy of the repository, which the
  // postgres user cannot enter: it names a data directory outside it.
  const dataDir = process.env.KAMPA_TEST_DATA_DIR ?? path.join(REPO_ROOT, 'data/test-integration');
  await rm(dataDir, { recursive: true, force: true });

  const externalUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const embedded = externalUrl
    ? null
    : await startEmbeddedPostgres({
        dataDir: path.join(dataDir, 'postgres'),
        database: 'postgres',
      });
  const serverUrl = externalUrl ?? embedded?.url ?? '';

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const template = createDatabase(templateUrl.toString(), { max: 1 });
  await runMigrations(template);
  await template.pool.end();

  const emulatorPort = Number(process.env.TEST_EMULATOR_PORT ?? 9299);
  const emulator = await startFirebaseEmulator({
    port: emulatorPort,
    workDir: path.join(dataDir, 'emulator-config'),
  });

  project.provide('databaseServerUrl', serverUrl);
  project.provide('emulatorHost', emulator.host);

  return async () => {
    await emulator.stop();
    await admin
      .query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
      .catch(() => undefined);
    await admin.end();
    await embedded?.stop();
  };
};

export default setup;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    emulatorHost: string;
  }
}
