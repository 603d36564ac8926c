import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FOCUS_RING } from '@/components/ui/button';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { useAuthState } from '@/lib/auth/auth-store';
import { signInWithToast } from '@/lib/auth/session';
import { UserAvatar } from './user-avatar';

const SignedInMenu = lazy(() =>
  import('./signed-in-menu').then((module) => ({ default: module.SignedInMenu })),
);

/**
 * Signed out: the avatar starts the Google popup. Signed in: a menu with the name, Projects,
 * Account and Sign out, whose code loads after the first paint (the avatar shows meanwhile).
 */
export const AvatarMenu = () => {
  const { t } = useTranslation();
  const auth = useAuthState();
  const [isSigningIn, setIsSigningIn] = useState(false);

  if (auth.status !== 'signed-in') {
    return (
      <Button
        variant="ghost"
        size="icon"
        className="rounded-full"
        isLoading={auth.status === 'loading' || isSigningIn}
        aria-label={t('auth.avatar.signIn')}
        data-testid="sign-in-button"
        onClick={async () => {
          setIsSigningIn(true);
          await signInWithToast();
          setIsSigningIn(false);
        }}
        icon={<UserRound aria-hidden="true" className="size-5" />}
      />
    );
  }

  const { user } = auth;
  return (
    <DeferredMenu
      menu={SignedInMenu}
      props={{}}
      placeholder={(handlers) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          aria-label={t('auth.avatar.menu', { name: user.displayName ?? user.email ?? '' })}
          data-testid="avatar-menu-trigger"
          className={clsx('rounded-full', FOCUS_RING)}
          {...handlers}
        >
          <UserAvatar name={user.displayName} photoUrl={user.photoURL} />
        </button>
      )}
    />
  );
};
