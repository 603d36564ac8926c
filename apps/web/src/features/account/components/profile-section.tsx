import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { AccountSection } from './section';

export type ProfileFacts = {
  displayName: string | null;
  email: string | null;
  providerId: string | null;
  memberSince: string;
  terms: { version: string | null; acceptedAt: string | null };
};

const PROVIDER_NAMES: Record<string, string> = { 'google.com': 'Google' };

const Fact = ({ label, value, testId }: { label: string; value: ReactNode; testId: string }) => (
  <div className="grid gap-0.5 py-2.5 sm:grid-cols-[14rem_1fr] sm:gap-4">
    <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
    <dd className="text-sm wrap-anywhere text-slate-900 dark:text-slate-100" data-testid={testId}>
      {value}
    </dd>
  </div>
);

/** Who the person is to Kampa: name, e-mail, photo or initials, provider, since when, terms. */
export const ProfileSection = ({ facts, avatar }: { facts: ProfileFacts; avatar: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <AccountSection id="profile" title={t('account.profile.title')}>
      <div className="flex items-center gap-4">
        {avatar}
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900 dark:text-white">
            {facts.displayName ?? t('account.profile.noName')}
          </p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{facts.email}</p>
        </div>
      </div>
      <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        <Fact
          label={t('account.profile.name')}
          value={facts.displayName ?? t('account.profile.noName')}
          testId="profile-name"
        />
        <Fact
          label={t('account.profile.email')}
          value={facts.email ?? '—'}
          testId="profile-email"
        />
        <Fact
          label={t('account.profile.provider')}
          value={
            facts.providerId
              ? (PROVIDER_NAMES[facts.providerId] ?? facts.providerId)
              : t('account.profile.providerUnknown')
          }
          testId="profile-provider"
        />
        <Fact
          label={t('account.profile.memberSince')}
          value={date(facts.memberSince)}
          testId="profile-member-since"
        />
        <Fact
          label={t('account.profile.terms')}
          value={
            facts.terms.version && facts.terms.acceptedAt
              ? t('account.profile.termsAccepted', {
                  version: facts.terms.version,
                  date: date(facts.terms.acceptedAt),
                })
              : t('account.profile.termsNone')
          }
          testId="profile-terms"
        />
      </dl>
    </AccountSection>
  );
};
