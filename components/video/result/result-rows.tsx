'use client';
// The 帖子 and UP主 of a search as rows (the community's own cards belong to its area): the
// keyword marked where it was found, a post's text cut to show it; a row opens the post or
// the profile.
import { DefaultAvatarIcon } from '@/components/icons/mine-icons';
import { Highlight } from '@/components/ui/highlight';
import { LazyImage } from '@/components/ui/lazy-image';
import { TapLink } from '@/components/video/tap-link';
import { postRoute, upInfoRoute } from '@/lib/domain/community/links';
import { formatCount, formatDiamond } from '@/lib/domain/platform/format';
import { searchExcerpt } from '@/lib/domain/video/search-highlight';
import type { PostCard, UploaderCard } from '@/lib/protocol/shapes/community';

import styles from './result-screen.module.css';

/** Thumbnails a post row shows at most. */
const ROW_PICTURES = 3;

function Avatar({ src, size }: { src: string; size: number }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {src ? (
        <LazyImage src={src} alt="" aspectRatio="1 / 1" />
      ) : (
        <DefaultAvatarIcon className={styles.avatarIcon} />
      )}
    </span>
  );
}

export function PostRow({ post, keyword }: { post: PostCard; keyword: string }) {
  const pictures = post.images.slice(0, ROW_PICTURES);
  return (
    <TapLink href={postRoute(post.id)} className={styles.post}>
      <span className={styles.postAuthor}>
        <Avatar src={post.author.avatar} size={22} />
        <span className={styles.postName}>{post.author.name}</span>
        {post.locked && (
          <span className={styles.postPaid}>{formatDiamond(post.price)}钻石解锁</span>
        )}
      </span>
      <span className={styles.postText}>
        <Highlight text={searchExcerpt(post.content, keyword)} keyword={keyword} />
      </span>
      {pictures.length > 0 && (
        <span className={styles.postPictures}>
          {pictures.map((src, i) => (
            <LazyImage key={`${i}-${src}`} src={src} alt="" aspectRatio="1 / 1" />
          ))}
        </span>
      )}
      <span className={styles.postMeta}>
        {formatCount(post.likes)}赞 · {formatCount(post.comments)}评论
      </span>
    </TapLink>
  );
}

export function UploaderRow({ up, keyword }: { up: UploaderCard; keyword: string }) {
  return (
    <TapLink href={upInfoRoute(up.id)} className={styles.up}>
      <Avatar src={up.avatar} size={44} />
      <span className={styles.upText}>
        <span className={styles.upName}>
          <Highlight text={up.name} keyword={keyword} />
        </span>
        <span className={styles.upMeta}>
          {formatCount(up.followers)}粉丝 · {up.videos}个视频 · {up.posts}条帖子
        </span>
        {up.intro && <span className={styles.upIntro}>{up.intro}</span>}
      </span>
    </TapLink>
  );
}
