import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);
vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('@/components/video/video.test-support')).imageCacheModule,
);

import {
  renderWithProviders,
  router,
  setupScreenTest,
} from '@/components/video/video.test-support';
import { fail, ok } from '@/lib/api/fake-api.test-support';

import { ChangeFaceScreen } from './change-face-screen';

const TEMPLATE = {
  id: 5,
  title: '古风仕女',
  cover: '/ai/t-5.jpg',
  width: 600,
  height: 800,
  price: 50,
  uses: 12,
};
const page = (list: unknown[]) => ({ list, page: 1, pageSize: 50, total: list.length });
const order = {
  id: 9,
  kind: 'face',
  template: { id: 5, title: '古风仕女', cover: '/ai/t-5.jpg' },
  status: 'queued',
  result: '',
  width: 600,
  height: 800,
  error: '',
  price: 50,
  refunded: false,
  createdAt: 1_700_000_000,
  finishedAt: null,
};

let balanceShort = true;
const test = setupScreenTest('/ai/changeFace?id=5', () => ({
  'aiTemplate/list': () => ok(page([{ ...TEMPLATE, id: 4 }, TEMPLATE])),
  'aiOrder/facechange/list': () => ok(page([])),
  'upload/img': () =>
    ok({ id: 'a'.repeat(24), kind: 'image', url: '/u/x.jpg', size: 1, status: 'ready' }),
  'aiOrder/facechange/submit': () =>
    balanceShort ? fail(4010, '钻石余额不足') : ok({ order, balance: 950, charged: 50 }),
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

async function pickPhoto() {
  const input = await screen.findByLabelText('上传本人照片');
  fireEvent.change(input, {
    target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] },
  });
  await screen.findByAltText('已选择的本人照片');
}

/** 开始生成, then 确认生成 in the question about the price. */
async function startAndConfirm() {
  fireEvent.click(screen.getByRole('button', { name: '开始生成' }));
  const ask = await screen.findByRole('dialog', { name: '确认生成' });
  fireEvent.click(within(ask).getByRole('button', { name: '确认生成' }));
}

describe('ChangeFaceScreen', () => {
  beforeEach(() => {
    balanceShort = true;
    fakeCanvas();
  });

  it('asks for the photo, then for the consent tick, before anything is sent', async () => {
    renderWithProviders(<ChangeFaceScreen />);
    expect(await screen.findByText('5钻石')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '开始生成' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请先上传本人正脸照片');
    await pickPhoto();
    fireEvent.click(screen.getByRole('button', { name: '开始生成' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('请先勾选同意'));
    expect(test.api.bodies('upload/img')).toHaveLength(0);
    expect(test.api.bodies('aiOrder/facechange/submit')).toHaveLength(0);
  });

  it('asks before spending the template’s diamonds: 取消 uploads and spends nothing', async () => {
    balanceShort = false;
    renderWithProviders(<ChangeFaceScreen />);
    await pickPhoto();
    fireEvent.click(screen.getByRole('checkbox', { name: /我确认照片是本人/ }));
    fireEvent.click(screen.getByRole('button', { name: '开始生成' }));
    const ask = await screen.findByRole('dialog', { name: '确认生成' });
    expect(ask.textContent).toContain('本次生成将消耗 5 钻石');
    fireEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认生成' })).toBeNull());
    expect(test.api.bodies('upload/img')).toHaveLength(0);
    expect(test.api.bodies('aiOrder/facechange/submit')).toHaveLength(0);
    expect(router.push).not.toHaveBeenCalled();

    await startAndConfirm();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/ai/history'));
    expect(test.api.bodies('aiOrder/facechange/submit')).toHaveLength(1);
  });

  it('keeps the photo and the tick on a short balance, and a retry charges by the same request id', async () => {
    renderWithProviders(<ChangeFaceScreen />);
    await pickPhoto();
    fireEvent.click(screen.getByRole('checkbox', { name: /我确认照片是本人/ }));
    await startAndConfirm();
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('钻石余额不足'));
    expect(screen.getByRole('link', { name: '去充值' }).getAttribute('href')).toBe(
      '/mine/diamondRecharge',
    );
    expect(screen.getByAltText('已选择的本人照片')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);

    balanceShort = false;
    await startAndConfirm();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/ai/history'));
    // The photo went up once; both submits carried the same request id and the consent.
    expect(test.api.bodies('upload/img')).toHaveLength(1);
    const [first, second] = test.api.bodies('aiOrder/facechange/submit');
    expect(first).toMatchObject({ templateId: 5, photo: 'a'.repeat(24), consent: true });
    expect(second!.requestId).toBe(first!.requestId);
  });

  it('refuses a photo too small to show a face, in Chinese', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 80, height: 80, close: () => {} })),
    );
    renderWithProviders(<ChangeFaceScreen />);
    const input = await screen.findByLabelText('上传本人照片');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '照片太小，请选择短边至少128像素的清晰正脸照',
    );
  });

  it('says when the template is gone', async () => {
    test.api.on('aiTemplate/list', () => ok(page([])));
    renderWithProviders(<ChangeFaceScreen />);
    expect(await screen.findByText('模板不存在或已下架')).toBeTruthy();
  });
});
