// A file written whole or not at all: a temp name beside it, then a rename (atomic on one file
// system), so a reader, or a repeat of the same write, never sees half of it.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeFileAtomic(target: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, target);
}
