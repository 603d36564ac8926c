import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { UnsettledNotice } from './source-notices';

describe('the notice of days Google may still revise', () => {
  it('says one source’s days in its own words', async () => {
    await setLanguage('en');
    render(<UnsettledNotice days={[{ kind: 'ads', from: '2026-11-20' }]} />);
    expect(screen.getByTestId('notice-unsettled')).toHaveTextContent(
      'Google Ads may still add late conversions to the days from 20 November',
    );
  });

  it('names every source with its first such day in one notice, in Czech too', async () => {
    await setLanguage('cs');
    render(
      <UnsettledNotice
        days={[
          { kind: 'analytics', from: '2026-11-24' },
          { kind: 'ads', from: '2026-11-20' },
          { kind: 'search_console', from: '2026-11-23' },
        ]}
      />,
    );
    expect(screen.getAllByTestId('notice-unsettled')).toHaveLength(1);
    expect(screen.getByTestId('notice-unsettled')).toHaveTextContent(
      'Nejnovější dny může Google ještě upravit: Google Analytics od 24. listopadu, Google Ads od 20. listopadu a Google Search Console od 23. listopadu.',
    );
  });

  it('says nothing when every day is final', async () => {
    await setLanguage('en');
    const { container } = render(<UnsettledNotice days={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
