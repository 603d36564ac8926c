import type { TConnectReturnScreen } from '@kampa/contracts/connections/connection';
import type { TDataSource, TProjectSource } from '@kampa/contracts/sync/sync';

/** The sources the web has screens for: every source the API syncs. */
export type TShownSource = TDataSource;
/** A connected source the web has screens for. */
export type TShownProjectSource = TProjectSource & { kind: TShownSource };
export const SHOWN_SOURCES = [
  'analytics',
  'ads',
  'search_console',
] as const satisfies readonly TShownSource[];

/** The screen Google's consent returns to for each source (its connect screen). */
export const RETURN_SCREEN_OF = {
  analytics: 'analytics',
  ads: 'ads',
  search_console: 'search',
} as const satisfies Record<TShownSource, TConnectReturnScreen>;
