/**
 * Fails (exit 1, listing them) on translation keys that are missing in either language, used in
 * the web app's code but defined nowhere, or defined but never used.
 *
 * Keys: `apps/web/src/locales/{cs,en}/<area>.json`, flattened under the area name
 * (`locales/cs/shell.json` → `shell.sidebar.dashboard`). Plural forms (`_one`, `_few`, `_other`…)
 * count as their base key. Usage: every string literal in `apps/web/src` (tests excluded) whose
 * first segment is an area, e.g. `t('shell.sidebar.dashboard')`, `i18nKey="…"` or a const map of
 * keys. A used key that names an object (read with `returnObjects`) uses everything under it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_SRC = path.join(REPO_ROOT, 'apps/web/src');
const LOCALES_DIR = path.join(WEB_SRC, 'locales');
const LANGUAGES = ['cs', 'en'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Problem = { kind: string; key: string; detail?: string };

const flatten = (value: unknown, prefix: string, into: Set<string>) => {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, `${prefix}.${key}`, into);
    return;
  }
  into.add(prefix.replace(PLURAL_SUFFIX, ''));
};

export const readLocaleKeys = (localesDir = LOCALES_DIR) => {
  const keys = new Map<string, Set<string>>();
  for (const language of LANGUAGES) {
    const set = new Set<string>();
    for (const file of readdirSync(path.join(localesDir, language))) {
      if (!file.endsWith('.json')) continue;
      const area = file.replace(/\.json$/, '');
      flatten(JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')), area, set);
    }
    keys.set(language, set);
  }
  return keys;
};

const listSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

const STRING_LITERAL = /(['"`])((?:[a-z][a-zA-Z0-9]*)(?:\.[a-zA-Z0-9_-]+)+)\1/g;
/** `t('…')`, `i18n.t('…')` and `i18nKey="…"`: keys whatever their area (a new area's file may be missing). */
const EXPLICIT_KEY = /(?:\bt\(\s*|i18nKey=\{?\s*)(['"`])([^'"`$]+)\1/g;

export const findUsedKeys = (areas: Set<string>, sourceDir = WEB_SRC) => {
  const used = new Map<string, string>();
  for (const file of listSources(sourceDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(STRING_LITERAL)) {
      const key = match[2];
      if (!key) continue;
      const area = key.split('.')[0] ?? '';
      if (!areas.has(area) || /\.(json|tsx?|css|svg|js)$/.test(key)) continue;
      if (!used.has(key)) used.set(key, path.relative(REPO_ROOT, file));
    }
    for (const match of text.matchAll(EXPLICIT_KEY)) {
      const key = match[2];
      if (key && !used.has(key)) used.set(key, path.relative(REPO_ROOT, file));
    }
  }
  return used;
};

/** Checks the web app's sources in `webSrc` (its translations in `webSrc/locales`). */
export const checkI18n = (webSrc = WEB_SRC): Problem[] => {
  const keys = readLocaleKeys(path.join(webSrc, 'locales'));
  const all = new Set(LANGUAGES.flatMap((language) => [...(keys.get(language) ?? [])]));
  const areas = new Set([...all].map((key) => key.split('.')[0] ?? ''));
  const problems: Problem[] = [];

  for (const language of LANGUAGES) {
    const set = keys.get(language) ?? new Set<string>();
    for (const key of all) {
      if (!set.has(key)) problems.push({ kind: `missing in ${language}`, key });
    }
  }

  const used = findUsedKeys(areas, webSrc);
  const isCovered = (key: string) =>
    [...used.keys()].some((u) => key === u || key.startsWith(`${u}.`));
  for (const [key, file] of used) {
    const isDefined = [...all].some((defined) => defined === key || defined.startsWith(`${key}.`));
    if (!isDefined) problems.push({ kind: 'used but not defined', key, detail: file });
  }
  for (const key of all) {
    if (!isCovered(key)) problems.push({ kind: 'defined but unused', key });
  }
  problems.push(...checkMetricTerms(path.join(webSrc, 'locales')));
  return problems;
};

/** Where screens name metrics; each must use the dashboards' word for a metric, nothing else. */
const METRIC_LABEL_GROUPS = [
  ['monitoring', 'metric'],
  ['projects', 'portfolio', 'metric'],
] as const;

const readObject = (value: unknown, steps: readonly string[]): Record<string, unknown> => {
  let current = value;
  for (const step of steps) {
    current =
      current !== null && typeof current === 'object'
        ? (current as Record<string, unknown>)[step]
        : undefined;
  }
  return current !== null && typeof current === 'object'
    ? (current as Record<string, unknown>)
    : {};
};

/**
 * One term per metric: a metric named on the portfolio or in monitoring is named as the dashboards
 * name it (`dashboards.metric`), so "Náklady na reklamu" is never also "Cena reklam".
 */
export const checkMetricTerms = (localesDir = LOCALES_DIR): Problem[] => {
  const problems: Problem[] = [];
  const read = (language: string, area: string): unknown => {
    const file = path.join(localesDir, language, `${area}.json`);
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return {};
    }
  };
  for (const language of LANGUAGES) {
    const terms = readObject(read(language, 'dashboards'), ['metric']);
    for (const [area, ...steps] of METRIC_LABEL_GROUPS) {
      for (const [metric, label] of Object.entries(readObject(read(language, area), steps))) {
        const term = terms[metric];
        if (typeof term === 'string' && label !== term) {
          problems.push({
            kind: `another term for a metric (${language})`,
            key: [area, ...steps, metric].join('.'),
            detail: `"${String(label)}", the dashboards say "${term}"`,
          });
        }
      }
    }
  }
  return problems;
};

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  // Another tree to check may be named (the checker's own tests do); the web app's by default.
  const problems = checkI18n(process.argv[2] ? path.resolve(process.argv[2]) : WEB_SRC);
  if (problems.length > 0) {
    console.error(`i18n check failed: ${problems.length} problem(s)`);
    for (const { kind, key, detail } of problems) {
      console.error(`  ${kind}: ${key}${detail ? `  (${detail})` : ''}`);
    }
    process.exit(1);
  }
  console.log('i18n check passed: every key exists in cs and en and is used.');
}
