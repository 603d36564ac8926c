import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './stack';

const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
const DIST_INDEX = path.join(WEB_DIR, 'dist/index.html');

const newestMtime = async (dir: string): Promise<number> => {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
};

/** Builds the web app when there is no build or the sources changed since the last one. */
export const ensureWebBuild = async () => {
  const builtAt = existsSync(DIST_INDEX) ? statSync(DIST_INDEX).mtimeMs : 0;
  const sources = [
    path.join(WEB_DIR, 'src'),
    path.join(WEB_DIR, 'public'),
    path.join(REPO_ROOT, 'packages/contracts/src'),
  ];
  const changedAt = Math.max(
    ...(await Promise.all(sources.map(newestMtime))),
    ...['index.html', 'vite.config.ts'].map((file) => statSync(path.join(WEB_DIR, file)).mtimeMs),
  );
  if (builtAt > changedAt) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@kampa/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    // Always the production bundle: run from a test (Vitest sets NODE_ENV=test) the build would
    // otherwise be React's development one, 70 kB larger, and later starts would serve it.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The web app did not build');
};
