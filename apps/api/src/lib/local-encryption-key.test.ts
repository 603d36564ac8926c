import type * as FsPromises from 'node:fs/promises';
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateKeyRingEntry, parseKeyRing } from './encryption';
import { readOrCreateLocalKeyRing } from './local-encryption-key';

// What another start does while this one creates the data directory (null: nothing): the window
// between finding no key file and writing one.
const race = vi.hoisted(() => ({ afterMkdir: null as null | ((dir: string) => Promise<void>) }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return {
    ...actual,
    mkdir: async (...args: Parameters<typeof actual.mkdir>) => {
      const made = await actual.mkdir(...args);
      await race.afterMkdir?.(String(args[0]));
      return made;
    },
  };
});
afterEach(() => {
  race.afterMkdir = null;
});

describe('the local encryption key', () => {
  it('is created once, mode 0600, and read back on the next start', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kampa-key-'));
    const first = await readOrCreateLocalKeyRing(path.join(dir, 'data'));
    const file = path.join(dir, 'data', 'encryption-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(parseKeyRing(first).currentId).toBe('local1');
    expect(await readOrCreateLocalKeyRing(path.join(dir, 'data'))).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
  });

  it('creates the data directory and its parents on a fresh machine', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kampa-key-'));
    const dataDir = path.join(dir, 'home', 'data');
    const ring = await readOrCreateLocalKeyRing(dataDir);
    expect((await readFile(path.join(dataDir, 'encryption-key'), 'utf8')).trim()).toBe(ring);
  });

  it('stops on a key file it cannot read, rather than writing a new key over it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kampa-key-'));
    // A directory where the file should be: reading fails with EISDIR, not "no such file".
    await mkdir(path.join(dir, 'encryption-key'));
    await expect(readOrCreateLocalKeyRing(dir)).rejects.toMatchObject({ code: 'EISDIR' });
  });

  it('keeps the key another start wrote meanwhile: its secrets would not open with a new one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kampa-key-'));
    const theirs = generateKeyRingEntry('local1');
    race.afterMkdir = (dataDir) => writeFile(path.join(dataDir, 'encryption-key'), `${theirs}\n`);
    expect(await readOrCreateLocalKeyRing(path.join(dir, 'data'))).toBe(theirs);
    expect((await readFile(path.join(dir, 'data', 'encryption-key'), 'utf8')).trim()).toBe(theirs);
  });
});
