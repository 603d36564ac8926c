import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { CircleUserRound, FolderKanban, LogOut } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '@/components/ui/button';
import { useFocusOnArrival, type DeferredMenuProps } from '@/components/ui/deferred-menu';
import { signOut, useAuthState } from '@/lib/auth/auth-store';
import { UserAvatar } from './user-avatar';

const ITEM = clsx(
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none',
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900',
  'dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white',
);

/** The signed-in user's menu (Radix): the name, Projects, Account and Sign out. */
export const SignedInMenu = ({ defaultOpen, hasFocus }: DeferredMenuProps) => {
  const { t } = useTranslation();
  const auth = useAuthState();
  const queryClient = useQueryClient();
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusOnArrival(trigger, hasFocus);
  if (auth.status !== 'signed-in') return null;
  const { user } = auth;
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={t('auth.avatar.menu', { name: user.displayName ?? user.email ?? '' })}
        data-testid="avatar-menu-trigger"
        className={clsx('rounded-full', FOCUS_RING)}
      >
        <UserAvatar name={user.displayName} photoUrl={user.photoURL} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block text-sm font-semibold text-slate-900 dark:text-white">
              {user.displayName ?? t('auth.avatar.noName')}
            </span>
            {user.email && (
              <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                {user.email}
              </span>
            )}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/projects">
              <FolderKanban aria-hidden="true" className="size-4" />
              {t('auth.avatar.projects')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/account" data-testid="avatar-menu-account">
              <CircleUserRound aria-hidden="true" className="size-4" />
              {t('auth.avatar.account')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={ITEM}
            onSelect={async () => {
              await signOut();
              queryClient.clear();
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('auth.avatar.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
