import { ALL_ALERT_EMAILS } from '@kampa/contracts/notifications/notification-preferences';
import type {
  TWorkspaceNotificationDefaults,
  TWorkspaceNotificationDefaultsBody,
} from '@kampa/contracts/notifications/workspace-notification-defaults';
import { canDoInWorkspace } from '@kampa/contracts/workspace/permissions';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../../lib/identity';
import { requireWorkspaceAccess } from '../workspace';
import * as repository from './repository';

const present = (
  row: repository.WorkspaceDefaultsRow | undefined,
  canEdit: boolean,
): TWorkspaceNotificationDefaults => ({
  alertEmails: row
    ? { critical: row.alertCritical, warning: row.alertWarning, info: row.alertInfo }
    : ALL_ALERT_EMAILS,
  language: row?.language ?? null,
  isSaved: row !== undefined,
  canEdit,
});

/** Any member of the workspace reads its defaults (they are what they get until they choose). */
export const getWorkspaceNotificationDefaults = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string,
): Promise<TWorkspaceNotificationDefaults> => {
  const { workspace, role } = await requireWorkspaceAccess(db, user, workspaceUid, 'view');
  return present(
    await repository.findWorkspaceDefaults(db, workspace.id),
    canDoInWorkspace(role, 'edit_settings'),
  );
};

/** Its owner or a manager sets them, whole. */
export const setWorkspaceNotificationDefaults = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string,
  body: TWorkspaceNotificationDefaultsBody,
): Promise<TWorkspaceNotificationDefaults> => {
  const { workspace } = await requireWorkspaceAccess(db, user, workspaceUid, 'edit_settings');
  return present(
    await repository.saveWorkspaceDefaults(db, { workspaceId: workspace.id, ...body }),
    true,
  );
};
