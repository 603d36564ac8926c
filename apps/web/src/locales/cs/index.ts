/**
 * Every area file of this language but the long legal texts (they load with the legal pages),
 * bundled as one chunk that loads when the language is chosen.
 */
export const messages = import.meta.glob<Record<string, unknown>>(['./*.json', '!./legal.json'], {
  eager: true,
  import: 'default',
});
