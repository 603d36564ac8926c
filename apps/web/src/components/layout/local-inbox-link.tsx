import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { Inbox } from 'lucide-react';
import { FOCUS_RING } from '@/components/ui/button';
import { useDevMail } from '@/lib/dev-mail';

/**
 * Where a local Kampa's e-mail went: a link to the local inbox, shown only when Kampa runs with
 * its local SMTP receiver (the inbox answers); elsewhere nothing.
 */
export const LocalInboxLink = ({ label }: { label: string }) => {
  const mail = useDevMail();
  if (!mail.isSuccess) return null;
  return (
    <Link
      to="/dev/mail"
      data-testid="local-inbox-link"
      className={clsx(
        'inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300',
        FOCUS_RING,
      )}
    >
      <Inbox aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
};
