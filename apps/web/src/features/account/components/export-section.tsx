import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useExportAccount } from '@/features/account/api/export-account';
import { toast } from '@/lib/toast';
import { AccountSection } from './section';

/** "Download my data": everything Kampa keeps about the person, as a JSON file. */
export const ExportSection = () => {
  const { t } = useTranslation();
  const exportAccount = useExportAccount();
  return (
    <AccountSection
      id="export"
      title={t('account.export.title')}
      description={t('account.export.description')}
    >
      <Button
        variant="secondary"
        icon={<Download aria-hidden="true" className="size-4" />}
        isLoading={exportAccount.isPending}
        data-testid="account-export-button"
        onClick={() =>
          exportAccount.mutate(undefined, {
            onSuccess: () => toast.success(t('account.export.done')),
            onError: () => toast.error(t('account.export.error')),
          })
        }
      >
        {t('account.export.button')}
      </Button>
    </AccountSection>
  );
};
