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
  <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
    <SearchBrandCard
      projectUid={projectUid}
      brand={dashboard.brand}
      coverage={dashboard.coverage}
      canEdit={canEdit}
    />
    <SearchMoversCard movers={dashboard.movers} coverage={dashboard.coverage} />
  </div>
);
