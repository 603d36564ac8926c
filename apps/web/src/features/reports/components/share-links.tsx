import type { TShareLink } from '@kampa/contracts/reports/report';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useRenewShareLink, useRevokeShareLink } from '@/features/reports/api/reports';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { LINK_STATE_KEYS } from '@/features/reports/lib/report-labels';

/** A report's share links: state, expiry and opens; editors renew and revoke them. */
export const ShareLinks = ({
  projectUid,
  reportId,
  links,
  canEdit,
}: {
  projectUid: string;
  reportId: string;
  links: readonly TShareLink[];
  canEdit: boolean;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const userUid = useSignedInUid();
  const renew = useRenewShareLink(userUid);
  const revoke = useRevokeShareLink(userUid);
  if (links.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('reports.link.none')}</p>;
  }
  const onDone = (message: string) => ({
    onSuccess: () => toast.success(message),
    onError: () => toast.error(t('reports.link.actionFailed')),
  });
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="share-links">
      {links.map((link) => {
        const params = { projectUid: projectUid, reportId, linkId: link.id };
        const created = format.date(link.createdAt, { dateStyle: 'medium' });
        return (
          <li
            key={link.id}
            className="flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-center"
            data-testid="share-link"
          >
            <div className="min-w-0 flex-1 text-slate-800 dark:text-slate-200">
              <span className="font-medium">{t(LINK_STATE_KEYS[link.state])}</span>
              {' · '}
              {t('reports.link.created', { date: created })}
              {' · '}
              {link.state === 'revoked'
                ? t('reports.link.revokedOn', {
                    date: format.date(link.revokedAt ?? link.createdAt, { dateStyle: 'medium' }),
                  })
                : t('reports.link.expires', {
                    date: format.date(link.expiresAt, { dateStyle: 'medium' }),
                  })}
              {' · '}
              <span data-testid="share-link-opens">
                {t('reports.link.opens', { count: link.opens })}
              </span>
              {link.hasPassword ? ` · ${t('reports.link.withPassword')}` : ''}
              {link.lockedUntil ? ` · ${t('reports.link.locked')}` : ''}
            </div>
            {canEdit && link.state !== 'revoked' ? (
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('reports.link.renewNamed', { date: created })}
                  isLoading={renew.isPending && renew.variables.linkId === link.id}
                  onClick={() => renew.mutate(params, onDone(t('reports.link.renewed')))}
                >
                  {t('reports.link.renew')}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={t('reports.link.revokeNamed', { date: created })}
                  isLoading={revoke.isPending && revoke.variables.linkId === link.id}
                  onClick={() => revoke.mutate(params, onDone(t('reports.link.revoked')))}
                >
                  {t('reports.link.revoke')}
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
};
