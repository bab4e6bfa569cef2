'use client';
// The conversation: the persona's greeting, the kept messages, the reply being written (growing
// as its pieces arrive), the marks of replies that did not finish, 演示生成 under the demo's
// replies, and the notices: 积分 ran out mid-reply (充值积分, then 继续), a send refused for want
// of 积分, a stopped reply that may go on. Kept scrolled to the newest line.
import { useEffect, useRef } from 'react';

import { LazyImage } from '@/components/ui/lazy-image';
import type { CompanionMessage, CompanionPersona } from '@/lib/api/ai/companion';
import {
  TIP_COMPANION_NO_CREDITS,
  canAffordReply,
  canContinue,
  messageMark,
} from '@/lib/domain/ai/companion';

import styles from './companion.module.css';
import type { LiveReply } from './use-reply-stream';

export const DEMO_MARK = '演示生成';
export const OUT_OF_CREDITS_TEXT = '积分已用完，回复已中断';

type Row = {
  key: string;
  role: 'user' | 'assistant';
  text: string;
  mark: string;
  demo: boolean;
  streaming: boolean;
};

function rowsOf(
  messages: readonly CompanionMessage[],
  live: LiveReply | null,
  demo: boolean,
): Row[] {
  const rows: Row[] = messages.map((m) => {
    const growing = live?.baseId === m.id;
    return {
      key: `m${m.id}`,
      role: m.role,
      text: growing ? m.text + live.text : m.text,
      mark: growing ? (live.stopped ? messageMark('stopped') : '') : messageMark(m.status),
      demo: m.demo,
      streaming: growing && !live.stopped,
    };
  });
  if (live && live.baseId === null) {
    if (live.userText !== null)
      rows.push({
        key: 'live-user',
        role: 'user',
        text: live.userText,
        mark: '',
        demo: false,
        streaming: false,
      });
    rows.push({
      key: 'live-reply',
      role: 'assistant',
      text: live.text,
      mark: live.stopped ? messageMark('stopped') : '',
      demo,
      streaming: !live.stopped,
    });
  }
  return rows;
}

export function ChatLog({
  persona,
  messages,
  live,
  demo,
  balance,
  short,
  running,
  onTopUp,
  onContinue,
}: {
  persona: CompanionPersona;
  messages: readonly CompanionMessage[];
  live: LiveReply | null;
  /** Replies now come from the demo provider. */
  demo: boolean;
  balance: number | null;
  short: boolean;
  running: boolean;
  onTopUp: () => void;
  onContinue: (id: number) => void;
}) {
  const log = useRef<HTMLDivElement>(null);
  const rows = rowsOf(messages, live, demo);
  const last = messages.at(-1);
  const cut = !live && last?.role === 'assistant' && canContinue(last.status) ? last : null;
  const lastText = rows.at(-1)?.text ?? '';
  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [rows.length, lastText, short, cut?.id]);

  return (
    <div ref={log} className={styles.log} role="log" aria-label="聊天记录" aria-busy={running}>
      <div className={styles.row} data-role="assistant">
        <span className={styles.avatar}>
          <LazyImage src={persona.avatar} alt="" aspectRatio={1} />
        </span>
        <p className={styles.bubble}>{persona.greeting}</p>
      </div>
      {rows.map((row) => (
        <div key={row.key} className={styles.row} data-role={row.role}>
          {row.role === 'assistant' && (
            <span className={styles.avatar}>
              <LazyImage src={persona.avatar} alt="" aspectRatio={1} />
            </span>
          )}
          <div className={styles.bubbleColumn}>
            <p
              className={styles.bubble}
              data-streaming={row.streaming || undefined}
              aria-label={row.role === 'assistant' ? `${persona.name}的回复` : '我的消息'}
            >
              {row.text}
              {row.streaming && row.text === '' && <span className={styles.typing}>正在输入…</span>}
            </p>
            {(row.mark || (row.role === 'assistant' && row.demo)) && (
              <p className={styles.meta}>
                {row.demo && row.role === 'assistant' && (
                  <span className={styles.demo}>{DEMO_MARK}</span>
                )}
                {row.mark && <span className={styles.mark}>{row.mark}</span>}
              </p>
            )}
          </div>
        </div>
      ))}
      <Notices
        cut={cut}
        short={short}
        balance={balance}
        running={running}
        onTopUp={onTopUp}
        onContinue={onContinue}
      />
    </div>
  );
}

/** What to do about a cut reply (继续; 充值积分 first when the 积分 ran out) or a refused send. */
function Notices({
  cut,
  short,
  balance,
  running,
  onTopUp,
  onContinue,
}: {
  cut: CompanionMessage | null;
  short: boolean;
  balance: number | null;
  running: boolean;
  onTopUp: () => void;
  onContinue: (id: number) => void;
}) {
  return (
    <>
      {cut?.status === 'credits' && (
        <section className={styles.notice} aria-label="积分不足">
          <p>{OUT_OF_CREDITS_TEXT}，充值后可以继续</p>
          <div className={styles.noticeActions}>
            <button type="button" className={styles.noticePrimary} onClick={onTopUp}>
              充值积分
            </button>
            <button
              type="button"
              className={styles.noticeSecondary}
              disabled={running || balance === null || !canAffordReply(balance)}
              onClick={() => onContinue(cut.id)}
            >
              继续
            </button>
          </div>
        </section>
      )}
      {cut && cut.status !== 'credits' && (
        <div className={styles.noticeActions}>
          <button
            type="button"
            className={styles.noticeSecondary}
            disabled={running}
            onClick={() => onContinue(cut.id)}
          >
            继续
          </button>
        </div>
      )}
      {short && (
        <section className={styles.notice} aria-label="积分不足">
          <p>{TIP_COMPANION_NO_CREDITS}</p>
          <div className={styles.noticeActions}>
            <button type="button" className={styles.noticePrimary} onClick={onTopUp}>
              充值积分
            </button>
          </div>
        </section>
      )}
    </>
  );
}
