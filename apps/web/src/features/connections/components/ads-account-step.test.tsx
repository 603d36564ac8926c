import { makeProject } from '@kampa/contracts/test-support/factories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConnect, stubApi } from '@/features/connections/test/render-connect';
import { AdsAccountStep } from './ads-account-step';

vi.mock('@/lib/auth/auth-store', () => ({
  useAuthState: () => ({ status: 'signed-in', user: { uid: 'user-1' } }),
}));
afterEach(() => vi.unstubAllGlobals());

const CONNECTION = '0b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e11';
const PROJECT = makeProject();
const BASE = `/api/project/${PROJECT.uid}/ads`;

const customer = (customerId: string, descriptiveName: string, isManager = false) => ({
  customerId,
  descriptiveName,
  currency: 'CZK',
  timeZone: 'Europe/Prague',
  isManager,
});

const ACCOUNTS = {
  connection: { id: CONNECTION, googleEmail: 'demo@kampa.local' },
  customers: [
    {
      ...customer('1110000001', 'Kampa Digital (MCC)', true),
      clients: [
        customer('4810000001', 'Zahradní centrum – Ads'),
        customer('4890000001', 'Sub-manager', true),
      ],
    },
    { ...customer('4830000001', 'Instalatérství Novák'), clients: [] },
  ],
};

describe('AdsAccountStep', () => {
  it('lists a manager with its clients; the manager cannot be chosen and says why', async () => {
    stubApi({ [`GET ${BASE}/accounts`]: { body: ACCOUNTS } });
    renderConnect(
      <AdsAccountStep
        connectionId={CONNECTION}
        currentExternalId={null}
        onSaved={vi.fn()}
        project={PROJECT}
        onAdopt={vi.fn()}
      />,
    );
    const manager = await screen.findByRole('group', {
      name: 'Manager account Kampa Digital (MCC) and its client accounts',
    });
    const managerRadio = within(manager).getByRole('radio', { name: /Kampa Digital \(MCC\)/ });
    expect(managerRadio).toBeDisabled();
    expect(managerRadio).toHaveAccessibleDescription(
      'A manager account has no ads or data of its own, so it cannot be chosen. Choose one of its client accounts: Kampa reads it through the manager.',
    );
    expect(within(manager).getByRole('radio', { name: /Sub-manager/ })).toBeDisabled();
    expect(within(manager).getByRole('radio', { name: /Zahradní centrum/ })).toBeEnabled();
    expect(screen.getByText('Customer ID 481-000-0001')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save and start syncing' })).toBeDisabled();
  });

  it('saves a client with the manager as login-customer-id', async () => {
    const { calls } = stubApi({
      [`GET ${BASE}/accounts`]: { body: ACCOUNTS },
      [`PATCH ${BASE}`]: { body: PROJECT },
    });
    const onSaved = vi.fn();
    renderConnect(
      <AdsAccountStep
        connectionId={CONNECTION}
        currentExternalId={null}
        onSaved={onSaved}
        project={PROJECT}
        onAdopt={vi.fn()}
      />,
    );
    await userEvent.click(await screen.findByRole('radio', { name: /Zahradní centrum/ }));
    expect(screen.getByTestId('ads-login-customer')).toHaveTextContent(
      'Manager Kampa Digital (MCC) (111-000-0001)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and start syncing' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(PROJECT));
    expect(calls(`PATCH ${BASE}`)[0]?.body).toEqual({
      connectionId: CONNECTION,
      customerId: '4810000001',
      loginCustomerId: '1110000001',
    });
  });

  it('saves a directly reachable account without a manager, and explains a manager refusal', async () => {
    const { calls } = stubApi({
      [`GET ${BASE}/accounts`]: { body: ACCOUNTS },
      [`PATCH ${BASE}`]: {
        status: 422,
        body: { error: { code: 'manager_account', message: 'manager', field: 'body.customerId' } },
      },
    });
    renderConnect(
      <AdsAccountStep
        connectionId={CONNECTION}
        currentExternalId="4830000001"
        onSaved={vi.fn()}
        project={PROJECT}
        onAdopt={vi.fn()}
      />,
    );
    const direct = await screen.findByRole('radio', { name: /Instalatérství Novák/ });
    expect(screen.getByText('Customer ID 483-000-0001 · used now')).toBeVisible();
    await userEvent.click(direct);
    expect(screen.getByTestId('ads-login-customer')).toHaveTextContent('Directly, no manager');
    await userEvent.click(screen.getByRole('button', { name: 'Save and start syncing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A manager account has no data of its own. Choose one of its client accounts.',
    );
    expect(calls(`PATCH ${BASE}`)[0]?.body).toEqual({
      connectionId: CONNECTION,
      customerId: '4830000001',
    });
  });
});
