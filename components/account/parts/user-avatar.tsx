// A user's round avatar, or the default face when there is none.
import { DefaultAvatarIcon } from '@/components/icons/mine-icons';

import styles from './user-avatar.module.css';

export function UserAvatar({ src, size = 40 }: { src?: string | null; size?: number }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size }}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a user's own small picture
        <img src={src} alt="头像" width={size} height={size} />
      ) : (
        <DefaultAvatarIcon aria-hidden="true" />
      )}
    </span>
  );
}
