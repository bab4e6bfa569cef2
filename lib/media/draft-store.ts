// The publish screen's draft in IndexedDB (Dexie database `communityDraft`): the text, the
// chosen topic and the picked files themselves (Blobs), each with its upload state, so a reload
// (or a closed tab) loses neither the post nor an upload: the screen resumes what was left.
// Failures are quiet: without IndexedDB the draft only lives as long as the page.
import type { Dexie, Table } from 'dexie';

import type { UploadedFile } from '@/lib/protocol/shapes/community';

export const DRAFT_DB_NAME = 'communityDraft';

export type DraftFile = {
  /** The upload identifier (uploadIdentifier): also the record's key. */
  key: string;
  order: number;
  name: string;
  type: string;
  size: number;
  blob: Blob;
  kind: 'image' | 'video';
  /** The origin's answer once the file is in. */
  result: UploadedFile | null;
};

export type Draft = {
  text: string;
  categoryId: number | null;
  updatedAt: number;
};

type DraftRow = Draft & { id: 'publish' };

type DraftDb = Dexie & { drafts: Table<DraftRow, string>; files: Table<DraftFile, string> };

let opening: Promise<DraftDb | null> | null = null;

function open(): Promise<DraftDb | null> {
  opening ??= (async () => {
    if (typeof indexedDB === 'undefined') return null;
    try {
      const DexieClass = (await import('dexie')).default;
      const db = new DexieClass(DRAFT_DB_NAME) as DraftDb;
      db.version(1).stores({ drafts: 'id', files: 'key, order' });
      await db.open();
      return db;
    } catch {
      return null;
    }
  })();
  return opening;
}

async function quietly<T>(work: (db: DraftDb) => Promise<T>, fallback: T): Promise<T> {
  const db = await open();
  if (!db) return fallback;
  try {
    return await work(db);
  } catch {
    return fallback;
  }
}

export const draftStore = {
  load: () =>
    quietly(
      async (db) => {
        const draft = await db.drafts.get('publish');
        const files = await db.files.orderBy('order').toArray();
        return { draft: draft ?? null, files };
      },
      { draft: null as DraftRow | null, files: [] as DraftFile[] },
    ),
  saveDraft: (draft: Draft) => quietly((db) => db.drafts.put({ ...draft, id: 'publish' }), ''),
  putFile: (file: DraftFile) => quietly((db) => db.files.put(file), ''),
  /** Writes the files' order (after a reorder) in one transaction. */
  reorder: (keys: string[]) =>
    quietly(
      (db) =>
        db.transaction('rw', db.files, async () => {
          await Promise.all(keys.map((key, order) => db.files.update(key, { order })));
        }),
      undefined,
    ),
  setResult: (key: string, result: UploadedFile) =>
    quietly((db) => db.files.update(key, { result }), 0),
  removeFile: (key: string) => quietly((db) => db.files.delete(key), undefined),
  /** After publishing: the draft and its files go. */
  clear: () =>
    quietly(
      (db) =>
        db.transaction('rw', db.drafts, db.files, async () => {
          await db.drafts.clear();
          await db.files.clear();
        }),
      undefined,
    ),
};
