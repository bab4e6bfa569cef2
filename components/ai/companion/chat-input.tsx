'use client';
// The message box: what the user writes, 发送, and while a reply is being written a clear 停止
// in its place. The draft stays when a send is refused (a banned word, no 积分), so it can be
// changed and sent again.
import { useState } from 'react';

import { SendIcon, StopIcon } from '@/components/icons/ai-icons';
import { COMPANION_MESSAGE_MAX, COMPANION_PRICE_TEXT } from '@/lib/domain/ai/companion';

import styles from './chat-input.module.css';

export function ChatInput({
  name,
  running,
  disabled,
  onSend,
  onStop,
}: {
  /** The persona's name, for the placeholder. */
  name: string;
  running: boolean;
  disabled: boolean;
  /** Resolves false when the message was not sent (the draft stays). */
  onSend: (text: string) => Promise<boolean>;
  onStop: () => void;
}) {
  const [draft, setDraft] = useState('');
  const send = async () => {
    const text = draft;
    setDraft('');
    if (!(await onSend(text))) setDraft((now) => (now === '' ? text : now));
  };
  return (
    <form
      className={styles.inputBar}
      onSubmit={(event) => {
        event.preventDefault();
        if (!running) void send();
      }}
    >
      <p className={styles.price}>{COMPANION_PRICE_TEXT}</p>
      <div className={styles.inputRow}>
        <textarea
          className={styles.textarea}
          aria-label="输入消息"
          placeholder={`和${name}聊点什么…`}
          rows={1}
          value={draft}
          maxLength={COMPANION_MESSAGE_MAX * 2}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter breaks the line (a phone's keyboard sends with its button).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (!running) void send();
            }
          }}
        />
        {running ? (
          <button type="button" className={styles.stop} onClick={onStop}>
            <StopIcon aria-hidden />
            停止
          </button>
        ) : (
          <button type="submit" className={styles.send} disabled={disabled || draft.trim() === ''}>
            <SendIcon aria-hidden />
            发送
          </button>
        )}
      </div>
    </form>
  );
}
