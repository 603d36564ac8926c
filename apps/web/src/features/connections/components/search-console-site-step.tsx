import { ShieldPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSaveSource } from '@/features/connections/api/save-source';
import { useSearchConsoleSites } from '@/features/connections/api/list-search-console-sites';
import { useStartGoogleConnection } from '@/features/connections/api/start-google-connection';
import { isScopeMissing, siteLabel } from '@/features/connections/lib/search-console';
import { matchesSearch } from '@/features/connections/lib/connection-errors';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { ChoiceOption } from './choice-option';
import { SearchBox } from './search-box';
import type { SourceChooserProps } from './source-chooser-props';
import { SourceChoiceStep } from './source-choice-step';

/** More sites than this and the list gets a search box. */
export const SITE_SEARCH_THRESHOLD = 8;

/**
 * A connection made before Kampa read Search Console lacks its permission: why more is needed,
 * and Google's consent again, which adds it to what the account already allowed.
 */
export const ScopeMissingNotice = ({ projectUid }: { projectUid: string }) => {
  const { t } = useTranslation();
  const consent = useStartGoogleConnection();
  return (
    <div
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
      data-testid="scope-missing"
    >
      <p className="font-medium">{t('connections.search.scopeMissing.title')}</p>
      <p className="mt-1">{t('connections.search.scopeMissing.body')}</p>
      <Button
        className="mt-3"
        icon={<ShieldPlus aria-hidden="true" className="size-4" />}
        isLoading={consent.isPending || consent.isSuccess}
        onClick={() => consent.mutate({ projectUid, body: { returnTo: 'search' } })}
        data-testid="grant-search-console"
      >
        {t('connections.search.scopeMissing.action')}
      </Button>
      {consent.isError ? (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-400">
          {t('connections.account.startError')}
        </p>
      ) : null}
    </div>
  );
};

/** Steps 2 and 3 for Google Search Console: a site the account may read, then save. */
export const SearchConsoleSiteStep = ({
  project,
  connectionId,
  currentExternalId,
  onSaved,
}: SourceChooserProps) => {
  const { t } = useTranslation();
  const uid = useSignedInUid();
  const name = useId();
  const sites = useSearchConsoleSites(uid, project.uid, connectionId);
  const save = useSaveSource(uid, 'search_console');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const all = sites.data?.sites ?? [];
  const shown = all.filter((site) => matchesSearch(query, site.siteUrl));

  return (
    <SourceChoiceStep
      title={t('connections.search.site.title')}
      description={t('connections.search.site.description')}
      testId="step-search-site"
      options={sites}
      isEmpty={all.length === 0}
      emptyText={t('connections.search.site.none')}
      errorContent={(error) =>
        isScopeMissing(error) ? <ScopeMissingNotice projectUid={project.uid} /> : null
      }
      list={() => (
        <>
          {all.length > SITE_SEARCH_THRESHOLD ? (
            <SearchBox
              label={t('connections.search.site.search')}
              value={query}
              onChange={setQuery}
              resultText={t('connections.searchResult', {
                shown: shown.length,
                total: all.length,
              })}
            />
          ) : null}
          <fieldset>
            <legend className="sr-only">{t('connections.search.site.legend')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {shown.map((site) => (
                <ChoiceOption
                  key={site.siteUrl}
                  name={name}
                  value={site.siteUrl}
                  isChecked={chosen === site.siteUrl}
                  onChoose={(siteUrl) => {
                    setChosen(siteUrl);
                    save.reset();
                  }}
                  testId="search-site-option"
                  title={siteLabel(site.siteUrl)}
                  detail={
                    site.siteUrl === currentExternalId
                      ? t('connections.search.site.current', { url: site.siteUrl })
                      : site.siteUrl
                  }
                  disabledReason={site.readable ? null : t('connections.search.site.unverified')}
                />
              ))}
            </div>
          </fieldset>
        </>
      )}
      details={null}
      save={{
        mutation: save,
        variables:
          chosen === null
            ? null
            : {
                projectUid: project.uid,
                body: { connectionId, siteUrl: chosen },
              },
        hint: chosen
          ? t('connections.search.save.ready', { site: siteLabel(chosen) })
          : t('connections.search.save.chooseFirst'),
        onSaved,
      }}
    />
  );
};
