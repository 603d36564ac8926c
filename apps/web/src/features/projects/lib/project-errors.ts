import { isApiError } from '@/lib/api-client';

/** The translation key for a failed project request that is not about one field. */
export const projectErrorKey = (error: unknown) => {
  if (isApiError(error, 'forbidden')) return 'projects.errors.forbidden';
  if (isApiError(error, 'not_found')) return 'projects.errors.notFound';
  if (isApiError(error, 'network_error')) return 'projects.errors.network';
  if (isApiError(error, 'rate_limited')) return 'projects.errors.rateLimited';
  if (isApiError(error, 'project_deleted')) return 'projects.errors.createdThenDeleted';
  return 'projects.errors.failed';
};

/** GET /api/project/:uid answers 404 for a project the user may not see, 400 for a malformed id. */
export const isProjectMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);
