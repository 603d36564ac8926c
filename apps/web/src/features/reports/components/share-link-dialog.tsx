import { SHARE_LINK_DEFAULT_DAYS } from '@kampa/contracts/reports/report';
import { Copy, ExternalLink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCreateShareLink } from '@/features/reports/api/reports';
import { isApiError } from '@/lib/api-client';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';

/**
 * Makes a share link: its expiry and an optional password, then its address, shown this once
 * (only a hash of it is kept), to copy or open.
 */
export const ShareLinkDialog = ({
  projectUid,
  reportId,
  onClose,
}: {
  projectUid: string;
  reportId: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const create = useCreateShareLink(useSignedInUid());
  const [days, setDays] = useState(String(SHARE_LINK_DEFAULT_DAYS));
  const [password, setPassword] = useState('');
  const [badField, setBadField] = useState<'days' | 'password' | null>(null);
  const url = create.data?.url ?? null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const expiresInDays = Number(days);
    if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > 365) {
      setBadField('days');
      return;
    }
    if (password !== '' && password.length < 8) {
      setBadField('password');
      return;
    }
    setBadField(null);
    create.mutate(
      {
        projectUid: projectUid,
        reportId,
        body: { expiresInDays, password: password === '' ? null : password },
      },
      {
        onError: (error) => {
          if (isApiError(error) && error.field?.includes('password')) setBadField('password');
          else if (isApiError(error) && error.status === 400) setBadField('days');
        },
      },
    );
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('reports.link.copied'));
    } catch {
      toast.error(t('reports.link.copyFailed'));
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        data-testid="share-link-dialog"
        title={t('reports.link.newTitle')}
        description={t(url ? 'reports.link.shownOnce' : 'reports.link.description')}
        closeLabel={t('reports.form.close')}
      >
        {url ? (
          <div className="space-y-4">
            <Input
              readOnly
              value={url}
              aria-label={t('reports.link.address')}
              data-testid="share-link-url"
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                icon={<Copy aria-hidden="true" className="size-4" />}
                onClick={() => void copy()}
              >
                {t('reports.link.copy')}
              </Button>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('secondary', 'md', 'gap-2')}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t('reports.link.open')}
              </a>
              <DialogClose asChild>
                <Button>{t('reports.link.done')}</Button>
              </DialogClose>
            </div>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              label={t('reports.link.days')}
              error={badField === 'days' ? t('reports.link.errors.days') : null}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  value={days}
                  onChange={(event) => setDays(event.target.value)}
                />
              )}
            </FormField>
            <FormField
              label={t('reports.link.password')}
              hint={t('reports.link.passwordHint')}
              error={badField === 'password' ? t('reports.link.errors.password') : null}
            >
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
            {create.isError && badField === null ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {t('reports.link.failed')}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="secondary">
                  {t('reports.form.cancel')}
                </Button>
              </DialogClose>
              <Button type="submit" isLoading={create.isPending}>
                {t('reports.link.create')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
};
