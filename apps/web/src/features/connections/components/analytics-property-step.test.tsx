import { makeProject } from '@kampa/contracts/test-support/factories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConnect, stubApi } from '@/features/connections/test/render-connect';
import { AnalyticsPropertyStep, PROPERTY_SEARCH_THRESHOLD } from './analytics-property-step';

vi.mock('@/lib/auth/auth-store', () => ({
  useAuthState: () => ({ status: 'signed-in', user: { uid: 'user-1' } }),
}));
afterEach(() => vi.unstubAllGlobals());

const CONNECTION = '0b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e11';
const PROJECT = makeProject();
const BASE = `/api/project/${PROJECT.uid}/analytics`;

const ACCOUNTS = {
  connection: { id: CONNECTION, googleEmail: 'demo@kampa.local' },
  accounts: [
    {
      accountId: '200100',
      displayName: 'Zahradní centrum Kampa',
      properties: [{ propertyId: '310000001', displayName: 'zahradnicentrum.cz – e-shop' }],
    },
    {
      accountId: '200400',
      displayName: 'Kampa Sandbox',
      properties: [{ propertyId: '390000001', displayName: 'Sandbox (no Data API access)' }],
    },
  ],
};

const property = (propertyId: string, isReadable: boolean) => ({
  propertyId,
  displayName: 'x',
  accountId: propertyId === '390000001' ? '200400' : '200100',
  timeZone: isReadable ? 'Europe/Prague' : null,
  currency: isReadable ? 'CZK' : null,
  isReadable,
  unreadableReason: isReadable
    ? null
    : 'User does not have sufficient permissions for this property.',
});

const renderStep = (onSaved = vi.fn()) =>
  renderConnect(
    <AnalyticsPropertyStep
      connectionId={CONNECTION}
      currentExternalId={null}
      onSaved={onSaved}
      project={PROJECT}
      onAdopt={vi.fn()}
    />,
  );

describe('AnalyticsPropertyStep', () => {
  it('shows a property the Data API refuses as not readable, with the reason, and cannot save it', async () => {
    stubApi({
      [`GET ${BASE}/accounts`]: { body: ACCOUNTS },
      [`GET ${BASE}/properties/390000001`]: { body: property('390000001', false) },
    });
    renderStep();
    const sandbox = await screen.findByRole('group', { name: 'Kampa Sandbox (account 200400)' });
    await userEvent.click(within(sandbox).getByRole('radio', { name: /Sandbox/ }));
    expect(await screen.findByTestId('property-readability')).toHaveTextContent('Not readable');
    const details = screen.getByTestId('property-details');
    expect(within(details).getByRole('alert')).toHaveTextContent('cannot be saved');
    expect(screen.getByTestId('unreadable-reason')).toHaveTextContent(
      'Google says: User does not have sufficient permissions for this property.',
    );
    expect(screen.getByTestId('property-time-zone')).toHaveTextContent('Unknown');
    const save = screen.getByRole('button', { name: 'Save and start syncing' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(
      'This property cannot be read, so it cannot be saved.',
    );
  });

  it('shows a readable property’s time zone and currency and saves it with its account', async () => {
    const { calls } = stubApi({
      [`GET ${BASE}/accounts`]: { body: ACCOUNTS },
      [`GET ${BASE}/properties/310000001`]: { body: property('310000001', true) },
      [`PATCH ${BASE}`]: { body: { ...PROJECT, syncProgress: 0 } },
    });
    const onSaved = vi.fn();
    renderStep(onSaved);
    await userEvent.click(await screen.findByRole('radio', { name: /e-shop/ }));
    expect(await screen.findByTestId('property-readability')).toHaveTextContent('Readable');
    expect(screen.getByTestId('property-time-zone')).toHaveTextContent('Europe/Prague');
    expect(screen.getByTestId('property-currency')).toHaveTextContent('CZK');
    const save = screen.getByRole('button', { name: 'Save and start syncing' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls(`PATCH ${BASE}`)[0]?.body).toEqual({
      connectionId: CONNECTION,
      accountId: '200100',
      propertyId: '310000001',
    });
  });

  it('says why a save was refused', async () => {
    stubApi({
      [`GET ${BASE}/accounts`]: { body: ACCOUNTS },
      [`GET ${BASE}/properties/310000001`]: { body: property('310000001', true) },
      [`PATCH ${BASE}`]: {
        status: 409,
        body: { error: { code: 'reconnect_needed', message: 'connect again' } },
      },
    });
    renderStep();
    await userEvent.click(await screen.findByRole('radio', { name: /e-shop/ }));
    const save = screen.getByRole('button', { name: 'Save and start syncing' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Google no longer accepts this Google account's connection.",
    );
  });

  it('offers a search when there are many properties, and filters by name or id', async () => {
    const many = Array.from({ length: PROPERTY_SEARCH_THRESHOLD + 2 }, (_, i) => ({
      propertyId: String(320000000 + i),
      displayName: i === 3 ? 'Pekárna Jelínek' : `Web ${i}`,
    }));
    stubApi({
      [`GET ${BASE}/accounts`]: {
        body: {
          ...ACCOUNTS,
          accounts: [{ accountId: '1', displayName: 'Agentura', properties: many }],
        },
      },
    });
    renderStep();
    const search = await screen.findByLabelText('Search properties');
    expect(screen.getAllByRole('radio')).toHaveLength(many.length);
    await userEvent.type(search, 'pekarna');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Pekárna Jelínek/ })).toBeVisible();
    expect(screen.getByText(`1 of ${many.length} shown`)).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, '320000007');
    expect(screen.getByRole('radio', { name: /Web 7/ })).toBeVisible();
  });

  it('has no search box for a few properties', async () => {
    stubApi({ [`GET ${BASE}/accounts`]: { body: ACCOUNTS } });
    renderStep();
    await screen.findAllByRole('radio');
    expect(screen.queryByLabelText('Search properties')).toBeNull();
  });
});
