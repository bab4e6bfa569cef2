'use client';
// /ai/aiBookDesc (§2): 书评. A book's title and the reader's notes, a tone (推荐语, 深度书评,
// 一句话简介), and the description streamed as it is written, with 停止 while it streams and 复制
// once it ends. Free: 20 a day, one at a time. The demo's text is marked 演示生成; a refusal is a
// Chinese toast and the inputs stay.
import { useId, useState } from 'react';

import { Header } from '@/components/ui/header';
import { useToast } from '@/components/ui/toast';
import { useBookDesc } from '@/lib/api/ai/book-desc';
import {
  BOOK_DESC_NOTES_MAX,
  BOOK_DESC_TITLE_MAX,
  BOOK_DESC_TONE,
  BOOK_DESC_TONES,
  bookDescEndTip,
  type BookDescTone,
} from '@/lib/domain/ai/book-desc';

import shared from '../ai-studio.module.css';
import styles from './book-desc.module.css';

const count = (text: string) => [...text.trim()].length;

export function BookDescScreen() {
  const ids = useId();
  const toast = useToast();
  const desc = useBookDesc();
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const [tone, setTone] = useState<BookDescTone>('recommend');
  const titleCount = count(title);
  const notesCount = count(notes);
  const canSend =
    !desc.running &&
    titleCount > 0 &&
    titleCount <= BOOK_DESC_TITLE_MAX &&
    notesCount <= BOOK_DESC_NOTES_MAX;

  const submit = async () => {
    if (!canSend) return;
    const tip = await desc.generate({ title: title.trim(), notes: notes.trim(), tone });
    if (tip) toast(tip);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(desc.text);
      toast('已复制');
    } catch {
      toast('复制失败，请长按文字手动复制');
    }
  };
  const endTip = desc.ended && desc.ended !== 'stopped' ? bookDescEndTip(desc.ended) : '';

  return (
    <main className={shared.screen}>
      <Header title="书评" />
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className={styles.label} htmlFor={`${ids}-title`}>
          <span>书名</span>
          <span aria-label="书名字数">
            {titleCount}/{BOOK_DESC_TITLE_MAX}
          </span>
        </label>
        <input
          id={`${ids}-title`}
          aria-label="书名"
          className={styles.input}
          value={title}
          maxLength={BOOK_DESC_TITLE_MAX * 2}
          placeholder="输入书名，如：活着"
          onChange={(event) => setTitle(event.target.value)}
        />
        <label className={styles.label} htmlFor={`${ids}-notes`}>
          <span>读书笔记（选填）</span>
          <span aria-label="笔记字数">
            {notesCount}/{BOOK_DESC_NOTES_MAX}
          </span>
        </label>
        <textarea
          id={`${ids}-notes`}
          aria-label="读书笔记（选填）"
          className={styles.notes}
          value={notes}
          maxLength={BOOK_DESC_NOTES_MAX * 2}
          placeholder="写下你的感受、喜欢的情节或人物"
          onChange={(event) => setNotes(event.target.value)}
        />
        <TonePicker tone={tone} onTone={setTone} disabled={desc.running} />
        <button type="submit" className={styles.primary} disabled={!canSend}>
          生成书评
        </button>
        {desc.left !== null && <p className={styles.left}>今日还可生成{desc.left}次</p>}
      </form>
      {(desc.running || desc.text !== '') && (
        <section className={styles.result} aria-label="生成的书评">
          <p className={styles.text} data-streaming={desc.running || undefined} aria-live="polite">
            {desc.text}
          </p>
          <div className={styles.actions}>
            {desc.running ? (
              <button type="button" className={styles.secondary} onClick={desc.stop}>
                停止
              </button>
            ) : (
              <button type="button" className={styles.secondary} onClick={() => void copy()}>
                复制
              </button>
            )}
            {!desc.running && desc.demo && <span className={styles.mark}>演示生成</span>}
            {desc.ended === 'stopped' && <span className={styles.mark}>已停止</span>}
            {endTip && <span className={styles.mark}>{endTip}</span>}
          </div>
        </section>
      )}
    </main>
  );
}

/** 风格: one of the tones, as radios drawn as chips. */
function TonePicker({
  tone,
  onTone,
  disabled,
}: {
  tone: BookDescTone;
  onTone: (tone: BookDescTone) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <>
      <span className={styles.label} id={id}>
        风格
      </span>
      <div className={styles.chips} role="radiogroup" aria-labelledby={id}>
        {BOOK_DESC_TONES.map((item) => (
          <label key={item} className={styles.chip} data-checked={tone === item || undefined}>
            <input
              type="radio"
              name="tone"
              value={item}
              checked={tone === item}
              disabled={disabled}
              onChange={() => onTone(item)}
            />
            {BOOK_DESC_TONE[item].label}
          </label>
        ))}
      </div>
    </>
  );
}
