import type { TProject } from '@kampa/contracts/project/project';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The way back from a connect flow to the project's dashboard (and its checklist). */
export const BackToDashboard = ({ project }: { project: TProject }) => {
  const { t } = useTranslation();
  return (
    <Link
      to="/project/$projectId/dashboard"
      params={{ projectId: project.uid }}
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('connections.backToDashboard', { name: project.name })}
    </Link>
  );
};
