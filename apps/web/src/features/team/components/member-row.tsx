import { PROJECT_ROLES, type TProjectRole } from '@kampa/contracts/project/project';
import type { TMember } from '@kampa/contracts/team/team';
import { Crown, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/input';
import {
  useRemoveMember,
  useTransferOwnership,
  useUpdateMember,
} from '@/features/team/api/member-mutations';
import { ROLE_LABEL_KEYS } from '@/features/team/lib/roles';
import { teamErrorKey } from '@/features/team/lib/team-errors';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { ConfirmButton } from './confirm-button';

/** One member: who, how they joined, their role; owners change it, remove them or hand over. */
export const MemberRow = ({
  member,
  userUid,
  projectUid,
  canManageMembers,
  onOwnRoleChanged,
}: {
  member: TMember;
  userUid: string;
  projectUid: string;
  canManageMembers: boolean;
  onOwnRoleChanged: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const update = useUpdateMember(userUid, projectUid);
  const remove = useRemoveMember(userUid, projectUid);
  const transfer = useTransferOwnership(userUid, projectUid);
  const name = member.name ?? member.email ?? t('membership.members.unnamed');

  const run = async (action: () => Promise<unknown>, doneKey: string) => {
    try {
      await action();
      toast.success(t(doneKey, { name }));
      return true;
    } catch (error) {
      toast.error(t(teamErrorKey(error)));
      return false;
    }
  };

  const changeRole = (role: TProjectRole) =>
    void run(
      () => update.mutateAsync({ memberId: member.id, role }),
      'membership.members.roleChanged',
    ).then((isDone) => isDone && member.isYou && onOwnRoleChanged());

  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="member-row"
      data-email={member.email ?? ''}
    >
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere text-slate-900 dark:text-white">
          {name}
          {member.isYou ? ' ' : null}
          {member.isYou ? (
            <span className="ml-1 text-sm font-normal text-slate-600 dark:text-slate-400">
              {t('membership.members.you')}
            </span>
          ) : null}
        </p>
        {member.email && member.name ? (
          <p className="text-sm break-all text-slate-600 dark:text-slate-400">{member.email}</p>
        ) : null}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {member.invitedBy
            ? t('membership.members.invitedBy', {
                name: member.invitedBy.name ?? member.invitedBy.email,
                date: format.date(member.joinedAt, { dateStyle: 'medium' }),
              })
            : t('membership.members.since', {
                date: format.date(member.joinedAt, { dateStyle: 'medium' }),
              })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {canManageMembers ? (
          <Select
            className="w-36"
            value={member.role}
            aria-label={t('membership.members.roleOf', { name })}
            data-testid="member-role"
            disabled={update.isPending}
            onChange={(event) => changeRole(event.target.value as TProjectRole)}
          >
            {PROJECT_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_LABEL_KEYS[role])}
              </option>
            ))}
          </Select>
        ) : (
          <span
            className="text-sm font-medium text-slate-800 dark:text-slate-200"
            data-testid="member-role-text"
          >
            {t(ROLE_LABEL_KEYS[member.role])}
          </span>
        )}
        {canManageMembers && !member.isYou && member.role !== 'owner' ? (
          <ConfirmButton
            label={t('membership.transfer.open')}
            accessibleLabel={t('membership.transfer.openFor', { name })}
            title={t('membership.transfer.title', { name })}
            description={t('membership.transfer.description', { name })}
            confirmLabel={t('membership.transfer.confirm')}
            isPending={transfer.isPending}
            icon={<Crown aria-hidden="true" className="size-4" />}
            testId="member-transfer"
            onConfirm={() =>
              run(() => transfer.mutateAsync(member.id), 'membership.transfer.done').then(
                (isDone) => {
                  if (isDone) onOwnRoleChanged();
                  return isDone;
                },
              )
            }
          />
        ) : null}
        {canManageMembers && !member.isYou ? (
          <ConfirmButton
            label={t('membership.remove.open')}
            accessibleLabel={t('membership.remove.openFor', { name })}
            title={t('membership.remove.title', { name })}
            description={t('membership.remove.description')}
            confirmLabel={t('membership.remove.confirm')}
            isPending={remove.isPending}
            icon={<UserMinus aria-hidden="true" className="size-4" />}
            testId="member-remove"
            onConfirm={() => run(() => remove.mutateAsync(member.id), 'membership.remove.done')}
          />
        ) : null}
      </div>
    </li>
  );
};
