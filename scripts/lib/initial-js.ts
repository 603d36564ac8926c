import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './paths';

const DIST = path.join(REPO_ROOT, 'apps/web/dist');

/** A built file's size gzipped at level 9, in kB to one decimal. */
export const gzipKb = (file: string): number =>
  Math.round((gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024) * 10) / 10;

/**
 * A language's messages of one group (`locales/<group>-<language>.ts`: `start` for the public
 * pages and the frame, `app` for the signed-in screens), the larger language's: the screen waits
 * for them.
 */
export const messagesGzipKb = (group: 'start' | 'app'): Record<string, number> => {
  const pattern = new RegExp(`^${group}-(cs|en)-[\\w-]+\\.js$`);
  const languages = readdirSync(path.join(DIST, 'assets'))
    .filter((name) => pattern.test(name))
    .map((name) => ({ src: `/assets/${name}`, kb: gzipKb(`assets/${name}`) }))
    .sort((a, b) => b.kb - a.kb);
  if (!languages[0]) throw new Error(`no ${group}-(cs|en)-*.js messages chunk in the build`);
  return { [languages[0].src]: languages[0].kb };
};

/**
 * The initial JS of `/`, gzip -9: the built index.html's entry script and its modulepreloads, and
 * the UI language's `start` messages (the first screen waits for them).
 */
export const initialJsGzipKb = (): { totalKb: number; files: Record<string, number> } => {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const files: Record<string, number> = {};
  for (const src of scripts) files[src] = gzipKb(src.replace(/^\//, ''));
  Object.assign(files, messagesGzipKb('start'));
  const totalKb = Math.round(Object.values(files).reduce((sum, kb) => sum + kb, 0) * 10) / 10;
  return { totalKb, files };
};
