import type { TSearchDashboard } from '@kampa/contracts/search-console/get-search-dashboard';
import { SearchBrandCard } from './search-brand-card';
import { SearchMoversCard } from './search-movers-card';

/**
 * Brand against non-brand, and the gainers and losers, side by side: below the KPIs and the
 * trend, loaded after them (a chunk of its own, out of the route's initial JS).
 */
export const SearchInsights = ({
  projectUid,
  canEdit,
  dashboard,
}: {
  projectUid: string;
  canEdit: boolean;
  dashboard: TSearchDashboard;
}) => (
  // One above the other: side by side, the four lists of gainers and losers had under 300 px each
  // at 1440 px, and their clicks columns were cut off.
  <div className="grid gap-6">
    <SearchBrandCard
      projectUid={projectUid}
      brand={dashboard.brand}
      coverage={dashboard.coverage}
      canEdit={canEdit}
    />
    <SearchMoversCard movers={dashboard.movers} coverage={dashboard.coverage} />
  </div>
);
