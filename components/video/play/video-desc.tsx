'use client';
// §2 VideoDesc: title, views, date, tags and the actor; tags, topic and actor open their lists
// through useOpenLink (TapLink), like every other link.
import { TapLink } from '@/components/video/tap-link';
import type { VideoDetail } from '@/lib/api/video/media-types';
import { formatCount, formatDate } from '@/lib/domain/platform/format';

import styles from './long-video.module.css';

function listHref(kind: 'tag' | 'topic' | 'actor', id: number, name: string): string {
  const query = new URLSearchParams({ id: String(id), name });
  if (kind !== 'topic') query.set('kind', kind);
  return `/topicList?${query}`;
}

export function VideoDesc({ video }: { video: VideoDetail }) {
  return (
    <section className={styles.desc} aria-label="视频简介">
      <h2 className={styles.title}>{video.title}</h2>
      <p className={styles.meta}>
        <span>{formatCount(video.views)}次播放</span>
        <span>{formatDate(video.publishedAt, 'YYYY-MM-DD')}</span>
      </p>
      {video.tags.length > 0 || video.topic ? (
        <ul className={styles.tags} aria-label="标签">
          {video.topic ? (
            <li>
              <TapLink href={listHref('topic', video.topic.id, video.topic.name)}>
                #{video.topic.name}
              </TapLink>
            </li>
          ) : null}
          {video.tags.map((tag) => (
            <li key={tag.id}>
              <TapLink href={listHref('tag', tag.id, tag.name)}>{tag.name}</TapLink>
            </li>
          ))}
        </ul>
      ) : null}
      {video.actor ? (
        <p className={styles.actor}>
          主演：
          <TapLink href={listHref('actor', video.actor.id, video.actor.name)}>
            {video.actor.name}
          </TapLink>
        </p>
      ) : null}
      {video.description ? <p className={styles.text}>{video.description}</p> : null}
    </section>
  );
}
