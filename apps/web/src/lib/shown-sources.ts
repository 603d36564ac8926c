import type { TDataSource, TProjectSource } from '@kampa/contracts/sync/sync';

/**
 * The sources the web has screens for. Search Console is synced by the API but its screens
 * (`/project/{id}/search`, its connect step) are still to come (issue 35, stage 4); then this
 * type goes and the screens key by `TDataSource` again.
 */
export type TShownSource = Exclude<TDataSource, 'search_console'>;
/** A connected source the web has screens for. */
export type TShownProjectSource = TProjectSource & { kind: TShownSource };
export const SHOWN_SOURCES = ['analytics', 'ads'] as const satisfies readonly TShownSource[];
