import { clsx } from 'clsx';
import { initialsAvatarUrl } from '@/features/auth/initials-avatar';

/** The profile photo, or generated initials when there is none or it fails to load. */
export const UserAvatar = ({
  name,
  photoUrl,
  className,
}: {
  name: string | null;
  photoUrl: string | null;
  className?: string;
}) => (
  <img
    src={photoUrl ?? initialsAvatarUrl(name)}
    alt=""
    width={32}
    height={32}
    referrerPolicy="no-referrer"
    data-testid="user-avatar"
    onError={(event) => {
      const fallback = initialsAvatarUrl(name);
      if (event.currentTarget.src !== fallback) event.currentTarget.src = fallback;
    }}
    className={clsx('size-8 rounded-full object-cover', className)}
  />
);
