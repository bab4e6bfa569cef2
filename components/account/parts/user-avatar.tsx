// A user's round avatar, or the default face when there is none.
import { DefaultAvatarIcon } from '@/components/icons/mine-icons';
import { LazyImage } from '@/components/ui/lazy-image';

import styles from './user-avatar.module.css';

export function UserAvatar({ src, size = 40 }: { src?: string | null; size?: number }) {
  let picture = <DefaultAvatarIcon aria-hidden="true" />;
  if (src?.startsWith('blob:')) {
    // A picture just picked in this browser (the avatar screen's preview): shown as it is.
    // eslint-disable-next-line @next/next/no-img-element -- an object URL of the user's own file
    picture = <img src={src} alt="头像" width={size} height={size} />;
  } else if (src) {
    // An avatar from the origin is a path on the IMAGE line, which the web server does not
    // serve: it is fetched and decoded there like every other picture (docs/origin.md).
    picture = (
      <LazyImage
        src={src}
        alt="头像"
        aspectRatio="1 / 1"
        className={styles.picture}
        placeholder={<DefaultAvatarIcon aria-hidden="true" />}
      />
    );
  }
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size }}>
      {picture}
    </span>
  );
}
