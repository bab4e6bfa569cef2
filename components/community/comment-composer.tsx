'use client';
// The composer under a post or a video: a comment, or a reply to the chosen comment. A failed send keeps
// the text (and the reply target) and offers 重试; only a sent comment clears it. Sent offline,
// the comment waits (React Query pauses it) and goes out when the network is back; the
// composer says so.
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { errorText } from '@/components/ui/error-state';
import { useAddComment, type CommentSubject } from '@/lib/api/community/comments';
import { COMMENT_TEXT_MAX } from '@/lib/domain/community/limits';
import { mentionedIds, type Person } from '@/lib/domain/community/mentions';
import { textLength } from '@/lib/domain/platform/text-normalise';

import type { ReplyTarget } from './comment-item';
import styles from './comments.module.css';

export const SEND_HELD_TEXT = '网络已断开，恢复后将自动发送';

export interface CommentComposerProps {
  subject: CommentSubject;
  replyTo: ReplyTarget | null;
  onCancelReply: () => void;
  /** People on the page whom an @name in the text may mean. */
  people: readonly Person[];
  disabled?: boolean;
}

export function CommentComposer({
  subject,
  replyTo,
  onCancelReply,
  people,
  disabled,
}: CommentComposerProps) {
  const [text, setText] = useState('');
  const [failed, setFailed] = useState('');
  const add = useAddComment(subject);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (replyTo) inputRef.current?.focus();
  }, [replyTo]);

  const length = textLength(text.trim());
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (length === 0 || length > COMMENT_TEXT_MAX || add.isPending) return;
    setFailed('');
    add.mutate(
      { content: text, parentId: replyTo?.parentId, mentions: mentionedIds(text, people) },
      {
        onSuccess: () => {
          setText('');
          onCancelReply();
        },
        onError: (error) => setFailed(errorText(error)),
      },
    );
  };

  return (
    <form className={styles.composer} onSubmit={send} aria-label="发表评论">
      {replyTo && (
        <div className={styles.replying}>
          回复 @{replyTo.name}
          <button type="button" className={styles.cancel} onClick={onCancelReply}>
            取消
          </button>
        </div>
      )}
      {add.isPaused && (
        <div className={styles.held} role="status">
          {SEND_HELD_TEXT}
        </div>
      )}
      {failed && (
        <div className={styles.failed} role="alert">
          {failed}，内容已保留
          <button type="button" className={styles.retry} onClick={() => send()}>
            重试
          </button>
        </div>
      )}
      <div className={styles.inputRow}>
        <textarea
          ref={inputRef}
          className={styles.input}
          value={text}
          rows={1}
          maxLength={COMMENT_TEXT_MAX * 2}
          placeholder={
            disabled ? '帖子审核通过后才能评论' : replyTo ? `回复 @${replyTo.name}` : '说点什么…'
          }
          aria-label="评论内容"
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="submit"
          className={styles.send}
          disabled={disabled || length === 0 || length > COMMENT_TEXT_MAX || add.isPending}
        >
          {add.isPending ? '发送中' : '发送'}
        </button>
      </div>
      {length > COMMENT_TEXT_MAX && <span className={styles.over}>最多{COMMENT_TEXT_MAX}个字</span>}
    </form>
  );
}
