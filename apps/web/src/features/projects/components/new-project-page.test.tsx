import { makeProject } from '@kampa/contracts/test-support/factories';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/features/projects/test/render-with-router';
import { NewProjectPage } from './new-project-page';

vi.mock('@/lib/auth/auth-store', () => ({
  useAuthState: () => ({ status: 'signed-in', user: { uid: 'user-1' } }),
}));

const PROJECT = makeProject({ name: 'Acme', websiteUrl: 'https://acme.cz' });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('NewProjectPage', () => {
  it('retries with the same idempotency key, then toasts and opens the dashboard', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(503, { error: { code: 'service_unavailable', message: 'x' } }))
      .mockResolvedValueOnce(json(201, PROJECT))
      .mockResolvedValue(json(200, { projects: [PROJECT] }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithRouter(<NewProjectPage />);

    await user.type(await screen.findByLabelText('Project name'), 'Acme');
    await user.type(screen.getByLabelText('Website'), 'acme.cz');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    expect(await screen.findByTestId('dashboard-route')).toHaveTextContent(PROJECT.uid);
    expect(await screen.findByText('Project “Acme” created')).toBeInTheDocument();
    const creates = fetchMock.mock.calls.filter(([url]) => url === '/api/project/new');
    expect(creates).toHaveLength(2);
    const bodies = creates.map(
      ([, init]) => JSON.parse(String(init?.body)) as { idempotencyKey: string },
    );
    expect(bodies[0]).toMatchObject({
      name: 'Acme',
      websiteUrl: 'https://acme.cz',
      currency: 'CZK',
    });
    expect(bodies[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[1]?.idempotencyKey).toBe(bodies[0]?.idempotencyKey);
  });

  it('sends a new key when the values change or the project made with the key was deleted', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(503, { error: { code: 'service_unavailable', message: 'x' } }))
      .mockResolvedValueOnce(
        json(409, {
          error: { code: 'project_deleted', message: 'x', field: 'body.idempotencyKey' },
        }),
      )
      .mockResolvedValueOnce(json(201, PROJECT))
      .mockResolvedValue(json(200, { projects: [PROJECT] }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithRouter(<NewProjectPage />);

    await user.type(await screen.findByLabelText('Project name'), 'Acm');
    await user.type(screen.getByLabelText('Website'), 'acme.cz');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await user.type(screen.getByLabelText('Project name'), 'e');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('deleted in the meantime');
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    expect(await screen.findByTestId('dashboard-route')).toHaveTextContent(PROJECT.uid);
    const keys = fetchMock.mock.calls
      .filter(([url]) => url === '/api/project/new')
      .map(
        ([, init]) => (JSON.parse(String(init?.body)) as { idempotencyKey: string }).idempotencyKey,
      );
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it('links back to the list', async () => {
    renderWithRouter(<NewProjectPage />);
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/projects',
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New project'),
    );
  });
});
