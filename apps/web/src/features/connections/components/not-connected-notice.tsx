import type { TShownSource } from '@/lib/shown-sources';
import { Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

const KEYS = {
  analytics: {
    title: 'connections.notConnected.analyticsTitle',
    body: 'connections.notConnected.viewerBody',
  },
  ads: { title: 'connections.notConnected.adsTitle', body: 'connections.notConnected.viewerBody' },
  search_console: {
    title: 'connections.notConnected.searchConsoleTitle',
    body: 'connections.notConnected.viewerBody',
  },
} as const satisfies Record<TShownSource, { title: string; body: string }>;

/** For viewers: the source is not connected, and only an editor or owner can connect it. */
export const NotConnectedNotice = ({ kind }: { kind: TShownSource }) => {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Unplug aria-hidden="true" className="size-6" />}
      title={t(KEYS[kind].title)}
      description={t(KEYS[kind].body)}
    />
  );
};
