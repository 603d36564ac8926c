import type { TProjectGrant } from '@kampa/contracts/workspace/members';
import type { TProjectRole } from '@kampa/contracts/project/project';
import { PROJECT_ROLES } from '@kampa/contracts/project/project-constants';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/input';
import { ROLE_LABEL_KEYS } from '@/features/team/lib/roles';

/**
 * The projects a workspace member is given: a box per project of the workspace, and the role on
 * each one ticked (a viewer unless chosen otherwise).
 */
export const ProjectGrantsField = ({
  projects,
  value,
  onChange,
  idPrefix,
}: {
  projects: { uid: string; name: string }[];
  value: TProjectGrant[];
  onChange: (grants: TProjectGrant[]) => void;
  idPrefix: string;
}) => {
  const { t } = useTranslation();
  const roleOf = new Map(value.map((grant) => [grant.projectUid, grant.role]));
  const set = (projectUid: string, role: TProjectRole | null) =>
    onChange(
      [
        ...value.filter((grant) => grant.projectUid !== projectUid),
        ...(role ? [{ projectUid, role }] : []),
      ].sort(
        (a, b) =>
          projects.findIndex((p) => p.uid === a.projectUid) -
          projects.findIndex((p) => p.uid === b.projectUid),
      ),
    );
  if (projects.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('membership.workspace.grants.none')}
      </p>
    );
  }
  return (
    <fieldset className="space-y-2" data-testid="project-grants">
      <legend className="mb-1 text-sm font-medium text-slate-900 dark:text-white">
        {t('membership.workspace.grants.legend')}
      </legend>
      {projects.map((project) => {
        const role = roleOf.get(project.uid) ?? null;
        const boxId = `${idPrefix}-${project.uid}`;
        return (
          <div key={project.uid} className="flex flex-wrap items-center gap-3">
            <input
              id={boxId}
              type="checkbox"
              className="size-4 rounded border-slate-300"
              checked={role !== null}
              onChange={(event) => set(project.uid, event.target.checked ? 'viewer' : null)}
            />
            <label
              htmlFor={boxId}
              className="min-w-0 flex-1 text-sm text-slate-800 dark:text-slate-200"
            >
              {project.name}
            </label>
            {role ? (
              <Select
                className="w-36"
                aria-label={t('membership.workspace.grants.roleOn', { project: project.name })}
                value={role}
                onChange={(event) => set(project.uid, event.target.value as TProjectRole)}
              >
                {PROJECT_ROLES.map((option) => (
                  <option key={option} value={option}>
                    {t(ROLE_LABEL_KEYS[option])}
                  </option>
                ))}
              </Select>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
};
