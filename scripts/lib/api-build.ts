import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { REPO_ROOT } from './paths';

const API_DIR = path.join(REPO_ROOT, 'apps/api');

/** The API's entry as TypeScript (`npm run dev`, run through tsx) and as built JavaScript. */
export const API_SCRIPT = {
  source: 'apps/api/src/server.ts',
  compiled: 'apps/api/dist/server.js',
} as const;

const OUT_FILE = path.join(REPO_ROOT, API_SCRIPT.compiled);

/**
 * npm packages stay imports, resolved from node_modules at run time as before; only our own code
 * and the workspace packages (`@kampa/*`, TypeScript sources) go into the bundle.
 */
const keepPackagesExternal: Plugin = {
  name: 'keep-packages-external',
  setup: (builder) => {
    // (Go regular expressions: no lookahead, so the workspace packages are let through here.)
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@kampa/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Bundles the API into one ES module with its source map (`node --enable-source-maps`). */
export const buildApi = async (): Promise<void> => {
  const result = await build({
    entryPoints: [path.join(REPO_ROOT, API_SCRIPT.source)],
    outfile: OUT_FILE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    plugins: [keepPackagesExternal],
    logLevel: 'warning',
    write: false,
  });
  await mkdir(path.dirname(OUT_FILE), { recursive: true });
  // Written beside and renamed: a process starting meanwhile never reads half a file.
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
  }
};

const newestMtime = async (dir: string): Promise<number> => {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
};

/** Builds the API when there is no build or its sources (or this build's settings) changed. */
export const ensureApiBuild = async (): Promise<void> => {
  const builtAt = existsSync(OUT_FILE) ? statSync(OUT_FILE).mtimeMs : 0;
  const changedAt = Math.max(
    await newestMtime(path.join(API_DIR, 'src')),
    await newestMtime(path.join(REPO_ROOT, 'packages/contracts/src')),
    statSync(path.join(REPO_ROOT, 'scripts/lib/api-build.ts')).mtimeMs,
  );
  if (builtAt > changedAt) return;
  console.log('Building the API…');
  await buildApi();
};
