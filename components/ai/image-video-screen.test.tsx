import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);
vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('@/components/video/video.test-support')).imageCacheModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { fail, ok, type FakeAnswer } from '@/lib/api/fake-api.test-support';
import { AI_VIDEO_POLL_MS } from '@/lib/domain/ai/video';
import { userAtom, type SessionUser } from '@/lib/state/session-atoms';

import { ImageVideoScreen } from './image-video-screen';

const PHOTO_ID = 'b'.repeat(24);
const order = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 100_001,
  kind: 'video',
  motion: 'pan',
  status,
  photo: `/u/${PHOTO_ID}.jpg`,
  playId: status === 'done' ? 'aiv-100001' : '',
  poster: status === 'done' ? '/u/aiv-p.jpg' : '',
  width: status === 'done' ? 720 : 0,
  height: status === 'done' ? 960 : 0,
  seconds: status === 'done' ? 5 : 0,
  error: '',
  price: 300,
  refunded: false,
  createdAt: 1_700_000_000,
  finishedAt: null,
  ...extra,
});
const page = (list: unknown[]) => ({ list, page: 1, pageSize: 10, total: list.length });

let generated: () => FakeAnswer;
let listed: FakeAnswer[];
const test = setupScreenTest('/ai/ImageGeneratedVideo', () => ({
  'imgToVideo/order': () => listed.shift() ?? ok(page([])),
  'upload/img': () =>
    ok({ id: PHOTO_ID, kind: 'image', url: '/u/x.jpg', size: 1, status: 'ready' }),
  'imgToVideo/generate': () => generated(),
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

function render(diamonds = 1000) {
  const store = createStore();
  const user = { id: 7, token: 't', isGuest: true, wallet: { gold: 0, diamonds } };
  store.set(userAtom, user as SessionUser);
  return renderWithProviders(<ImageVideoScreen />, { store });
}

async function pickPhoto() {
  fireEvent.change(await screen.findByLabelText('上传本人照片'), {
    target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] },
  });
  await screen.findByAltText('已选择的本人照片');
}

const send = () => fireEvent.click(screen.getByRole('button', { name: '生成视频' }));
/** 生成视频, then 确认生成 in the question about the price. */
async function sendAndConfirm() {
  send();
  const ask = await screen.findByRole('dialog', { name: '确认生成' });
  fireEvent.click(within(ask).getByRole('button', { name: '确认生成' }));
}
const tick = () =>
  fireEvent.click(screen.getByRole('checkbox', { name: /我确认照片为本人或已获得授权/ }));
const toastSays = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeTruthy());

let scrolled: Element[];
afterEach(() => {
  // jsdom has none; the tests' stands in for the browser's.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('ImageVideoScreen', () => {
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = function scrollIntoView() {
      scrolled.push(this);
    };
    fakeCanvas();
    listed = [];
    generated = () => ok({ order: order('queued'), balance: 700, charged: 300 });
  });

  it('offers the four motions as a radio group, 缓慢推近 first and chosen, and the price and balance', async () => {
    render();
    const group = screen.getByRole('radiogroup', { name: '运动效果' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      expect.stringContaining('缓慢推近'),
      expect.stringContaining('缓慢拉远'),
      expect.stringContaining('左右平移'),
      expect.stringContaining('呼吸律动'),
    ]);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('30钻石')).toBeTruthy();
    expect(screen.getByText('当前钻石 100')).toBeTruthy();
    expect(screen.getByRole('link', { name: '我的作品' }).getAttribute('href')).toBe(
      '/ai/history?tab=video',
    );
  });

  it('says what is missing, as a toast, before anything is sent', async () => {
    render();
    send();
    await toastSays('请先上传照片');
    await pickPhoto();
    send();
    await toastSays('请先勾选授权确认');
    expect(test.api.bodies('upload/img')).toHaveLength(0);
    expect(test.api.bodies('imgToVideo/generate')).toHaveLength(0);
  });

  it('asks before spending the diamonds: 取消 sends nothing, 确认生成 sends the order', async () => {
    render();
    await pickPhoto();
    tick();
    send();
    const ask = await screen.findByRole('dialog', { name: '确认生成' });
    expect(ask.textContent).toContain('本次生成将消耗 30 钻石，生成后剩余 70 钻石');
    fireEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认生成' })).toBeNull());
    expect(test.api.bodies('upload/img')).toHaveLength(0);
    expect(test.api.bodies('imgToVideo/generate')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: '生成结果' })).toBeNull();

    await sendAndConfirm();
    await screen.findByRole('region', { name: '生成结果' });
    expect(test.api.bodies('imgToVideo/generate')).toHaveLength(1);
  });

  it('keeps the photo, the motion and the tick on a short balance; the retry charges by the same request id', async () => {
    generated = () => fail(4010, '钻石余额不足');
    render(100);
    expect(screen.getByRole('link', { name: '去充值' }).getAttribute('href')).toBe(
      '/mine/diamondRecharge',
    );
    await pickPhoto();
    fireEvent.click(screen.getByRole('radio', { name: /左右平移/ }));
    tick();
    send();
    await toastSays('钻石余额不足');
    expect(screen.getByAltText('已选择的本人照片')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /左右平移/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);

    generated = () => ok({ order: order('queued'), balance: 700, charged: 300 });
    send();
    await screen.findByRole('region', { name: '生成结果' });
    expect(test.api.bodies('upload/img')).toHaveLength(1);
    const [first, second] = test.api.bodies('imgToVideo/generate');
    expect(first).toMatchObject({ photo: PHOTO_ID, motion: 'pan', consent: true });
    expect(second!.requestId).toBe(first!.requestId);
  });

  it('shows the order being made, asks again while it is, then plays it; stops asking once gone', async () => {
    listed = [ok(page([])), ok(page([order('queued')])), ok(page([order('done')]))];
    const view = render();
    await pickPhoto();
    tick();
    await sendAndConfirm();
    const panel = await screen.findByRole('region', { name: '生成结果' });
    // It comes into view by itself (it appears below the form, off a phone's screen).
    await waitFor(() => expect(scrolled).toContain(panel));
    await waitFor(() => expect(panel.textContent).toContain('排队中'));
    expect(screen.queryByTestId('video')).toBeNull();
    // The next poll (every 2 s) finds it done: the shared player takes its place.
    await waitFor(() => expect(screen.getByTestId('video')).toBeTruthy(), {
      timeout: AI_VIDEO_POLL_MS * 2,
    });
    expect(panel.textContent).toContain('左右平移 · 已完成');
    const asked = test.api.bodies('imgToVideo/order').length;
    view.unmount();
    await act(() => new Promise((done) => setTimeout(done, AI_VIDEO_POLL_MS + 300)));
    expect(test.api.bodies('imgToVideo/order')).toHaveLength(asked);
  }, 15_000);

  it('says why a video failed and that the diamonds came back', async () => {
    const failed = order('failed', { error: '照片无法识别，请换一张清晰的照片', refunded: true });
    generated = () => ok({ order: failed, balance: 1000, charged: 300 });
    listed = [ok(page([])), ok(page([failed]))];
    render();
    await pickPhoto();
    tick();
    await sendAndConfirm();
    const alert = await screen.findByText(/照片无法识别/);
    expect(alert.textContent).toBe('照片无法识别，请换一张清晰的照片，30钻石已退回');
  });
});
