import type { TProjectGrant, TWorkspaceInviteWithLink } from '@kampa/contracts/workspace/members';
import { ZInviteEmailSchema } from '@kampa/contracts/team/team';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalInboxLink } from '@/components/layout/local-inbox-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { useInviteToWorkspace } from '@/features/team/api/workspaces';
import { WORKSPACE_ROLE_LABEL_KEYS } from '@/features/team/lib/workspace-roles';
import { teamErrorKey } from '@/features/team/lib/team-errors';
import { toast } from '@/lib/toast';
import { CopyLink } from './copy-link';
import { ProjectGrantsField } from './project-grants-field';

/**
 * Invite once: an address, a manager (every project) or a member with the projects ticked. The
 * link is e-mailed and shown to copy.
 */
export const WorkspaceInviteForm = ({
  userUid,
  workspaceUid,
  projects,
}: {
  userUid: string;
  workspaceUid: string;
  projects: { uid: string; name: string }[];
}) => {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'manager' | 'member'>('member');
  const [grants, setGrants] = useState<TProjectGrant[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<TWorkspaceInviteWithLink | null>(null);
  const invite = useInviteToWorkspace(userUid, workspaceUid);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ZInviteEmailSchema.safeParse(email).success) {
      setError(t('membership.invite.emailInvalid'));
      return;
    }
    setError(null);
    try {
      const answer = await invite.mutateAsync({
        email,
        role,
        projects: role === 'member' ? grants : [],
      });
      setCreated(answer);
      setEmail('');
      setGrants([]);
      toast.success(
        t(answer.isEmailSent ? 'membership.invite.sent' : 'membership.invite.created', {
          email: answer.invite.email,
        }),
      );
    } catch (caught) {
      setError(t(teamErrorKey(caught)));
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('membership.workspace.invite.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('membership.workspace.invite.description')}
      </p>
      <form className="mt-4 space-y-4" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
          <FormField label={t('membership.invite.email')} error={error}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="off"
                value={email}
                data-testid="workspace-invite-email"
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('membership.invite.role')}>
            {(control) => (
              <Select
                {...control}
                value={role}
                data-testid="workspace-invite-role"
                onChange={(event) => setRole(event.target.value as 'manager' | 'member')}
              >
                {(['member', 'manager'] as const).map((option) => (
                  <option key={option} value={option}>
                    {t(WORKSPACE_ROLE_LABEL_KEYS[option])}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        {role === 'member' ? (
          <ProjectGrantsField
            projects={projects}
            value={grants}
            onChange={setGrants}
            idPrefix="invite-grant"
          />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('membership.workspace.invite.managerReach')}
          </p>
        )}
        <Button
          type="submit"
          isLoading={invite.isPending}
          icon={<UserPlus aria-hidden="true" className="size-4" />}
          data-testid="workspace-invite-submit"
        >
          {t('membership.invite.submit')}
        </Button>
      </form>
      {created ? (
        <div className="mt-4" data-testid="workspace-invite-created">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('membership.invite.linkFor', { email: created.invite.email })}
          </p>
          <CopyLink link={created.link} />
          {created.isEmailSent ? (
            <p className="mt-2">
              <LocalInboxLink label={t('mail.inviteHint')} />
            </p>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
};
