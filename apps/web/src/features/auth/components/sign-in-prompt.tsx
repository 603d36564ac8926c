import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSkeleton } from '@/components/ui/skeleton';
import { signInWithToast } from '@/lib/auth/session';

/** Signed out on a protected route: the page stays a skeleton, with a way to sign in above it. */
export const SignInPrompt = () => {
  const { t } = useTranslation();
  const [isSigningIn, setIsSigningIn] = useState(false);
  return (
    <div className="relative">
      <div className="pointer-events-none opacity-60" aria-hidden="true">
        <PageSkeleton />
      </div>
      <div className="absolute inset-x-0 top-10 flex justify-center px-4">
        <Card
          className="w-full max-w-md p-6 text-center"
          role="region"
          aria-labelledby="sign-in-title"
        >
          <h1 id="sign-in-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('auth.prompt.title')}
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('auth.prompt.body')}</p>
          <Button
            className="mt-5 w-full"
            isLoading={isSigningIn}
            icon={<LogIn aria-hidden="true" className="size-4" />}
            onClick={async () => {
              setIsSigningIn(true);
              await signInWithToast();
              setIsSigningIn(false);
            }}
          >
            {t('auth.prompt.button')}
          </Button>
        </Card>
      </div>
    </div>
  );
};
