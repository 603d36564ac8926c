import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { REPO_ROOT } from './lib/paths';

/**
 * `npm run fuzz`: the contract fuzzer (apps/api/src/api.fuzz.test.ts) with more requests
 * and a new seed each time; it prints the counts by status and by operation, and its seed, so a
 * failing run can be replayed: `FUZZ_SEED=<seed> npm run fuzz`. FUZZ_RUNS sets the count.
 */
const runs = process.env.FUZZ_RUNS ?? '10000';
const seed = process.env.FUZZ_SEED ?? String(randomInt(1, 2 ** 31 - 1));
console.log(`fuzz: ${runs} requests, seed ${seed} (replay with FUZZ_SEED=${seed})`);
const result = spawnSync('npx', ['vitest', 'run', '--project=fuzz'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
});
process.exit(result.status ?? 1);
