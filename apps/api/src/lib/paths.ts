import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory the API was started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
