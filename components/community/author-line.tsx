'use client';
// Who wrote it and when: the avatar and name open their profile (§2 avatar click → upInfo).
import Link from 'next/link';
import type { ReactNode } from 'react';

import { DefaultAvatarIcon } from '@/components/icons/mine-icons';
import { LazyImage } from '@/components/ui/lazy-image';
import type { Author } from '@/lib/api/community/community-types';
import { upInfoRoute } from '@/lib/domain/community/links';
import { stampedTime } from '@/lib/domain/platform/format';

import styles from './post-card.module.css';

export interface AuthorLineProps {
  author: Author;
  /** Unix seconds. */
  createdAt: number;
  now: number;
  /** After the time (a category, a status badge). */
  extra?: ReactNode;
  /** On the right (a follow button). */
  right?: ReactNode;
}

export function Avatar({ author, size = 36 }: { author: Author; size?: number }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      {author.avatar ? (
        <LazyImage
          src={author.avatar}
          alt=""
          aspectRatio="1 / 1"
          className={styles.avatarImage}
          // A person while the picture comes (or if it fails), never the app's play mark.
          placeholder={<DefaultAvatarIcon className={styles.avatarIcon} />}
        />
      ) : (
        <DefaultAvatarIcon className={styles.avatarIcon} />
      )}
    </span>
  );
}

export function AuthorLine({ author, createdAt, now, extra, right }: AuthorLineProps) {
  return (
    <div className={styles.head}>
      <Link
        href={upInfoRoute(author.id)}
        className={styles.author}
        aria-label={`${author.name}的主页`}
      >
        <Avatar author={author} />
        <span className={styles.who}>
          <span className={styles.name}>{author.name}</span>
          <span className={styles.meta}>
            {stampedTime(createdAt, now)}
            {extra}
          </span>
        </span>
      </Link>
      {right}
    </div>
  );
}
