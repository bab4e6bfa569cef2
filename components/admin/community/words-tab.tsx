'use client';
// 违规词: the banned-word list, one word a line. A post holding one is refused and goes to the
// queue (违规词拦截); a comment holding one is refused at once. Saved for the next post.
import { useState } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useBannedWords, useCommunityChange } from '@/lib/api/admin/use-community';

import styles from '../admin.module.css';
import own from '../platform/platform.module.css';

function WordsForm({ words }: { words: string[] }) {
  const save = useCommunityChange('community/words/set');
  const [text, setText] = useState(words.join('\n'));
  const [tip, setTip] = useState('');
  const send = async () => {
    setTip('');
    try {
      const done = await save.mutateAsync({ words: text.split('\n') });
      setText(done.words.join('\n'));
      setTip(`已保存，共 ${done.words.length} 个违规词`);
    } catch (e) {
      setTip(e instanceof AdminCallError ? e.tip : '保存失败，请重试');
    }
  };
  return (
    <>
      <label className={styles.field}>
        违规词（每行一个）
        <textarea
          className={styles.input}
          rows={12}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {tip ? <p className={styles.notice}>{tip}</p> : null}
      <div className={own.actions}>
        <button type="button" className={styles.button} disabled={save.isPending} onClick={send}>
          保存违规词
        </button>
      </div>
    </>
  );
}

export function WordsTab() {
  const words = useBannedWords();
  return (
    <div className={styles.card}>
      {words.error ? (
        <p className={styles.error} role="alert">
          {words.error instanceof AdminCallError ? words.error.tip : '加载失败，请重试'}
        </p>
      ) : null}
      {words.data ? <WordsForm words={words.data.words} /> : null}
    </div>
  );
}
