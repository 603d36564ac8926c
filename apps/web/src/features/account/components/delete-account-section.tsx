import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { AccountSection } from './section';

/** "Delete my account": opens the confirmation, which names what will happen. */
export const DeleteAccountSection = ({
  userUid,
  email,
  onDeleted,
}: {
  userUid: string;
  email: string | null;
  onDeleted: () => void;
}) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <AccountSection
      id="delete"
      title={t('account.delete.title')}
      description={t('account.delete.description')}
    >
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogTrigger asChild>
          <Button
            variant="danger"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            data-testid="account-delete-button"
          >
            {t('account.delete.open')}
          </Button>
        </DialogTrigger>
        {isOpen ? (
          <DeleteAccountDialog userUid={userUid} email={email} onDeleted={onDeleted} />
        ) : null}
      </Dialog>
    </AccountSection>
  );
};
