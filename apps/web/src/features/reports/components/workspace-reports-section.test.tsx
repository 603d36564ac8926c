import type { TWorkspaceReports } from '@kampa/contracts/reports/list-workspace-reports';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { WorkspaceReportsSection } from './workspace-reports-section';

vi.mock('@/lib/auth/auth-store', () => ({
  useAuthState: () => ({ status: 'signed-in', user: { uid: 'user-1' } }),
}));

const WORKSPACE = 'abcdefghijklmnopqrstw';
const ALFA = 'alfaalfaalfaalfaalfa1';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ANSWER: TWorkspaceReports = {
  projects: [
    {
      uid: ALFA,
      name: 'Alfa',
      isArchived: false,
      reports: [
        {
          id: '0b6c9a43-5a37-4c2a-9c61-1f1d1f0c7a11',
          title: 'Monthly for Alfa',
          schedule: { kind: 'monthly', day: 4, hour: 9 },
          recipientCount: 2,
          nextSendAt: '2026-12-04T08:00:00.000Z',
          lastDelivery: {
            period: { from: '2026-10-01', to: '2026-10-31' },
            state: 'failed',
            recipients: { sent: 1, failed: 1, pending: 0 },
            queuedAt: '2026-11-04T08:00:00.000Z',
            sentAt: '2026-11-04T08:00:01.000Z',
          },
        },
      ],
    },
    {
      uid: 'betabetabetabetabeta2',
      name: 'Beta',
      isArchived: false,
      reports: [
        {
          id: '1b6c9a43-5a37-4c2a-9c61-1f1d1f0c7a12',
          title: 'Weekly for Beta',
          schedule: { kind: 'weekly', weekday: 1, hour: 8 },
          recipientCount: 1,
          nextSendAt: '2026-11-09T07:00:00.000Z',
          lastDelivery: {
            period: { from: '2026-10-26', to: '2026-11-01' },
            state: 'sent',
            recipients: { sent: 1, failed: 0, pending: 0 },
            queuedAt: '2026-11-02T07:00:00.000Z',
            sentAt: '2026-11-02T07:00:02.000Z',
          },
        },
      ],
    },
    { uid: 'cyancyancyancyancyan3', name: 'Cyan', isArchived: false, reports: [] },
  ],
};

const renderSection = () => {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <WorkspaceReportsSection userUid="user-1" workspaceUid={WORKSPACE} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

beforeEach(async () => {
  await setLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the workspace's client reports", () => {
  it('shows a skeleton while the reports load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
    );
    renderSection();
    expect(await screen.findByTestId('workspace-reports-loading')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByText('Loading the client reports…')).toBeInTheDocument();
  });

  it('says so when no client of the workspace is open to the user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json({ projects: [] })),
    );
    renderSection();
    expect(await screen.findByText(/No client of this workspace is open to you yet/)).toBeVisible();
    expect(screen.queryByTestId('workspace-report-row')).toBeNull();
  });

  it('makes a failed send and a client without a report stand out, and links each client', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(ANSWER));
    vi.stubGlobal('fetch', fetchMock);
    renderSection();
    const rows = await screen.findAllByTestId('workspace-report-row');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/api/workspaces/${WORKSPACE}/reports`);
    expect(rows.map((row) => row.getAttribute('data-problem'))).toEqual([
      'failed',
      null,
      'no_report',
    ]);

    const [alfa, beta, cyan] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(alfa).getByRole('link', { name: 'Alfa' })).toHaveAttribute(
      'href',
      `/project/${ALFA}/reports`,
    );
    expect(within(alfa).getByText('Monthly for Alfa')).toBeVisible();
    expect(within(alfa).getByText('2 recipients')).toBeVisible();
    expect(within(alfa).getByText('Monthly: day 4, 09:00')).toBeVisible();
    expect(within(alfa).getByTestId('workspace-report-state')).toHaveTextContent('Failed');
    expect(within(alfa).getByText('Failed: 1 of 2')).toBeVisible();
    expect(within(beta).getByText('Weekly: Monday, 08:00')).toBeVisible();
    expect(within(beta).getByTestId('workspace-report-state')).toHaveTextContent('Sent');
    expect(within(cyan).getByText('No report')).toBeVisible();

    expect(screen.getByTestId('workspace-reports-summary')).toHaveTextContent(
      'Clients: 3Without a report: 1Last send failed: 1',
    );
  });

  it('speaks Czech too', async () => {
    await setLanguage('cs');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json(ANSWER)),
    );
    renderSection();
    const [alfa] = await screen.findAllByTestId('workspace-report-row');
    expect(within(alfa!).getByText('2 příjemci')).toBeVisible();
    expect(within(alfa!).getByText('Každý měsíc: 4. den, 09:00')).toBeVisible();
    expect(within(alfa!).getByText('Selhalo: 1 z 2')).toBeVisible();
    expect(screen.getByText('Bez přehledu')).toBeVisible();
  });

  it('says when the reports could not be loaded, and tries again', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        json({ error: { code: 'internal_error', message: 'Something went wrong' } }, 500),
      )
      .mockResolvedValue(json(ANSWER));
    vi.stubGlobal('fetch', fetchMock);
    renderSection();
    expect(await screen.findByText('The client reports could not be loaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('workspace-report-row')).toHaveLength(3);
  });
});
