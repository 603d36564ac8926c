import type { TPeriod } from '@kampa/contracts/dashboard/period';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { ThemeProvider } from '@/lib/theme';
import { TrendCard } from './trend-card';

const period: TPeriod = {
  preset: null,
  comparison: 'none',
  timeZone: 'Europe/Prague',
  today: '2026-03-31',
  range: { from: '2026-03-01', to: '2026-03-28' },
  compareRange: null,
  days: 28,
  granularity: 'day',
};

const renderCard = (dataFrom: string | null) =>
  render(
    <ThemeProvider>
      <TrendCard
        metrics={['sessions']}
        metric="sessions"
        onMetricChange={() => undefined}
        points={[]}
        marks={{ events: [], adsCurrency: null }}
        currency={null}
        period={period}
        dataFrom={dataFrom}
      />
    </ThemeProvider>,
  );

describe('the trend card', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('says from which day there is data when the range starts before the first synced day', () => {
    renderCard('2026-03-10');
    expect(screen.getByTestId('trend-no-data-before')).toHaveTextContent(
      "No data before 10 March 2026: the source's days start then.",
    );
  });

  it('says nothing of the kind when the source holds the range’s first day', () => {
    renderCard('2026-03-01');
    expect(screen.queryByTestId('trend-no-data-before')).not.toBeInTheDocument();
  });
});
