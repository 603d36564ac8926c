/**
 * Every other area but those a lazily loaded part brings along (the long legal texts, the
 * project switcher's dialog, the portfolio table's totals and export, the metrics' help, the team screens', the reports'): the signed-in
 * screens' words, bundled as one chunk that loads with the first signed-in screen.
 */
export const messages = import.meta.glob<Record<string, unknown>>(
  [
    './en/*.json',
    '!./en/{legal,switcher,portfolio,help,membership,reports}.json',
    '!./en/{common,errors,shell,landing,auth}.json',
  ],
  { eager: true, import: 'default' },
);
