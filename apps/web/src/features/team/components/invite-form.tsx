import { loadMembershipMessages } from '@/features/team/lib/membership-messages';
import { canInviteRole, invitableRoles } from '@kampa/contracts/project/permissions';
import type { TProjectRole } from '@kampa/contracts/project/project';
import type { TInviteWithLink } from '@kampa/contracts/team/team';
import { ZInviteEmailSchema } from '@kampa/contracts/team/team';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalInboxLink } from '@/components/layout/local-inbox-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { useCreateInvite } from '@/features/team/api/invite-mutations';
import { ROLE_LABEL_KEYS } from '@/features/team/lib/roles';
import { teamErrorKey } from '@/features/team/lib/team-errors';
import { toast } from '@/lib/toast';
import { CopyLink } from './copy-link';

// The team screens' words load with them (see the function).
loadMembershipMessages();

/** Invite by e-mail with a role (only the roles the caller may give); shows the link to copy. */
export const InviteForm = ({
  userUid,
  projectUid,
  yourRole,
}: {
  userUid: string;
  projectUid: string;
  yourRole: TProjectRole;
}) => {
  const { t } = useTranslation();
  const roles = invitableRoles(yourRole);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TProjectRole>(roles.at(-1) ?? 'viewer');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [created, setCreated] = useState<TInviteWithLink | null>(null);
  const create = useCreateInvite(userUid, projectUid);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ZInviteEmailSchema.safeParse(email).success) {
      setEmailError(t('membership.invite.emailInvalid'));
      return;
    }
    setEmailError(null);
    try {
      const answer = await create.mutateAsync({ email, role });
      setCreated(answer);
      setEmail('');
      toast.success(
        t(answer.isEmailSent ? 'membership.invite.sent' : 'membership.invite.created', {
          email: answer.invite.email,
        }),
      );
    } catch (error) {
      setEmailError(t(teamErrorKey(error)));
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('membership.invite.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t(
          canInviteRole(yourRole, 'owner')
            ? 'membership.invite.descriptionOwner'
            : 'membership.invite.descriptionEditor',
        )}
      </p>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <FormField label={t('membership.invite.email')} error={emailError}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={email}
              data-testid="invite-email"
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('membership.invite.role')}>
          {(control) => (
            <Select
              {...control}
              value={role}
              data-testid="invite-role"
              onChange={(event) => setRole(event.target.value as TProjectRole)}
            >
              {roles.map((option) => (
                <option key={option} value={option}>
                  {t(ROLE_LABEL_KEYS[option])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button
          type="submit"
          className="sm:mt-7"
          isLoading={create.isPending}
          icon={<UserPlus aria-hidden="true" className="size-4" />}
          data-testid="invite-submit"
        >
          {t('membership.invite.submit')}
        </Button>
      </form>
      {created ? (
        <div className="mt-4" data-testid="invite-created">
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
