import type { TDeletionPlan } from '@kampa/contracts/account/deletion-plan';
import { useTranslation } from 'react-i18next';

const ProjectList = ({
  projects,
  testId,
}: {
  projects: { uid: string; name: string }[];
  testId: string;
}) => (
  <ul className="mt-1.5 list-disc space-y-1 pl-5" data-testid={testId}>
    {projects.map((project) => (
      <li key={project.uid} className="wrap-anywhere">
        {project.name}
      </li>
    ))}
  </ul>
);

/** What the deletion will do, in the order it happens to the person's things. */
export const DeletionPlanList = ({ plan }: { plan: TDeletionPlan }) => {
  const { t } = useTranslation();
  const accounts = plan.googleConnections.map(
    (connection) => connection.googleEmail ?? t('account.delete.unnamedGoogle'),
  );
  return (
    <ul
      className="space-y-3 text-sm text-slate-800 dark:text-slate-200"
      data-testid="deletion-plan"
    >
      <li>
        {plan.deletedProjects.length > 0 ? (
          <>
            <strong>
              {t('account.delete.plan.deleted', { count: plan.deletedProjects.length })}
            </strong>
            <ProjectList projects={plan.deletedProjects} testId="deletion-plan-deleted" />
          </>
        ) : (
          t('account.delete.plan.noneDeleted')
        )}
      </li>
      {plan.keptProjects.length > 0 ? (
        <li>
          {t('account.delete.plan.kept', { count: plan.keptProjects.length })}
          <ProjectList projects={plan.keptProjects} testId="deletion-plan-kept" />
        </li>
      ) : null}
      <li>
        {accounts.length > 0
          ? t('account.delete.plan.google', {
              count: accounts.length,
              accounts: accounts.join(', '),
            })
          : t('account.delete.plan.noGoogle')}
      </li>
      {plan.keptAnnotations > 0 ? (
        <li>{t('account.delete.plan.annotations', { count: plan.keptAnnotations })}</li>
      ) : null}
      <li>{t('account.delete.plan.signIn')}</li>
    </ul>
  );
};
