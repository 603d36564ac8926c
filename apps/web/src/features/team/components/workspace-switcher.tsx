import { loadMembershipMessages } from '@/features/team/lib/membership-messages';
import { Link } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { useWorkspaces } from '@/features/team/api/workspaces';
import { workspaceNameOf } from '@/features/team/lib/workspace-roles';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';

// The team screens' words load with them (see the function).
loadMembershipMessages();

/**
 * The choice of workspace on the portfolio and the alerts inbox: all, one of one's own, or the
 * projects shared with one.
 */
export const SHARED_WITH_ME = 'shared';

/**
 * Which workspace the portfolio or the inbox shows (`value`: a workspace's uid, `shared`, or none
 * for all), and the way to its members. Shown once the person has more than their personal
 * workspace or projects shared with them; with one workspace there is nothing to choose.
 */
export const WorkspaceSwitcher = ({
  value,
  onChange,
  hasSharedProjects,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  hasSharedProjects: boolean;
}) => {
  const { t } = useTranslation();
  const workspaces = useWorkspaces(useSignedInUid());
  const list = workspaces.data?.workspaces ?? [];
  const chosen = list.find((workspace) => workspace.uid === value);
  const hasChoice = list.length > 1 || hasSharedProjects;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3" data-testid="workspace-switcher">
      {hasChoice ? (
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Building2 aria-hidden="true" className="size-4" />
          <span>{t('membership.workspace.switcher')}</span>
          <Select
            className="w-64"
            value={value ?? ''}
            disabled={workspaces.isPending}
            data-testid="workspace-select"
            onChange={(event) => onChange(event.target.value || undefined)}
          >
            <option value="">{t('membership.workspace.all')}</option>
            {list.map((workspace) => (
              <option key={workspace.uid} value={workspace.uid}>
                {workspaceNameOf(workspace, t)}
              </option>
            ))}
            {hasSharedProjects ? (
              <option value={SHARED_WITH_ME}>{t('membership.workspace.shared')}</option>
            ) : null}
          </Select>
        </label>
      ) : null}
      {chosen ? (
        <Link
          to="/workspaces/$workspaceUid"
          params={{ workspaceUid: chosen.uid }}
          className={buttonClasses('ghost', 'sm')}
          data-testid="workspace-manage"
        >
          {t('membership.workspace.manage')}
        </Link>
      ) : (
        <Link
          to="/workspaces"
          className={buttonClasses('ghost', 'sm')}
          data-testid="workspaces-link"
        >
          {t('membership.workspace.listTitle')}
        </Link>
      )}
    </div>
  );
};

/** Which workspace a new project goes into, said above its form (its line kept from the start). */
export const NewProjectWorkspaceNote = ({ workspaceUid }: { workspaceUid?: string }) => {
  const { t } = useTranslation();
  const workspaces = useWorkspaces(useSignedInUid());
  const list = workspaces.data?.workspaces ?? [];
  const target =
    list.find((workspace) => workspace.uid === workspaceUid) ??
    list.find((workspace) => workspace.isPersonal);
  const text = target
    ? t('membership.workspace.newProjectIn', { name: workspaceNameOf(target, t) })
    : '';
  // One line, whatever the name's length: nothing below moves when it arrives.
  return (
    <p
      className="mb-4 h-5 truncate text-sm text-slate-700 dark:text-slate-300"
      title={text}
      data-testid="new-project-workspace"
    >
      {text}
    </p>
  );
};
