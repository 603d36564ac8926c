import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { useAcceptTos } from '@/features/auth/api/accept-tos';
import { toast } from '@/lib/toast';
import type { TTosStatus } from '@kampa/contracts/user/tos-status';

/** Before any project screen: the current terms must be accepted (again, after a new version). */
export const TosAcceptance = ({ uid, status }: { uid: string; status: TTosStatus }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const acceptTos = useAcceptTos(uid);
  const isUpdate = status.acceptedVersion !== null;
  return (
    <div className="flex justify-center px-4 py-10">
      <Card className="w-full max-w-xl p-6 sm:p-8" role="region" aria-labelledby="tos-title">
        <h1 id="tos-title" className="text-2xl font-semibold text-slate-900 dark:text-white">
          {isUpdate ? t('auth.tos.titleUpdated') : t('auth.tos.title')}
        </h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          {t('auth.tos.intro', { date: format.date(status.currentVersion) })}
        </p>
        <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>{t('auth.tos.pointData')}</li>
          <li>{t('auth.tos.pointAccess')}</li>
          <li>{t('auth.tos.pointDelete')}</li>
        </ul>
        <p className="mt-4 text-sm">
          <Link
            to="/terms-of-service"
            target="_blank"
            className="font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
          >
            {t('auth.tos.readFull')}
          </Link>
        </p>
        <div className="mt-6 flex justify-end">
          <Button
            isLoading={acceptTos.isPending}
            data-testid="tos-accept"
            onClick={() =>
              acceptTos.mutate(undefined, {
                onError: (error) => {
                  console.error('Accepting the terms failed:', error);
                  toast.error(t('auth.tos.failed'));
                },
              })
            }
          >
            {t('auth.tos.accept')}
          </Button>
        </div>
      </Card>
    </div>
  );
};
