import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateKeyRingEntry } from './encryption';

const FILE_NAME = 'encryption-key';

/**
 * For local use only: the key ring kept in `<data dir>/encryption-key` (mode 0600), created on the
 * first start. Production must set KAMPA_ENCRYPTION_KEY (the config refuses to start without it).
 */
export const readOrCreateLocalKeyRing = async (dataDir: string): Promise<string> => {
  const file = path.join(dataDir, FILE_NAME);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const ring = generateKeyRingEntry('local1');
  // `wx`: never overwrite a key another start wrote meanwhile; its secrets would be lost.
  await writeFile(file, `${ring}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  await chmod(file, 0o600);
  return (await readFile(file, 'utf8')).trim();
};
