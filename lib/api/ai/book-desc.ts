'use client';
// 书评 from a screen (docs/ai-api.md "书评"): txtToNovel/bookDesc streamed, the text grown piece
// by piece, 停止 (the request's abort), and how it ended. Nothing is kept on the server: the text
// lives here until the next one.
import { useCallback, useState } from 'react';

import type { BookDescEnd, BookDescTone } from '@/lib/domain/ai/book-desc';

import { useStreamCall } from '../use-stream-call';

export type BookDescState = {
  text: string;
  /** null while streaming or before the first; 'stopped' after 停止. */
  ended: BookDescEnd | 'stopped' | null;
  demo: boolean;
  /** Descriptions left today, once an end has said. */
  left: number | null;
};

export type BookDescRequest = { title: string; notes: string; tone: BookDescTone };

const EMPTY: BookDescState = { text: '', ended: null, demo: false, left: null };

export function useBookDesc() {
  const stream = useStreamCall('txtToNovel/bookDesc');
  const [state, setState] = useState<BookDescState>(EMPTY);

  /** Runs one; answers the Chinese tip to show when it was refused or failed, else null. */
  const generate = useCallback(
    async (request: BookDescRequest): Promise<string | null> => {
      setState((now) => ({ ...EMPTY, left: now.left }));
      const result = await stream.start(
        { title: request.title, notes: request.notes || undefined, tone: request.tone },
        (chunk) => setState((now) => ({ ...now, text: now.text + chunk.text })),
      );
      if (result.kind === 'end') {
        const { reason, text, demo, left } = result.data;
        setState({ text, ended: reason, demo, left });
        return null;
      }
      if (result.kind === 'aborted') {
        setState((now) => ({ ...now, ended: 'stopped' }));
        return null;
      }
      setState((now) => ({ ...EMPTY, left: now.left }));
      return result.tip;
    },
    [stream],
  );

  return { ...state, running: stream.running, generate, stop: stream.stop };
}
