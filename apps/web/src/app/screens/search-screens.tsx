import type { DashboardPageProps } from '@/features/dashboards/components/dashboard-frame';
import { SearchDashboardPage } from '@/features/dashboards/components/search-dashboard-page';
import type { SearchTrendMetric } from '@/features/dashboards/lib/metrics';
import { useCanConnect } from './can-connect';

/**
 * `/project/{id}/search`: the Search Console dashboard, or the way to connect a site. A chunk of
 * its own, so neither it nor the other dashboards load each other's code.
 */
export const SearchScreen = (props: DashboardPageProps<SearchTrendMetric>) => (
  <SearchDashboardPage {...props} canConnect={useCanConnect(props.projectUid)} />
);
