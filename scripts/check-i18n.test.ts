import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { checkI18n } from './check-i18n';

const CHECKER = path.join(import.meta.dirname, 'check-i18n.ts');
const TSX = path.join(import.meta.dirname, '../node_modules/.bin/tsx');

let dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  dirs = [];
});

/** A web app's source tree: translations per language and area, and source files. */
const makeTree = async (
  locales: Record<'cs' | 'en', Record<string, unknown>>,
  sources: Record<string, string>,
) => {
  const root = await mkdtemp(path.join(tmpdir(), 'kampa-i18n-'));
  dirs.push(root);
  for (const [language, areas] of Object.entries(locales)) {
    await mkdir(path.join(root, 'locales', language), { recursive: true });
    for (const [area, messages] of Object.entries(areas)) {
      await writeFile(
        path.join(root, 'locales', language, `${area}.json`),
        JSON.stringify(messages),
      );
    }
  }
  for (const [file, text] of Object.entries(sources)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
};

const GOOD_SOURCE = `
export const Title = () => t('shell.title');
export const Count = () => t('shell.items', { count: 2 });
`;
const good = {
  cs: { shell: { title: 'Kampa', items_one: '{{count}} položka', items_few: '{{count}} položky' } },
  en: { shell: { title: 'Kampa', items_one: '{{count}} item', items_other: '{{count}} items' } },
};

const run = (root: string) =>
  promisify(execFile)(TSX, [CHECKER, root]).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
  );

describe('the i18n checker', () => {
  it('passes a complete tree, plural forms counting as their base key', async () => {
    const root = await makeTree(good, { 'app.tsx': GOOD_SOURCE });
    expect(checkI18n(root)).toEqual([]);
    expect(await run(root)).toEqual({ code: 0, output: expect.stringContaining('passed') });
  });

  it('fails a key missing in one language, an unused key and a used but undefined key', async () => {
    const root = await makeTree(
      {
        cs: { shell: { title: 'Kampa', items_few: 'x', unused: 'Nikde' } },
        en: { shell: { title: 'Kampa', items_other: 'x', unused: 'Nowhere', onlyEnglish: 'Hi' } },
      },
      {
        'app.tsx': `${GOOD_SOURCE}\nexport const Greeting = () => t('shell.onlyEnglish');`,
        'features/menu.tsx': `export const Menu = () => t('shell.menu.open');`,
        // Tests are not the app: a key used only there does not count as used.
        'features/menu.test.tsx': `t('shell.unused');`,
      },
    );
    const problems = checkI18n(root);
    expect(problems).toEqual(
      expect.arrayContaining([
        { kind: 'missing in cs', key: 'shell.onlyEnglish' },
        { kind: 'defined but unused', key: 'shell.unused' },
        {
          kind: 'used but not defined',
          key: 'shell.menu.open',
          detail: expect.stringMatching(/features\/menu\.tsx$/),
        },
      ]),
    );
    expect(problems).toHaveLength(3);

    const { code, output } = await run(root);
    expect(code).toBe(1);
    expect(output).toContain('i18n check failed: 3 problem(s)');
    expect(output).toContain('missing in cs: shell.onlyEnglish');
    expect(output).toContain('defined but unused: shell.unused');
    expect(output).toContain('used but not defined: shell.menu.open');
  });
});
