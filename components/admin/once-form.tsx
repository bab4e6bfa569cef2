'use client';
// A console form whose request the origin applies exactly once (a refund, a grant): its key is
// made with the form and changes only when an input does, so a second or double click of the
// same request sends the same key. Its outcome line shows the refusal or the result.
import { useState } from 'react';

import styles from './admin.module.css';

export function useOnceForm(prefix: string) {
  const [key, setKey] = useState(() => `${prefix}-${crypto.randomUUID()}`);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  /** Applies an input's change: a new request, the last outcome cleared. */
  const edit = (apply: () => void) => {
    apply();
    setKey(`${prefix}-${crypto.randomUUID()}`);
    setDone('');
    setProblem('');
  };
  return { key, problem, setProblem, done, setDone, edit };
}

export function OnceFormOutcome({ problem, done }: { problem: string; done: string }) {
  return (
    <>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p className={styles.notice} role="status">
          {done}
        </p>
      ) : null}
    </>
  );
}
