import type { TBranding } from '@kampa/contracts/branding/branding';
import { Palette } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  useDeleteProjectLogo,
  useProjectBranding,
  useSaveProjectBranding,
  useUploadProjectLogo,
} from '@/features/reports/api/branding';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { BrandingEditor } from './branding-editor';

const BrandingSummary = ({ branding }: { branding: TBranding }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-4" data-testid="project-branding-effective">
      {branding.logo ? (
        <img
          src={branding.logo.dataUri}
          alt={t('reports.branding.logoPreview')}
          className="max-h-10 max-w-40 object-contain"
        />
      ) : null}
      <span className="font-medium text-slate-900 dark:text-white">
        {branding.agencyName ?? t('reports.branding.noName')}
      </span>
      {branding.accentColor ? (
        <span className="inline-flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <span
            aria-hidden="true"
            className="inline-block size-4 rounded border border-slate-300"
            style={{ backgroundColor: branding.accentColor }}
          />
          {branding.accentColor}
        </span>
      ) : null}
    </div>
  );
};

/**
 * The reports screen's branding: what the project's reports show (its own fields over its
 * owner's profile) and, for editors, the project's override.
 */
export const ProjectBrandingCard = ({
  projectUid,
  canEdit,
}: {
  projectUid: string;
  canEdit: boolean;
}) => {
  const { t } = useTranslation();
  const uid = useSignedInUid();
  const branding = useProjectBranding(uid, projectUid);
  const save = useSaveProjectBranding(uid, projectUid);
  const upload = useUploadProjectLogo(uid, projectUid);
  const remove = useDeleteProjectLogo(uid, projectUid);
  const [isEditing, setIsEditing] = useState(false);
  if (!branding.data) return null;
  return (
    <Card className="mb-6 p-5" data-testid="project-branding">
      <section aria-labelledby="project-branding-title" className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2
              id="project-branding-title"
              className="text-base font-semibold text-slate-900 dark:text-white"
            >
              {t('reports.branding.projectTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('reports.branding.projectDescription')}
            </p>
          </div>
          {canEdit ? (
            <Button
              variant="secondary"
              size="sm"
              icon={<Palette aria-hidden="true" className="size-4" />}
              aria-expanded={isEditing}
              data-testid="project-branding-edit"
              onClick={() => setIsEditing(!isEditing)}
            >
              {t(isEditing ? 'reports.branding.closeOverride' : 'reports.branding.editOverride')}
            </Button>
          ) : null}
        </div>
        <BrandingSummary branding={branding.data.effective} />
        {canEdit && isEditing ? (
          <BrandingEditor
            testId="project-branding-override"
            value={branding.data.override}
            inherited={branding.data.agency}
            save={{ run: save.mutate, isPending: save.isPending }}
            upload={{ run: upload.mutate, isPending: upload.isPending }}
            removeLogo={{
              run: (_input, options) => remove.mutate(undefined, options),
              isPending: remove.isPending,
            }}
          />
        ) : null}
      </section>
    </Card>
  );
};
