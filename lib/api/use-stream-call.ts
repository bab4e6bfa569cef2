'use client';
// A stream call from a screen: start it with its input and a handler for each chunk, stop it (the
// 停止 button), know whether one is running. One at a time per hook: starting again stops the one
// before; leaving the screen stops it too.
import { useCallback, useEffect, useRef, useState } from 'react';

import type { CallChunk, CallInput, StreamCallName } from '@/lib/protocol/call-table';

import { streams, type StreamClient, type StreamResult } from './stream';

export type StreamCall<N extends StreamCallName> = {
  /** Runs the call; resolves with how it ended (never rejects). */
  start(input: CallInput<N>, onChunk?: (data: CallChunk<N>) => void): Promise<StreamResult<N>>;
  /** Stops the running call: it resolves `{ kind: 'aborted' }`. */
  stop(): void;
  running: boolean;
};

export function useStreamCall<N extends StreamCallName>(
  name: N,
  client: StreamClient = streams,
): StreamCall<N> {
  const [running, setRunning] = useState(false);
  const current = useRef<AbortController | null>(null);

  const start = useCallback(
    async (input: CallInput<N>, onChunk?: (data: CallChunk<N>) => void) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setRunning(true);
      try {
        return await client.stream(name, input, { signal: controller.signal, onChunk });
      } finally {
        if (current.current === controller) {
          current.current = null;
          setRunning(false);
        }
      }
    },
    [client, name],
  );

  const stop = useCallback(() => current.current?.abort(), []);

  useEffect(() => () => current.current?.abort(), []);

  return { start, stop, running };
}
