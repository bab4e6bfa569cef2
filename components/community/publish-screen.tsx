'use client';
// /community/publish: the text (with its counter and limit), a topic, and pictures or a video
// that upload in chunks while the user writes. 发布 is offered once every upload is in; the
// draft and unfinished uploads survive a reload (use-publish-draft.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';

import { errorText } from '@/components/ui/error-state';
import { Header } from '@/components/ui/header';
import { useToast } from '@/components/ui/toast';
import { communityKeys, usePublishPost } from '@/lib/api/community/posts';
import { COMMUNITY_ROUTE, communityTabs, topicTabs } from '@/lib/domain/community/links';
import { POST_TEXT_MAX } from '@/lib/domain/community/limits';
import { publishedNotice } from '@/lib/domain/community/moderation';
import { textLength } from '@/lib/domain/platform/text-normalise';
import { configAtom } from '@/lib/state/app-atoms';

import { PublishMedia } from './publish-media';
import styles from './publish.module.css';
import { usePublishDraft } from './use-publish-draft';

export function PublishScreen() {
  const draft = usePublishDraft();
  const config = useAtomValue(configAtom);
  const topics = useMemo(() => topicTabs(communityTabs(config?.communityCategory)), [config]);
  const publish = usePublishPost();
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState('');

  const length = textLength(draft.text.trim());
  const hasContent = length > 0 || draft.files.length > 0;
  const ready =
    draft.loaded && hasContent && length <= POST_TEXT_MAX && draft.uploaded && !publish.isPending;
  const hint = !draft.uploaded ? '等待上传完成' : length > POST_TEXT_MAX ? '内容过长' : '';

  const send = () => {
    if (!ready) return;
    setFailed('');
    const results = draft.files.map((f) => f.snapshot.result!.id);
    const video = draft.files[0]?.kind === 'video';
    publish.mutate(
      {
        content: draft.text,
        ...(draft.categoryId !== null ? { categoryId: draft.categoryId } : {}),
        ...(video ? { video: results[0] } : results.length > 0 ? { images: results } : {}),
      },
      {
        onSuccess: async () => {
          await draft.clear();
          toast.success(publishedNotice(video));
          await queryClient.invalidateQueries({ queryKey: communityKeys.all });
          router.replace(COMMUNITY_ROUTE);
        },
        onError: (error) => setFailed(errorText(error)),
      },
    );
  };

  return (
    <div className={styles.screen}>
      <Header
        title="发布帖子"
        right={
          <button type="button" className={styles.publish} disabled={!ready} onClick={send}>
            {publish.isPending ? '发布中' : '发布'}
          </button>
        }
      />
      <main className={styles.main}>
        <label className={styles.field}>
          <span className={styles.label}>帖子内容</span>
          <textarea
            className={styles.textarea}
            value={draft.text}
            placeholder="分享你的新鲜事…"
            rows={6}
            onChange={(event) => draft.setText(event.target.value)}
          />
        </label>
        <div
          className={styles.counter}
          data-over={length > POST_TEXT_MAX || undefined}
          aria-live="polite"
        >
          {length}/{POST_TEXT_MAX}
        </div>
        <PublishMedia
          files={draft.files}
          onPick={(files) => {
            const result = draft.pick(files);
            if (result.refused) toast.error(result.refused);
          }}
          onRemove={draft.remove}
          onMove={draft.move}
          onControl={draft.control}
        />
        {topics.length > 0 && (
          <div className={styles.topics} role="group" aria-label="选择话题">
            {topics.map((topic) => (
              <button
                key={topic.id}
                type="button"
                className={styles.topic}
                aria-pressed={draft.categoryId === topic.id}
                onClick={() => draft.setCategoryId(draft.categoryId === topic.id ? null : topic.id)}
              >
                #{topic.name}
              </button>
            ))}
          </div>
        )}
        {hint && hasContent && <p className={styles.hint}>{hint}</p>}
        {failed && (
          <p className={styles.failed} role="alert">
            {failed}
          </p>
        )}
        <p className={styles.tip}>草稿和未完成的上传会自动保存，网络恢复后可继续。</p>
      </main>
    </div>
  );
}
