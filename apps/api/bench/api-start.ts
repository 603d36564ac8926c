import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_SCRIPT } from '@kampa/scripts/lib/api-build';
import { spawnNodeChild } from '@kampa/scripts/lib/child';
import { REPO_ROOT } from '../src/lib/paths';

const START_PORT = 23_320;

/**
 * A fresh temporary directory others may enter: PostgreSQL's initdb (its own user) reads a file
 * the API writes there.
 */
const temporaryDir = async (prefix: string): Promise<string> => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Seconds from spawning the API to its first healthy answer. */
const apiStartSeconds = async (
  mode: 'tsx, cold cache' | 'tsx, warm cache' | 'built JS',
  dataDir: string,
  transformCache: string,
): Promise<number> => {
  const isTypeScript = mode !== 'built JS';
  const started = performance.now();
  const child = spawnNodeChild({
    name: `the API (${mode})`,
    args: isTypeScript ? [API_SCRIPT.source] : ['--enable-source-maps', API_SCRIPT.compiled],
    isTypeScript,
    stopSignal: 'SIGTERM',
    env: {
      PORT: String(START_PORT),
      KAMPA_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SYNC_WORKERS: 'false',
      WEB_DIST_DIR: '',
      // tsx keeps its transforms under the temporary directory: a fresh one is a cold cache.
      TMPDIR: mode === 'tsx, cold cache' ? await temporaryDir('tsx-cold-') : transformCache,
    },
  });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const isUp = await fetch(`http://127.0.0.1:${START_PORT}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (isUp) break;
      if (Date.now() > deadline) throw new Error(`${child.name} did not start:\n${child.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return (performance.now() - started) / 1000;
  } finally {
    await child.stop();
  }
};

/**
 * The API's start to /api/health, median of 3, as TypeScript through tsx (cold and warm transform
 * cache) and as built JavaScript; PostgreSQL's data directory is made before.
 */
export const measureStarts = async () => {
  const dataDir = path.join(REPO_ROOT, 'data/bench-api-start');
  await rm(dataDir, { recursive: true, force: true });
  const transformCache = await temporaryDir('tsx-warm-');
  // The first start makes PostgreSQL's data directory and fills the warm transform cache.
  await apiStartSeconds('tsx, warm cache', dataDir, transformCache);
  const modes = ['tsx, cold cache', 'tsx, warm cache', 'built JS'] as const;
  const runs = new Map<(typeof modes)[number], number[]>(modes.map((mode) => [mode, []]));
  for (let round = 0; round < 3; round += 1) {
    for (const mode of modes)
      runs.get(mode)!.push(await apiStartSeconds(mode, dataDir, transformCache));
  }
  await rm(dataDir, { recursive: true, force: true });
  await rm(transformCache, { recursive: true, force: true });
  return Object.fromEntries(modes.map((mode) => [mode, median(runs.get(mode)!)])) as Record<
    (typeof modes)[number],
    number
  >;
};
