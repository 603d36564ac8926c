import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const isWorkspaceRoot = (dir: string): boolean => {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return false;
  return 'workspaces' in (JSON.parse(readFileSync(file, 'utf8')) as object);
};

/**
 * The repository root, whatever the working directory the API was started from: the nearest
 * folder above this module with the workspaces' package.json. It holds for the TypeScript sources
 * (apps/api/src/lib) and the built bundle (apps/api/dist) alike.
 */
const findRepoRoot = (): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!isWorkspaceRoot(dir)) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The Kampa repository root was not found');
    dir = parent;
  }
  return dir;
};

export const REPO_ROOT = findRepoRoot();
