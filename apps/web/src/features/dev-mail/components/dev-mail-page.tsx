import { Inbox, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD_SURFACE } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useDevMail } from '@/lib/dev-mail';
import { useFormat } from '@/lib/format';
import { MailText } from './mail-text';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * `/dev/mail`: the local inbox. When Kampa runs on this computer (`npm start`), the e-mail it
 * sends — invitations, alerts — goes to a local SMTP receiver instead of real inboxes; this page
 * shows what the recipients would get. Elsewhere it says it is not available.
 */
export const DevMailPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const mail = useDevMail();
  useDocumentTitle('screen', t('mail.title'));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="pb-8">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t('mail.title')}
        </h1>
        <p className="mt-3 text-base leading-7 text-slate-700 dark:text-slate-300">
          {t('mail.description')}
        </p>
      </header>
      {mail.isPending ? (
        <div role="status" aria-label={t('mail.loading')}>
          <Skeleton className="h-40" />
        </div>
      ) : mail.isError ? (
        <EmptyState
          icon={<MailX aria-hidden="true" className="size-6" />}
          title={t('mail.unavailable.title')}
          description={t('mail.unavailable.body')}
        />
      ) : mail.data.messages.length === 0 ? (
        <EmptyState
          icon={<Inbox aria-hidden="true" className="size-6" />}
          title={t('mail.empty.title')}
          description={t('mail.empty.body')}
        />
      ) : (
        <ol className="grid gap-4" aria-label={t('mail.listLabel')}>
          {mail.data.messages.map((message) => (
            <li key={message.id} className={`${CARD_SURFACE} p-5`} data-testid="dev-mail-message">
              <h2 className="font-semibold wrap-anywhere text-slate-900 dark:text-white">
                {message.subject}
              </h2>
              <p className="mt-1 text-xs wrap-anywhere text-slate-600 dark:text-slate-400">
                {t('mail.meta', {
                  to: message.to.join(', '),
                  from: message.from,
                  at: format.date(message.receivedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </p>
              <MailText text={message.text} />
              {message.attachments.length > 0 ? (
                <p
                  className="mt-2 text-xs wrap-anywhere text-slate-600 dark:text-slate-400"
                  data-testid="dev-mail-attachments"
                >
                  {t('mail.attachments', {
                    list: message.attachments
                      .map(
                        (file) =>
                          `${file.filename} (${format.number(Math.ceil(file.size / 1024))} kB)`,
                      )
                      .join(', '),
                  })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
};
