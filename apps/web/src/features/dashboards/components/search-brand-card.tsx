import type { TCoverage } from '@kampa/contracts/dashboard/dashboard';
import type { TSearchBrand } from '@kampa/contracts/search-console/search-metrics';
import { Pencil, Plus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TABLE_CELL } from '@/components/ui/sort-header';
import { isLikeForLike, searchChange } from '@/features/dashboards/lib/search-rows';
import { useFormat } from '@/lib/format';
import { ChangeCell } from './breakdown-columns';

// The dialog is loaded when it first opens.
const BrandTermsDialog = lazy(() =>
  import('./brand-terms-dialog').then((module) => ({ default: module.BrandTermsDialog })),
);

const PARTS = {
  brand: 'dashboards.search.brand.parts.brand',
  nonBrand: 'dashboards.search.brand.parts.nonBrand',
  unclassified: 'dashboards.search.brand.parts.unclassified',
} as const;

/** The split as a small table: each part's clicks and impressions, and the change of clicks. */
const SplitTable = ({
  brand,
  hasChange,
  labelledBy,
}: {
  brand: TSearchBrand;
  hasChange: boolean;
  labelledBy: string;
}) => {
  const { t } = useTranslation();
  const { number, language } = useFormat();
  const split = brand.split!;
  return (
    <ScrollRegion labelledBy={labelledBy} testId="search-brand-split" className="mt-3">
      <table className="w-full text-sm text-slate-900 dark:text-slate-100">
        <thead className="border-y border-slate-200 bg-slate-50 text-xs text-slate-600 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400">
          <tr>
            <th scope="col" className={`${TABLE_CELL} text-left font-medium`}>
              {t('dashboards.search.brand.part')}
            </th>
            <th scope="col" className={`${TABLE_CELL} text-right font-medium`}>
              {t('dashboards.metric.clicks')}
            </th>
            {hasChange ? (
              <th scope="col" className={`${TABLE_CELL} text-right font-medium`}>
                {t('dashboards.search.change.clicks')}
              </th>
            ) : null}
            <th scope="col" className={`${TABLE_CELL} text-right font-medium`}>
              {t('dashboards.search.impressions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {(Object.keys(PARTS) as Array<keyof typeof PARTS>).map((part) => (
            <tr key={part} data-testid={`search-brand-${part}`}>
              <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
                {t(PARTS[part])}
              </th>
              <td className={`${TABLE_CELL} text-right tabular-nums`} data-cell="clicks">
                {number(split[part].clicks)}
              </td>
              {hasChange ? (
                <td className={`${TABLE_CELL} text-right tabular-nums`}>
                  <ChangeCell
                    change={searchChange(split[part].clicks, brand.previous?.[part].clicks)}
                    language={language}
                  />
                </td>
              ) : null}
              <td className={`${TABLE_CELL} text-right tabular-nums`} data-cell="impressions">
                {number(split[part].impressions)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
};

/**
 * Brand against non-brand queries over the range (with the change of clicks when the comparison
 * is like for like). Google's anonymised queries cannot be classified: their clicks and
 * impressions are shown as such, so the three parts add up to the site's totals. Without terms,
 * an editor is invited to set them; a viewer is told none are set.
 */
export const SearchBrandCard = ({
  projectUid,
  brand,
  coverage,
  canEdit,
}: {
  projectUid: string;
  brand: TSearchBrand;
  coverage: TCoverage | null;
  canEdit: boolean;
}) => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const [isEditing, setIsEditing] = useState(false);
  const hasTerms = brand.terms.length > 0;
  const unclassified = brand.split?.unclassified;
  return (
    <Card className="min-w-0 overflow-hidden" data-testid="search-brand">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 pt-4 sm:px-5">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('dashboards.search.brand.title')}
        </h3>
        {canEdit && hasTerms ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil aria-hidden="true" className="size-4" />}
            onClick={() => setIsEditing(true)}
            data-testid="search-brand-edit"
          >
            {t('dashboards.search.brand.edit')}
          </Button>
        ) : null}
      </div>
      {hasTerms ? (
        <p className="px-4 pt-1 text-sm text-slate-600 sm:px-5 dark:text-slate-400">
          {t('dashboards.search.brand.terms', { terms: brand.terms.join(', ') })}
        </p>
      ) : null}
      {brand.split ? (
        <>
          <SplitTable
            brand={brand}
            hasChange={brand.previous !== null && isLikeForLike(coverage)}
            labelledBy={`${id}-title`}
          />
          <p
            className="px-4 py-3 text-xs text-slate-600 sm:px-5 dark:text-slate-400"
            data-testid="search-brand-note"
          >
            {t('dashboards.search.brand.unclassifiedNote', {
              clicks: number(unclassified?.clicks ?? 0),
              impressions: number(unclassified?.impressions ?? 0),
            })}
          </p>
        </>
      ) : (
        <div className="px-4 pt-1 pb-4 sm:px-5" data-testid="search-brand-empty">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t(
              canEdit
                ? 'dashboards.search.brand.emptyEditor'
                : 'dashboards.search.brand.emptyViewer',
            )}
          </p>
          {canEdit ? (
            <Button
              className="mt-3"
              size="sm"
              icon={<Plus aria-hidden="true" className="size-4" />}
              onClick={() => setIsEditing(true)}
              data-testid="search-brand-set"
            >
              {t('dashboards.search.brand.set')}
            </Button>
          ) : null}
        </div>
      )}
      {isEditing ? (
        <Suspense fallback={null}>
          <BrandTermsDialog
            projectUid={projectUid}
            terms={brand.terms}
            onClose={() => setIsEditing(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
};
