import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/**
 * The Auth emulator keeps its accounts in memory and exports them only when it stops cleanly; a
 * SIGKILL would lose every account made since it started (and with them the way into their
 * projects). So while it runs, its accounts are copied into the export directory whenever they
 * change, in the layout the emulator imports (`--import`), each file replaced atomically.
 */
const FIREBASE_TOOLS_PACKAGE = path.join(REPO_ROOT, 'node_modules/firebase-tools/package.json');
const METADATA_FILE = 'firebase-export-metadata.json';
const AUTH_DIR = 'auth_export';

const writeAtomically = async (file: string, text: string) => {
  const temporary = `${file}.${process.pid}.tmp`;
  // Accounts (e-mail addresses, sign-in providers) are readable by their owner alone.
  await writeFile(temporary, text, { mode: 0o600 });
  await rename(temporary, file);
};

const fetchText = async (url: string): Promise<string> => {
  const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
};

const hasUsers = (accountsJson: string): boolean => {
  try {
    return ((JSON.parse(accountsJson) as { users?: unknown[] }).users ?? []).length > 0;
  } catch {
    return false;
  }
};

/**
 * Copies the emulator's accounts and sign-in configuration into `persistDir` if they differ from
 * what is there. Answers whether it wrote.
 */
export const snapshotAccounts = async (options: {
  emulatorUrl: string;
  projectId: string;
  persistDir: string;
}): Promise<boolean> => {
  const { emulatorUrl, projectId, persistDir } = options;
  const [accounts, config] = await Promise.all([
    fetchText(
      `${emulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`,
    ),
    fetchText(`${emulatorUrl}/emulator/v1/projects/${projectId}/config`),
  ]);
  const authDir = path.join(persistDir, AUTH_DIR);
  const accountsFile = path.join(authDir, 'accounts.json');
  const configFile = path.join(authDir, 'config.json');
  const [storedAccounts, storedConfig] = await Promise.all(
    [accountsFile, configFile].map((file) => readFile(file, 'utf8').catch(() => null)),
  );
  if (storedAccounts === accounts && storedConfig === config) return false;
  // Kampa never deletes emulator accounts: an empty list over a saved one means an emulator that
  // did not import them; keep the saved ones for the next start.
  if (storedAccounts && !hasUsers(accounts) && hasUsers(storedAccounts)) return false;

  await mkdir(authDir, { recursive: true, mode: 0o700 });
  // The emulator's own export on exit writes with the default mode: the folders keep others out.
  await Promise.all([chmod(persistDir, 0o700), chmod(authDir, 0o700)]);
  await writeAtomically(configFile, config);
  await writeAtomically(accountsFile, accounts);
  // Last: with it, the directory counts as an export the emulator imports.
  const { version } = JSON.parse(await readFile(FIREBASE_TOOLS_PACKAGE, 'utf8')) as {
    version: string;
  };
  const metadata = JSON.stringify({ version, auth: { version, path: AUTH_DIR } }, null, 2);
  const metadataFile = path.join(persistDir, METADATA_FILE);
  if ((await readFile(metadataFile, 'utf8').catch(() => null)) !== metadata) {
    await writeAtomically(metadataFile, metadata);
  }
  return true;
};

export type AccountsKeeper = { stop: () => Promise<void> };

/** Takes a snapshot every `intervalMs` while the emulator runs (a failed one is retried). */
export const keepAccountsSnapshot = (
  options: Parameters<typeof snapshotAccounts>[0] & { intervalMs?: number },
): AccountsKeeper => {
  let isStopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = snapshotAccounts(options)
      .catch(() => false)
      .finally(() => {
        if (!isStopped) timer = setTimeout(tick, options.intervalMs ?? 1_000);
      });
  };
  tick();
  return {
    stop: async () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
};
