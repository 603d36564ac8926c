import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs processes as if it were another moment: libfaketime (Debian's `faketime` package) is
 * preloaded into every process a command starts — Node, the Auth emulator, PostgreSQL — so they
 * all agree on the shifted time, which keeps flowing. Chromium's renderers crash under it, so the
 * browser is shifted by Playwright's clock instead (see `e2e/fixtures/clock.ts`), told the offset
 * through `KAMPA_CLOCK_OFFSET_MS`.
 */
const LIB_DIRS = ['/usr/lib/x86_64-linux-gnu/faketime', '/usr/lib/aarch64-linux-gnu/faketime'];

export const findLibFaketime = (): string | null => {
  for (const dir of LIB_DIRS) {
    const file = path.join(dir, 'libfaketime.so.1');
    if (existsSync(file)) return file;
  }
  // Another architecture's multiarch folder.
  for (const entry of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) {
    const file = path.join('/usr/lib', entry, 'faketime/libfaketime.so.1');
    if (entry.endsWith('-linux-gnu') && existsSync(file)) return file;
  }
  return null;
};

/**
 * The real time now. Under a shifted clock already (a test of this file run by the sweep itself)
 * `Date.now()` is shifted too, and libfaketime offsets from the real time: take the offset back.
 */
const realNow = (): number => Date.now() - Number(process.env.KAMPA_CLOCK_OFFSET_MS ?? 0);

/** The environment that makes a command start at `at` (an ISO instant), its clock running on. */
export const shiftedClockEnv = (
  at: string,
  library: string,
  now: number = realNow(),
): Record<string, string> => {
  const offsetMs = Date.parse(at) - now;
  if (Number.isNaN(offsetMs)) throw new Error(`Not an instant: ${at}`);
  const seconds = Math.round(offsetMs / 1000);
  return {
    LD_PRELOAD: library,
    // An offset in seconds from the real time, the same in every process that starts later.
    FAKETIME: `${seconds >= 0 ? '+' : ''}${seconds}`,
    // Timeouts and durations keep real time; files keep their real modification times (the
    // builds compare them).
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    NO_FAKE_STAT: '1',
    KAMPA_CLOCK_OFFSET_MS: String(seconds * 1000),
  };
};
