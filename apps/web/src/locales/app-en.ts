/**
 * Every other area but the long legal texts (they load with the legal pages): the signed-in
 * screens' words, bundled as one chunk that loads with the first signed-in screen.
 */
export const messages = import.meta.glob<Record<string, unknown>>(
  ['./en/*.json', '!./en/legal.json', '!./en/{common,errors,shell,landing,auth}.json'],
  { eager: true, import: 'default' },
);
