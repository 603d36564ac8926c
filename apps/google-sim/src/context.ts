import type { ResolvedOptions } from './config';
import type { SimWorld } from './synthetic/world';
import type { FaultStore } from './faults/fault-store';
import type { QuotaStore } from './metering/quota';
import type { RequestCounter } from './metering/request-counts';
import type { OAuthStore } from './oauth/store';

/** What every route module gets: options, the data, OAuth state, faults and the meters. */
export type SimContext = {
  options: ResolvedOptions;
  world: SimWorld;
  oauth: OAuthStore;
  faults: FaultStore;
  quota: QuotaStore;
  requests: RequestCounter;
};
