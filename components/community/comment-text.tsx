'use client';
// A comment's text with its @-mentions as links to the people it names (the ids the origin
// stored); everything else is plain text, never parsed as markup.
import Link from 'next/link';
import type { ReactNode } from 'react';

import type { Comment } from '@/lib/api/community/community-types';
import { upInfoRoute } from '@/lib/domain/community/links';
import { splitMentions } from '@/lib/domain/community/mentions';

import styles from './comments.module.css';

export function CommentText({ comment }: { comment: Comment }) {
  const parts: ReactNode[] = splitMentions(comment.content, comment.mentions).map((part, i) =>
    part.mention ? (
      <Link key={i} href={upInfoRoute(part.mention.id)} className={styles.mention}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
  return (
    <p className={styles.text}>
      {comment.replyTo && comment.parentId !== null && (
        <>
          回复
          <Link href={upInfoRoute(comment.replyTo.id)} className={styles.mention}>
            @{comment.replyTo.name}
          </Link>
          ：
        </>
      )}
      {parts}
    </p>
  );
}
