import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EditDialogFooter } from '@/components/ui/edit-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { useUpdateSearchBrandTerms } from '@/features/dashboards/api/update-search-brand-terms';
import {
  brandTermsProblem,
  problemOfField,
  termsOfText,
  textOfTerms,
  type BrandTermsProblem,
} from '@/features/dashboards/lib/brand-terms-form';
import { isApiError } from '@/lib/api-client';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';

const PROBLEMS = {
  tooMany: 'dashboards.search.brand.form.tooMany',
  tooLong: 'dashboards.search.brand.form.tooLong',
} as const;

/** Sets the project's brand terms (editors): one word or phrase a line, none to clear them. */
export const BrandTermsDialog = ({
  projectUid,
  terms,
  onClose,
}: {
  projectUid: string;
  terms: readonly string[];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useUpdateSearchBrandTerms(useSignedInUid());
  const [text, setText] = useState(() => textOfTerms(terms));
  const [problem, setProblem] = useState<BrandTermsProblem>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = termsOfText(text);
    const found = brandTermsProblem(typed);
    setProblem(found);
    if (found) return;
    save.mutate(
      { projectUid, terms: typed },
      {
        onSuccess: () => {
          toast.success(t('dashboards.search.brand.form.saved'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) setProblem(problemOfField(error.field));
        },
      },
    );
  };
  const saveFailed = save.isError && !(isApiError(save.error) && save.error.status === 400);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        data-testid="brand-terms-dialog"
        title={t('dashboards.search.brand.form.title')}
        description={t('dashboards.search.brand.form.description')}
        closeLabel={t('dashboards.search.brand.form.close')}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField
            label={t('dashboards.search.brand.form.label')}
            hint={t('dashboards.search.brand.form.hint')}
            error={problem ? t(PROBLEMS[problem]) : undefined}
          >
            {(field) => (
              <Textarea
                {...field}
                name="terms"
                rows={5}
                autoComplete="off"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          <EditDialogFooter
            saveFailed={saveFailed ? t('dashboards.search.brand.form.saveFailed') : null}
            onDelete={text.trim() === '' ? null : () => setText('')}
            isSaving={save.isPending}
            labels={{
              delete: t('dashboards.search.brand.form.clear'),
              cancel: t('dashboards.search.brand.form.cancel'),
              save: t('dashboards.search.brand.form.save'),
            }}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
};
