import type { TPeriod } from '@kampa/contracts/dashboard/period';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderOnDashboardRoute } from '@/features/dashboards/test/render-route';
import { setLanguage } from '@/lib/i18n';
import { DateRangePicker } from './date-range-picker';

const PERIOD: TPeriod = {
  preset: 'last_28_days',
  comparison: 'previous_period',
  timeZone: 'Europe/Prague',
  today: '2026-03-30',
  range: { from: '2026-03-02', to: '2026-03-29' },
  compareRange: { from: '2026-02-02', to: '2026-03-01' },
  days: 28,
  granularity: 'day',
};

const renderPicker = (url = '/dashboard') =>
  renderOnDashboardRoute((props) => <DateRangePicker {...props} period={PERIOD} />, url);

const range = () => screen.getByRole('combobox', { name: 'Date range' });
const comparison = () => screen.getByRole('combobox', { name: 'Compare with' });

describe('the date range picker and the URL', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('shows the view a shared link names', async () => {
    renderPicker('/dashboard?preset=last_7_days&compare=none');
    expect(await screen.findByRole('combobox', { name: 'Date range' })).toHaveValue('last_7_days');
    expect(comparison()).toHaveValue('none');
  });

  it('opens on the last 28 days against the previous period when the URL names nothing', async () => {
    renderPicker();
    expect(await screen.findByRole('combobox', { name: 'Date range' })).toHaveValue('last_28_days');
    expect(comparison()).toHaveValue('previous_period');
  });

  it('puts each choice in the URL, leaves defaults out, and Back restores the view', async () => {
    const user = userEvent.setup();
    const { router, history } = renderPicker('/dashboard?metric=totalRevenue');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Date range' }),
      'this_month',
    );
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        preset: 'this_month',
        metric: 'totalRevenue',
      }),
    );
    await user.selectOptions(comparison(), 'previous_year');
    await waitFor(() => expect(router.state.location.href).toContain('compare=previous_year'));
    expect(router.state.location.href).toContain('preset=this_month');
    await user.selectOptions(range(), 'last_28_days');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        compare: 'previous_year',
        metric: 'totalRevenue',
      }),
    );

    act(() => history.back());
    await waitFor(() => expect(range()).toHaveValue('this_month'));
    expect(comparison()).toHaveValue('previous_year');
  });

  it('applies custom days, prefilled with the days on screen, and refuses a reversed range', async () => {
    const user = userEvent.setup();
    const { router } = renderPicker('/dashboard?compare=none');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Date range' }), 'custom');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveValue('2026-03-02');
    expect(to).toHaveValue('2026-03-29');
    // Nothing changes until the days are applied.
    expect(router.state.location.search).toEqual({ compare: 'none' });

    await user.clear(from);
    await user.type(from, '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The start date must not be after the end date.',
    );
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toEqual({ compare: 'none' });

    await user.clear(from);
    await user.type(from, '2026-01-05');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        compare: 'none',
        from: '2026-01-05',
        to: '2026-03-29',
      }),
    );
    expect(range()).toHaveValue('custom');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads custom days from a shared link into the inputs', async () => {
    renderPicker('/dashboard?from=2025-12-01&to=2025-12-31');
    expect(await screen.findByRole('combobox', { name: 'Date range' })).toHaveValue('custom');
    expect(screen.getByLabelText('From')).toHaveValue('2025-12-01');
    expect(screen.getByLabelText('To')).toHaveValue('2025-12-31');
  });
});
