import type { TInvite } from '@kampa/contracts/team/team';
import { Link2, Send, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useRenewInvite, useRevokeInvite } from '@/features/team/api/invite-mutations';
import { ROLE_LABEL_KEYS } from '@/features/team/lib/roles';
import { teamErrorKey } from '@/features/team/lib/team-errors';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { CopyLink } from './copy-link';

/**
 * A pending invite: resend (a new link by e-mail), a new link to copy (only the link's hash is
 * kept, so the old one cannot be shown again), revoke.
 */
export const InviteRow = ({
  invite,
  userUid,
  projectUid,
  canManage,
}: {
  invite: TInvite;
  userUid: string;
  projectUid: string;
  canManage: boolean;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const renew = useRenewInvite(userUid, projectUid);
  const revoke = useRevokeInvite(userUid, projectUid);
  const [link, setLink] = useState<string | null>(null);

  const onRenew = async (sendEmail: boolean) => {
    try {
      const answer = await renew.mutateAsync({ inviteId: invite.id, sendEmail });
      if (sendEmail) toast.success(t('membership.invites.resent', { email: invite.email }));
      else setLink(answer.link);
    } catch (error) {
      toast.error(t(teamErrorKey(error)));
    }
  };
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(invite.id);
      toast.success(t('membership.invites.revoked', { email: invite.email }));
    } catch (error) {
      toast.error(t(teamErrorKey(error)));
    }
  };

  return (
    <li className="py-4" data-testid="invite-row" data-email={invite.email}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium break-all text-slate-900 dark:text-white">{invite.email}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(ROLE_LABEL_KEYS[invite.role])} ·{' '}
            {invite.isExpired
              ? t('membership.invites.expired')
              : t('membership.invites.validUntil', {
                  date: format.date(invite.expiresAt, { dateStyle: 'medium' }),
                })}
          </p>
        </div>
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="ghost"
              size="sm"
              icon={<Send aria-hidden="true" className="size-4" />}
              aria-label={t('membership.invites.resendFor', { email: invite.email })}
              disabled={renew.isPending}
              onClick={() => void onRenew(true)}
            >
              {t('membership.invites.resend')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              icon={<Link2 aria-hidden="true" className="size-4" />}
              aria-label={t('membership.invites.newLinkFor', { email: invite.email })}
              disabled={renew.isPending}
              onClick={() => void onRenew(false)}
            >
              {t('membership.invites.newLink')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              icon={<X aria-hidden="true" className="size-4" />}
              aria-label={t('membership.invites.revokeFor', { email: invite.email })}
              isLoading={revoke.isPending}
              data-testid="invite-revoke"
              onClick={() => void onRevoke()}
            >
              {t('membership.invites.revoke')}
            </Button>
          </div>
        ) : null}
      </div>
      {link ? <CopyLink link={link} /> : null}
    </li>
  );
};
