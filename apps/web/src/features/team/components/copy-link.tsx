import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';

/** An invitation link, selectable, with a copy button. */
export const CopyLink = ({ link }: { link: string }) => {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('membership.link.copied'));
    } catch {
      toast.error(t('membership.link.copyFailed'));
    }
  };
  return (
    <div className="mt-2 flex flex-col gap-2 sm:flex-row">
      <Input
        readOnly
        value={link}
        aria-label={t('membership.link.label')}
        data-testid="invite-link"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        variant="secondary"
        icon={<Copy aria-hidden="true" className="size-4" />}
        onClick={() => void copy()}
      >
        {t('membership.link.copy')}
      </Button>
    </div>
  );
};
