// Where the bootstrap stands, and a session failure the API client reports. Not persisted.
import { atom } from 'jotai';

export type BootFailureKind = 'boot' | 'session';

export interface BootFailure {
  kind: BootFailureKind;
  code: number;
  /** Chinese text for the error screen. */
  message: string;
}

export type BootState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'ready' }
  | { status: 'failed'; failure: BootFailure };

export const bootStateAtom = atom<BootState>({ status: 'idle' });

/** Set when a 1000 arrives right after a 1000-triggered reload: the gate shows the error screen. */
export const sessionFailureAtom = atom<BootFailure | null>(null);

/** A 1000-triggered reload is under way: hold the splash, start nothing new. */
export const reloadingAtom = atom(false);
