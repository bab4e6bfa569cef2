'use client';
// /mine/setting/autokf: the smart service. The greeting and the common questions as chips; what
// the user asks is answered from the service entries (aiService/list) by their keywords, else
// with the entries' fallback and the way to a person.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';

import { IntentLink } from '@/components/ui/intent-link';
import { serviceEntriesQuery } from '@/lib/api/account/center';
import { matchServiceEntry } from '@/lib/domain/ai/service-match';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import chipStyles from '../parts/chips.module.css';
import chatStyles from './auto-service-screen.module.css';
import { SubPage } from '../parts/sub-page';

type Line = { id: number; from: 'user' | 'bot'; text: string; link?: string };

export function AutoServiceScreen() {
  const entries = useQuery(serviceEntriesQuery());
  const [lines, setLines] = useState<Line[]>([]);
  const [draft, setDraft] = useState('');
  const next = useRef(0);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length]);

  const ask = (question: string) => {
    const data = entries.data;
    if (!question.trim() || !data) return;
    const hit = matchServiceEntry(question, data.list);
    const answer: Line = hit
      ? { id: (next.current += 1), from: 'bot', text: hit.answer, link: hit.link || undefined }
      : { id: (next.current += 1), from: 'bot', text: data.fallback, link: '/mine/setting/kf' };
    setLines((current) => [
      ...current,
      { id: (next.current += 1), from: 'user', text: question },
      answer,
    ]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
    setDraft('');
  };

  return (
    <SubPage title="智能客服">
      <div className={chatStyles.chat} role="log" aria-label="客服对话">
        <p className={chatStyles.bubble} data-from="bot">
          {entries.data?.greeting ?? '您好，请问有什么可以帮您？'}
        </p>
        {entries.data && (
          <div className={chipStyles.chips} aria-label="常见问题">
            {entries.data.list.map((entry) => (
              <button
                key={entry.id}
                type="button"
                className={chipStyles.chip}
                onClick={() => ask(entry.question)}
              >
                {entry.question}
              </button>
            ))}
          </div>
        )}
        {lines.map((line) => (
          <p key={line.id} className={chatStyles.bubble} data-from={line.from}>
            {line.text}
            {line.link?.startsWith('/') && (
              <IntentLink href={line.link} className={buttonStyles.linkButton}>
                {' '}
                去看看
              </IntentLink>
            )}
          </p>
        ))}
        <div ref={end} />
      </div>
      <form className={chatStyles.chatInput} onSubmit={submit} aria-label="发送问题">
        <input
          className={fieldStyles.input}
          value={draft}
          onChange={(event) => setDraft(event.target.value.slice(0, 100))}
          placeholder="请输入您的问题"
          aria-label="您的问题"
        />
        <button
          type="submit"
          className={fieldStyles.sideButton}
          disabled={!draft.trim() || !entries.data}
        >
          发送
        </button>
      </form>
    </SubPage>
  );
}
