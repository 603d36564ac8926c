import type { TBudget } from '@kampa/contracts/budgets/budget';
import type { TBudgetsList } from '@kampa/contracts/budgets/list-budgets';
import { Pencil, Plus, Wallet } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useBudgets } from '@/features/budgets/api/budgets';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { isProjectUid } from '@/lib/project-uid';
import { PacingNumbers } from './pacing-numbers';

// The dialog brings the form's checks (the contract's schemas): loaded when it first opens.
const BudgetDialog = lazy(() =>
  import('./budget-dialog').then((module) => ({ default: module.BudgetDialog })),
);

type Editing = { budget: TBudget | null } | null;

/** One budget: its name, settings button and pacing. */
const BudgetRow = ({
  budget,
  currency,
  canEdit,
  onEdit,
}: {
  budget: TBudget;
  currency: string;
  canEdit: boolean;
  onEdit: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="budget-pacing">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-medium text-slate-900 dark:text-white">{budget.name}</h3>
        {canEdit ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            icon={<Pencil aria-hidden="true" className="size-4" />}
            aria-label={t('budgets.card.editNamed', { name: budget.name })}
          >
            {t('budgets.card.edit')}
          </Button>
        ) : null}
      </div>
      {budget.pacing ? (
        <PacingNumbers budget={budget} pacing={budget.pacing} currency={currency} />
      ) : null}
    </li>
  );
};

const CardBody = ({
  data,
  canEdit,
  onEdit,
}: {
  data: TBudgetsList;
  canEdit: boolean;
  onEdit: (editing: Editing) => void;
}) => {
  const { t } = useTranslation();
  if (data.budgets.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Wallet aria-hidden="true" className="size-5 shrink-0" />
          {t(canEdit ? 'budgets.card.empty' : 'budgets.card.emptyViewer')}
        </p>
        {canEdit ? (
          <Button
            size="sm"
            onClick={() => onEdit({ budget: null })}
            icon={<Plus aria-hidden="true" className="size-4" />}
          >
            {t('budgets.card.set')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {data.budgets.map((budget) => (
        <BudgetRow
          key={budget.id}
          budget={budget}
          currency={data.account?.currency ?? 'USD'}
          canEdit={canEdit}
          onEdit={() => onEdit({ budget })}
        />
      ))}
    </ul>
  );
};

/**
 * The project's Ads budgets and how each is pacing: on the overview and the Ads screen. Nothing
 * while no Ads account is connected (those screens say how to connect one). Editors set, change
 * and delete budgets; viewers read.
 */
export const PacingCard = ({ projectUid, canEdit }: { projectUid: string; canEdit: boolean }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const isWellFormed = isProjectUid(projectUid);
  const budgets = useBudgets(useSignedInUid(), projectUid, isWellFormed);
  const [editing, setEditing] = useState<Editing>(null);
  const data = budgets.data;
  if (!isWellFormed || (data && data.account === null)) return null;
  if (!data && !budgets.isError) return <CardSkeleton className="mb-6" />;
  return (
    <section
      aria-labelledby={data ? titleId : undefined}
      className="mb-6"
      data-testid="pacing-card"
    >
      {!data ? (
        <ErrorState
          title={t('budgets.card.errorTitle')}
          description={t('budgets.card.errorDescription')}
          retryLabel={t('budgets.card.retry')}
          onRetry={() => void budgets.refetch()}
          isRetrying={budgets.isFetching}
        />
      ) : (
        <Card className="p-5">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('budgets.card.title')}
            </h2>
            {canEdit && data.budgets.length > 0 ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setEditing({ budget: null })}
                icon={<Plus aria-hidden="true" className="size-4" />}
              >
                {t('budgets.card.add')}
              </Button>
            ) : null}
          </div>
          <CardBody data={data} canEdit={canEdit} onEdit={setEditing} />
        </Card>
      )}
      {editing && data ? (
        <Suspense fallback={null}>
          <BudgetDialog
            projectUid={projectUid}
            list={data}
            budget={editing.budget}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
};
