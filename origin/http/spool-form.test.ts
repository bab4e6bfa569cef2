// A multipart body read as it arrives: fields as text, the file on disk with its hash, size and
// first bytes, and nothing left behind by a body that does not parse.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { SNIFF_BYTES } from '@/lib/domain/platform/files';

import { removeSpool, spooledOf, spoolForm } from './spool-form';

function multipart(form: FormData): Request {
  return new Request('http://origin.test/api/app/upload/chunk', { method: 'POST', body: form });
}

describe('spoolForm', () => {
  it('keeps the fields and writes the file to disk with its hash, size and first bytes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'spool-'));
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7) % 251);
    const form = new FormData();
    form.append('chunkNumber', '3');
    form.append('identifier', '300000-a');
    form.append('file', new File([bytes], 'clip.mp4', { type: 'video/mp4' }));
    const request = multipart(form);
    const { fields, spool } = await spoolForm(
      request.body,
      request.headers.get('content-type')!,
      dir,
    );
    expect(fields.chunkNumber).toBe('3');
    expect(fields.identifier).toBe('300000-a');
    expect(spool).toMatchObject({
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      head: bytes.subarray(0, SNIFF_BYTES),
    });
    expect(new Uint8Array(readFileSync(spool!.path))).toEqual(bytes);
    const file = fields.file as File;
    expect([file.name, file.size, file.type]).toEqual(['clip.mp4', bytes.length, 'video/mp4']);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(spooledOf(file)).toBe(spool);
    await removeSpool(spool);
    expect(existsSync(spool!.path)).toBe(false);
  });

  it('rejects a body cut short and leaves no file behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'spool-'));
    const form = new FormData();
    form.append('file', new File([new Uint8Array(100_000).fill(1)], 'a.jpg'));
    const request = multipart(form);
    const whole = new Uint8Array(await request.arrayBuffer());
    const cut = new Blob([whole.subarray(0, 60_000)]).stream();
    await expect(spoolForm(cut, request.headers.get('content-type')!, dir)).rejects.toThrow();
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it('answers no file when the form has none', async () => {
    const form = new FormData();
    form.append('chunkNumber', '1');
    const request = multipart(form);
    const dir = path.join(tmpdir(), 'spool-never-made');
    const read = await spoolForm(request.body, request.headers.get('content-type')!, dir);
    expect(read).toEqual({ fields: { chunkNumber: '1' }, spool: null });
  });
});
