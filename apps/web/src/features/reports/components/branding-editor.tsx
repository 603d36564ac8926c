import { loadReportsMessages } from '@/features/reports/lib/reports-messages';
import type {
  TBranding,
  TSetBrandingBody,
  TUploadLogoBody,
} from '@kampa/contracts/branding/branding';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  bodyOfBrandingForm,
  HEX_COLOR,
  logoProblemOf,
  readLogo,
  validateBrandingForm,
  type BrandingFormErrors,
} from '@/features/reports/lib/branding-form';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

// Also rendered alone (its tests); the cards that hold it load the same words.
loadReportsMessages();

type Action<TInput> = {
  run: (
    input: TInput,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

/**
 * The agency's name, accent colour and logo, edited: the user's profile on the account page, or a
 * project's override on its reports screen (`inherited` then shows what an empty field takes).
 */
export const BrandingEditor = ({
  value,
  inherited,
  save,
  upload,
  removeLogo,
  testId,
}: {
  value: TBranding;
  inherited?: TBranding;
  save: Action<TSetBrandingBody>;
  upload: Action<TUploadLogoBody>;
  removeLogo: Action<undefined>;
  testId: string;
}) => {
  const { t } = useTranslation();
  const pickerId = useId();
  const [form, setForm] = useState({
    agencyName: value.agencyName ?? '',
    accentColor: value.accentColor ?? '',
  });
  const [errors, setErrors] = useState<BrandingFormErrors>({});
  const [logoError, setLogoError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBrandingForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.run(bodyOfBrandingForm(form), {
      onSuccess: () => toast.success(t('reports.branding.saved')),
      onError: (error) => {
        if (isApiError(error) && error.status === 400 && error.field) {
          setErrors(
            error.field.endsWith('accentColor') ? { accentColor: true } : { agencyName: true },
          );
        } else {
          toast.error(t('reports.branding.saveFailed'));
        }
      },
    });
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = logoProblemOf(file);
    if (problem) {
      setLogoError(
        problem === 'type' ? t('reports.branding.logoType') : t('reports.branding.logoSize'),
      );
      return;
    }
    setLogoError(null);
    upload.run(await readLogo(file), {
      onSuccess: () => toast.success(t('reports.branding.logoUploaded')),
      onError: (error) =>
        setLogoError(
          isApiError(error) && error.status === 400
            ? t('reports.branding.logoRefused')
            : t('reports.branding.saveFailed'),
        ),
    });
  };
  const pickerValue = HEX_COLOR.test(form.accentColor)
    ? form.accentColor.toLowerCase()
    : (inherited?.accentColor ?? '#1f4f99');
  const logo = value.logo ?? inherited?.logo ?? null;
  return (
    <div className="space-y-5" data-testid={testId}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          label={t('reports.branding.agencyName')}
          hint={
            inherited?.agencyName
              ? t('reports.branding.inherited', { value: inherited.agencyName })
              : t('reports.branding.agencyNameHint')
          }
          error={errors.agencyName ? t('reports.branding.invalidName') : null}
        >
          {(control) => (
            <Input
              {...control}
              data-testid={`${testId}-name`}
              value={form.agencyName}
              maxLength={120}
              placeholder={inherited?.agencyName ?? ''}
              onChange={(event) => setForm({ ...form, agencyName: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          label={t('reports.branding.accentColor')}
          hint={
            inherited?.accentColor
              ? t('reports.branding.inherited', { value: inherited.accentColor })
              : t('reports.branding.accentColorHint')
          }
          error={errors.accentColor ? t('reports.branding.invalidColor') : null}
        >
          {(control) => (
            <div className="flex items-center gap-3">
              <input
                id={pickerId}
                type="color"
                aria-label={t('reports.branding.colorPicker')}
                data-testid={`${testId}-picker`}
                className="h-10 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900"
                value={pickerValue}
                onChange={(event) => setForm({ ...form, accentColor: event.target.value })}
              />
              <Input
                {...control}
                data-testid={`${testId}-color`}
                value={form.accentColor}
                placeholder={inherited?.accentColor ?? '#1f4f99'}
                onChange={(event) => setForm({ ...form, accentColor: event.target.value })}
              />
            </div>
          )}
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" isLoading={save.isPending} data-testid={`${testId}-save`}>
            {t('reports.branding.save')}
          </Button>
        </div>
      </form>
      <div>
        <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t('reports.branding.logo')}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <div className="flex h-16 w-40 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-white p-2 dark:border-slate-700">
            {logo ? (
              <img
                src={logo.dataUri}
                alt={t('reports.branding.logoPreview')}
                data-testid={`${testId}-logo`}
                className="max-h-12 max-w-full object-contain"
              />
            ) : (
              // The preview's ground stays white in the dark theme (logos are made for the report's
              // white page), so its text keeps the light theme's colour.
              <span className="text-sm text-slate-600">{t('reports.branding.noLogo')}</span>
            )}
          </div>
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 shadow-sm focus-within:ring-2 focus-within:ring-blue-600 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
            <ImageUp aria-hidden="true" className="size-4" />
            {t('reports.branding.upload')}
            <input
              type="file"
              accept="image/png,image/svg+xml"
              className="sr-only"
              data-testid={`${testId}-file`}
              disabled={upload.isPending}
              onChange={(event) => {
                void onFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {value.logo ? (
            <Button
              variant="ghost"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              isLoading={removeLogo.isPending}
              data-testid={`${testId}-remove-logo`}
              onClick={() =>
                removeLogo.run(undefined, {
                  onSuccess: () => toast.success(t('reports.branding.logoRemoved')),
                  onError: () => toast.error(t('reports.branding.saveFailed')),
                })
              }
            >
              {t('reports.branding.removeLogo')}
            </Button>
          ) : null}
        </div>
        <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {value.logo === null && inherited?.logo
            ? t('reports.branding.logoInherited')
            : t('reports.branding.logoHint')}
        </p>
        {logoError ? (
          <p role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
            {logoError}
          </p>
        ) : null}
      </div>
    </div>
  );
};
