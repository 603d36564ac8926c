import { clsx } from 'clsx';
import { FOCUS_RING } from '@/components/ui/button';

const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** A plain-text e-mail body with its web addresses made links (an invitation's link works here). */
export const MailText = ({ text }: { text: string }) => (
  <p className="mt-3 text-sm leading-6 wrap-anywhere whitespace-pre-wrap text-slate-700 dark:text-slate-300">
    {text.split(LINK).map((part, index) =>
      index % 2 === 1 ? (
        <a
          key={`${index} ${part}`}
          href={part}
          rel="noreferrer"
          className={clsx(
            'rounded font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300',
            FOCUS_RING,
          )}
        >
          {part}
        </a>
      ) : (
        part
      ),
    )}
  </p>
);
