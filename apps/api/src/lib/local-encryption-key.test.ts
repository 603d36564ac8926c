import { mkdir, mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseKeyRing } from './encryption';
import { readOrCreateLocalKeyRing } from './local-encryption-key';

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
});
