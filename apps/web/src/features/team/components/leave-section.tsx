import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useLeaveProject } from '@/features/team/api/member-mutations';
import { teamErrorKey } from '@/features/team/lib/team-errors';
import { toast } from '@/lib/toast';
import { ConfirmButton } from './confirm-button';

/** Leave the project; the last owner is told to hand it over first. */
export const LeaveSection = ({
  projectUid,
  isLastOwner,
  onLeft,
}: {
  projectUid: string;
  isLastOwner: boolean;
  onLeft: () => void;
}) => {
  const { t } = useTranslation();
  const leave = useLeaveProject(projectUid);
  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('membership.leave.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t(isLastOwner ? 'membership.leave.lastOwner' : 'membership.leave.description')}
        </p>
      </div>
      {isLastOwner ? null : (
        <ConfirmButton
          variant="secondary"
          label={t('membership.leave.open')}
          title={t('membership.leave.confirmTitle')}
          description={t('membership.leave.confirmDescription')}
          confirmLabel={t('membership.leave.confirm')}
          isPending={leave.isPending}
          icon={<LogOut aria-hidden="true" className="size-4" />}
          testId="team-leave"
          onConfirm={async () => {
            try {
              await leave.mutateAsync();
            } catch (error) {
              toast.error(t(teamErrorKey(error)));
              return false;
            }
            toast.success(t('membership.leave.done'));
            onLeft();
            return true;
          }}
        />
      )}
    </Card>
  );
};
