import type { ResolvedOptions } from './config';
import type { SimWorld } from './synthetic/world';
import type { FaultStore } from './faults/fault-store';
import type { OAuthStore } from './oauth/store';

/** What every route module gets: options, the data, OAuth state and the faults. */
export type SimContext = {
  options: ResolvedOptions;
  world: SimWorld;
  oauth: OAuthStore;
  faults: FaultStore;
};
