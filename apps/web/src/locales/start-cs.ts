/**
 * The areas the public pages and the app's frame show (landing, navbar, footer, sign-in, errors),
 * bundled as one chunk that loads before the first screen is drawn.
 */
export const messages = import.meta.glob<Record<string, unknown>>(
  ['./cs/{common,errors,shell,landing,auth}.json'],
  { eager: true, import: 'default' },
);
