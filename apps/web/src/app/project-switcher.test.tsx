import { makeProject } from '@kampa/contracts/test-support/factories';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useParams,
  useRouterState,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectSwitcher } from '@/app/project-switcher';
import { recentProjectsKey } from '@/lib/recent-projects';

vi.mock('@/lib/auth/auth-store', () => ({
  useAuthState: () => ({ status: 'signed-in', user: { uid: 'user-1' } }),
}));

const PROJECTS = [
  makeProject({ uid: 'p-alza', name: 'Alza', websiteUrl: 'https://www.alza.cz/' }),
  makeProject({ uid: 'p-zoot', name: 'Zoot', websiteUrl: 'https://www.zoot.cz/' }),
  makeProject({ uid: 'p-kytky', name: 'Květiny Brno', websiteUrl: 'https://kytky.cz/' }),
];

vi.mock('@/features/projects/api/list-projects', () => ({
  getProjectsQueryOptions: () => ({
    queryKey: ['projects'],
    queryFn: () => Promise.resolve({ projects: PROJECTS }),
  }),
}));

const Screen = () => {
  const { projectId: projectUid } = useParams({ strict: false });
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <>
      <ProjectSwitcher projectUid={projectUid ?? ''} />
      <p data-testid="where">{href}</p>
    </>
  );
};

const renderAt = (path: string) => {
  // jsdom neither scrolls nor lays out.
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  const root = createRootRoute();
  const project = createRoute({
    getParentRoute: () => root,
    path: '/project/$projectId/$screen',
    component: Screen,
  });
  const router = createRouter({
    routeTree: root.addChildren([project]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

afterEach(() => window.localStorage.clear());

describe('ProjectSwitcher', () => {
  it('lists the recently opened projects first and opens the same screen of the one chosen by keyboard, with the range', async () => {
    window.localStorage.setItem(recentProjectsKey('user-1'), JSON.stringify(['p-kytky']));
    const user = userEvent.setup();
    renderAt('/project/p-zoot/ads?preset=year_to_date&compare=none&metric=clicks');
    await screen.findByRole('button', { name: 'Switch project' });
    await user.keyboard('{Control>}k{/Control}');
    // The dialog's code loads on the first opening (a limit for a loaded machine, not a timing
    // assertion).
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Switch project' },
      { timeout: 15_000 },
    );
    const box = within(dialog).getByRole('combobox', { name: 'Find a project' });
    expect(box).toHaveFocus();
    const options = await within(dialog).findAllByRole('option');
    // The open project became the latest; the one opened before it next; the rest by name.
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Zoot'),
      expect.stringContaining('Květiny Brno'),
      expect.stringContaining('Alza'),
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/project/p-alza/ads?preset=year_to_date&compare=none',
    );
  });

  it('filters by name or site, ignoring accents, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderAt('/project/p-zoot/team');
    await user.click(await screen.findByRole('button', { name: 'Switch project' }));
    const box = await screen.findByRole(
      'combobox',
      { name: 'Find a project' },
      { timeout: 15_000 },
    );
    await screen.findAllByRole('option');
    await user.type(box, 'kvetiny');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.clear(box);
    await user.type(box, 'alza.cz');
    const [alza] = screen.getAllByRole('option');
    expect(alza).toHaveTextContent('Alza');
    await user.type(box, 'x');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No project matches.');
    await user.clear(box);
    await user.click(screen.getByRole('option', { name: /Květiny Brno/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/project/p-kytky/team');
  });
});
