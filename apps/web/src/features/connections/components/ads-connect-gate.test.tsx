import { makeProject } from '@kampa/contracts/test-support/factories';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConnect } from '@/features/connections/test/render-connect';
import { AdsConnectGate } from './ads-connect-gate';

const ADS_SCREEN = <p>The Ads dashboard</p>;

describe('AdsConnectGate', () => {
  it('offers editors the connect flow while Google Ads is not connected, instead of the screen', async () => {
    const project = makeProject({ role: 'editor' });
    renderConnect(<AdsConnectGate project={project}>{ADS_SCREEN}</AdsConnectGate>, '/ads');
    expect(await screen.findByRole('link', { name: 'Connect Google Ads' })).toHaveAttribute(
      'href',
      `/project/${project.uid}/ads/connect`,
    );
    expect(screen.queryByText('The Ads dashboard')).toBeNull();
  });

  it('tells a viewer who can connect it, without a link', async () => {
    renderConnect(
      <AdsConnectGate project={makeProject({ role: 'viewer' })}>{ADS_SCREEN}</AdsConnectGate>,
      '/ads',
    );
    expect(
      await screen.findByText('An editor or owner of this project can connect it.'),
    ).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the screen once connected, with a note while the account needs attention', async () => {
    const project = makeProject({
      connections: { analytics: 'not_connected', ads: 'reconnect_needed' },
    });
    renderConnect(<AdsConnectGate project={project}>{ADS_SCREEN}</AdsConnectGate>, '/ads');
    expect(await screen.findByText('The Ads dashboard')).toBeVisible();
    expect(screen.getByTestId('ads-gate-note')).toHaveTextContent('needs attention');
  });

  it('shows the screen alone when Google Ads is connected and fine', async () => {
    const project = makeProject({ connections: { analytics: 'not_connected', ads: 'connected' } });
    renderConnect(<AdsConnectGate project={project}>{ADS_SCREEN}</AdsConnectGate>, '/ads');
    expect(await screen.findByText('The Ads dashboard')).toBeVisible();
    expect(screen.queryByTestId('ads-gate-note')).toBeNull();
  });
});
