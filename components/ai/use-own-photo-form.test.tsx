// The own-photo AI form (face swap, 图生视频) in its two ways of showing a message: under the
// form ('inline') or as a toast ('toast'); the photo and the send are the same.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { ok } from '@/lib/api/fake-api.test-support';

import { useOwnPhotoForm, type ErrorDisplay } from './use-own-photo-form';

const PHOTO_ID = 'c'.repeat(24);
setupScreenTest('/ai/changeFace', () => ({
  'upload/img': () =>
    ok({ id: PHOTO_ID, kind: 'image', url: '/u/x.jpg', size: 1, status: 'ready' }),
}));

/** The browser's decoding and drawing of the picked photo (jsdom has no canvas). */
function fakeCanvas() {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 900, height: 1200, close: () => {} })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => {},
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['jpeg'], { type: 'image/jpeg' })),
  );
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
}

const sent: string[][] = [];
function Form({ errors }: { errors: ErrorDisplay }) {
  const form = useOwnPhotoForm({
    errors,
    price: 0,
    prepare: ({ hasPhoto }) =>
      hasPhoto
        ? async (photo, requestId) => {
            sent.push([photo, requestId]);
            return { short: true, tip: '钻石余额不足' };
          }
        : '请先上传照片',
    onAccepted: () => {},
  });
  return (
    <div>
      <input
        type="file"
        aria-label="本人照片"
        onChange={(e) => e.target.files?.[0] && form.pick(e.target.files[0])}
      />
      <button onClick={form.submit}>生成</button>
      <p data-testid="under-form">{form.error}</p>
      {form.short && <a href="/mine/diamondRecharge">去充值</a>}
    </div>
  );
}

async function pickPhoto() {
  fireEvent.change(screen.getByLabelText('本人照片'), {
    target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] },
  });
  await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
}
const send = () => fireEvent.click(screen.getByRole('button', { name: '生成' }));
const underForm = () => screen.getByTestId('under-form').textContent;
const toast = () => screen.getByRole('status').textContent;

describe('useOwnPhotoForm', () => {
  it("'inline' shows a refusal and a short balance under the form; a new photo clears them", async () => {
    fakeCanvas();
    renderWithProviders(<Form errors="inline" />);
    send();
    await waitFor(() => expect(underForm()).toBe('请先上传照片'));
    expect(toast()).toBe('');
    await pickPhoto();
    await waitFor(() => expect(underForm()).toBe(''));
    send();
    await waitFor(() => expect(underForm()).toBe('钻石余额不足'));
    expect(screen.getByRole('link', { name: '去充值' })).toBeTruthy();
    expect(toast()).toBe('');
    await pickPhoto();
    await waitFor(() => expect(underForm()).toBe(''));
    expect(screen.queryByRole('link', { name: '去充值' })).toBeNull();
  });

  it("'toast' shows them as toasts, nothing under the form; the short link stays until a send", async () => {
    fakeCanvas();
    renderWithProviders(<Form errors="toast" />);
    send();
    await waitFor(() => expect(toast()).toContain('请先上传照片'));
    expect(underForm()).toBe('');
    await pickPhoto();
    send();
    await waitFor(() => expect(toast()).toContain('钻石余额不足'));
    expect(underForm()).toBe('');
    expect(screen.getByRole('link', { name: '去充值' })).toBeTruthy();
    await pickPhoto();
    expect(screen.getByRole('link', { name: '去充值' })).toBeTruthy();
  });

  it('uploads the photo once and sends it with one request id for a retry', async () => {
    fakeCanvas();
    sent.length = 0;
    renderWithProviders(<Form errors="toast" />);
    await pickPhoto();
    send();
    await waitFor(() => expect(sent).toHaveLength(1));
    send();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]![0]).toBe(PHOTO_ID);
    expect(sent[1]).toEqual(sent[0]);
  });
});
