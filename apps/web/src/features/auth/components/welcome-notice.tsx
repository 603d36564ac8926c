import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCreateProfile } from '@/features/auth/api/create-profile';
import { toast } from '@/lib/toast';

const LINK = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

/**
 * First sign-in: what Kampa keeps and why, with links to the terms and the privacy policy. OK
 * creates the profile (a POST with no payload) and reloads the current user.
 */
export const WelcomeNotice = ({ uid }: { uid: string }) => {
  const { t } = useTranslation();
  const createProfile = useCreateProfile(uid);
  const onConfirm = () =>
    createProfile.mutate(undefined, {
      onError: (error) => {
        // Logged for us, and a toast tells the user it did not work.
        console.error('Creating the profile failed:', error);
        toast.error(t('auth.welcome.failed'));
      },
    });
  return (
    <div className="flex justify-center px-4 py-10">
      <Card className="w-full max-w-xl p-6 sm:p-8" role="region" aria-labelledby="welcome-title">
        <h1 id="welcome-title" className="text-2xl font-semibold text-slate-900 dark:text-white">
          {t('auth.welcome.title')}
        </h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t('auth.welcome.intro')}</p>
        <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
          <li>{t('auth.welcome.keepsIdentity')}</li>
          <li>{t('auth.welcome.keepsProjects')}</li>
          <li>{t('auth.welcome.keepsGoogleData')}</li>
          <li>{t('auth.welcome.keepsTokens')}</li>
        </ul>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          <Trans
            i18nKey="auth.welcome.legal"
            components={{
              terms: <Link to="/terms-of-service" className={LINK} />,
              privacy: <Link to="/privacy-policy" className={LINK} />,
            }}
          />
        </p>
        <div className="mt-6 flex justify-end">
          <Button isLoading={createProfile.isPending} onClick={onConfirm} data-testid="welcome-ok">
            {t('auth.welcome.ok')}
          </Button>
        </div>
      </Card>
    </div>
  );
};
