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
import { AI_DEMO_NOTE, AI_IMAGE_PROMPT_MAX } from '@/lib/domain/ai/image';
import { AI_VIDEO_POLL_MS } from '@/lib/domain/ai/video';
import { userAtom, type SessionUser } from '@/lib/state/session-atoms';

import { TextImageScreen } from './text-image-screen';

const order = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 100_001,
  kind: 'image',
  prompt: '月光下的橘猫',
  style: 'ink',
  size: 'portrait',
  status,
  result: status === 'done' ? '/u/aii-x.jpg' : '',
  width: status === 'done' ? 1024 : 0,
  height: status === 'done' ? 1536 : 0,
  demo: false,
  error: '',
  price: 100,
  refunded: false,
  createdAt: 1_700_000_000,
  finishedAt: null,
  ...extra,
});
const page = (list: unknown[]) => ({ list, page: 1, pageSize: 10, total: list.length });

let generated: () => FakeAnswer;
let listed: FakeAnswer[];
const test = setupScreenTest('/ai/txtToImg', () => ({
  'txtToImg/list': () => listed.shift() ?? ok(page([])),
  'txtToImg/generate': () => generated(),
}));

function render(diamonds = 1000) {
  const store = createStore();
  const user = { id: 7, token: 't', isGuest: true, wallet: { gold: 0, diamonds } };
  store.set(userAtom, user as SessionUser);
  return renderWithProviders(<TextImageScreen />, { store });
}

const prompt = () => screen.getByRole('textbox', { name: '画面描述' });
const type = (text: string) => fireEvent.change(prompt(), { target: { value: text } });
const send = () => fireEvent.click(screen.getByRole('button', { name: '生成图片' }));
/** 生成图片, then 确认生成 in the question about the price. */
async function sendAndConfirm() {
  send();
  const ask = await screen.findByRole('dialog', { name: '确认生成' });
  fireEvent.click(within(ask).getByRole('button', { name: '确认生成' }));
}
const toastSays = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeTruthy());

let scrolled: Element[];
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('TextImageScreen', () => {
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = function scrollIntoView() {
      scrolled.push(this);
    };
    listed = [];
    generated = () => ok({ order: order('queued'), balance: 900, charged: 100 });
  });

  it('offers the prompt with its count, the styles and sizes as radio groups, the price and balance', () => {
    render();
    expect(screen.getByText(`0/${AI_IMAGE_PROMPT_MAX}`)).toBeTruthy();
    type('月光下的橘猫🐱');
    expect(screen.getByText(`7/${AI_IMAGE_PROMPT_MAX}`)).toBeTruthy();
    const styles = within(screen.getByRole('radiogroup', { name: '风格' })).getAllByRole('radio');
    expect(styles.map((r) => r.closest('label')!.textContent)).toEqual([
      '动漫插画',
      '写实摄影',
      '国风水墨',
      '古典油画',
      '清新水彩',
      '赛博朋克',
    ]);
    expect((styles[0] as HTMLInputElement).checked).toBe(true);
    const sizes = within(screen.getByRole('radiogroup', { name: '尺寸' })).getAllByRole('radio');
    expect(sizes.map((r) => r.closest('label')!.textContent)).toEqual([
      '方图 1:1',
      '竖图 2:3',
      '横图 3:2',
    ]);
    expect(screen.getByText('10钻石')).toBeTruthy();
    expect(screen.getByText('当前钻石 100')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '去充值' })).toBeNull();
    expect(screen.getByRole('link', { name: '我的作品' }).getAttribute('href')).toBe(
      '/ai/history?tab=image',
    );
  });

  it('says what is wrong with the prompt, as a toast, before anything is sent', async () => {
    render();
    send();
    await toastSays('请输入画面描述');
    type('猫'.repeat(AI_IMAGE_PROMPT_MAX + 1));
    expect(screen.getByText(`${AI_IMAGE_PROMPT_MAX + 1}/${AI_IMAGE_PROMPT_MAX}`)).toBeTruthy();
    send();
    await toastSays(`画面描述最多${AI_IMAGE_PROMPT_MAX}个字`);
    expect(screen.queryByRole('dialog', { name: '确认生成' })).toBeNull();
    expect(test.api.bodies('txtToImg/generate')).toHaveLength(0);
  });

  it('asks before spending: 取消 sends nothing, 确认生成 sends the prompt, style and size', async () => {
    render();
    type('  月光下的橘猫 ');
    fireEvent.click(screen.getByRole('radio', { name: '国风水墨' }));
    fireEvent.click(screen.getByRole('radio', { name: /竖图/ }));
    send();
    const ask = await screen.findByRole('dialog', { name: '确认生成' });
    expect(ask.textContent).toContain('本次生成将消耗 10 钻石，生成后剩余 90 钻石');
    fireEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认生成' })).toBeNull());
    expect(test.api.bodies('txtToImg/generate')).toHaveLength(0);

    await sendAndConfirm();
    await screen.findByRole('region', { name: '生成结果' });
    expect(test.api.bodies('txtToImg/generate')).toEqual([
      { prompt: '月光下的橘猫', style: 'ink', size: 'portrait', requestId: expect.any(String) },
    ]);
  });

  it('keeps the prompt when the text rules refuse it, and says why', async () => {
    generated = () => fail(4000, '画面描述包含违规词“刷单返利”，请修改后再试');
    render();
    type('刷单返利的海报');
    await sendAndConfirm();
    await toastSays('画面描述包含违规词“刷单返利”，请修改后再试');
    expect((prompt() as HTMLTextAreaElement).value).toBe('刷单返利的海报');
    expect(screen.queryByRole('region', { name: '生成结果' })).toBeNull();
  });

  it('on a short balance offers 去充值; the retry of the same form charges by the same request id, a changed one is new', async () => {
    generated = () => fail(4010, '钻石余额不足');
    render(50);
    expect(screen.getByRole('link', { name: '去充值' }).getAttribute('href')).toBe(
      '/mine/diamondRecharge',
    );
    type('月光下的橘猫');
    send();
    await toastSays('钻石余额不足');
    expect((prompt() as HTMLTextAreaElement).value).toBe('月光下的橘猫');
    send();
    await waitFor(() => expect(test.api.bodies('txtToImg/generate')).toHaveLength(2));
    type('月光下的黑猫');
    send();
    await waitFor(() => expect(test.api.bodies('txtToImg/generate')).toHaveLength(3));
    const [first, second, third] = test.api.bodies('txtToImg/generate');
    expect(second!.requestId).toBe(first!.requestId);
    expect(third!.requestId).not.toBe(first!.requestId);
  });

  it('shows the picture being drawn, asks again while it is, then shows it large; stops asking once gone', async () => {
    listed = [ok(page([])), ok(page([order('queued')])), ok(page([order('done')]))];
    const view = render();
    type('月光下的橘猫');
    await sendAndConfirm();
    const panel = await screen.findByRole('region', { name: '生成结果' });
    await waitFor(() => expect(scrolled).toContain(panel));
    await waitFor(() => expect(panel.textContent).toContain('排队中'));
    const picture = await within(panel).findByRole(
      'img',
      { name: '文生图作品：月光下的橘猫' },
      { timeout: AI_VIDEO_POLL_MS * 2 },
    );
    expect(picture).toBeTruthy();
    expect(panel.textContent).toContain('国风水墨 · 已完成');
    expect(panel.textContent).not.toContain('演示生成');
    const asked = test.api.bodies('txtToImg/list').length;
    view.unmount();
    await act(() => new Promise((done) => setTimeout(done, AI_VIDEO_POLL_MS + 300)));
    expect(test.api.bodies('txtToImg/list')).toHaveLength(asked);
  }, 15_000);

  it('marks a picture the built-in demo drew 演示生成', async () => {
    const demo = order('done', { demo: true });
    generated = () => ok({ order: demo, balance: 900, charged: 100 });
    listed = [ok(page([])), ok(page([demo]))];
    render();
    type('月光下的橘猫');
    await sendAndConfirm();
    const panel = await screen.findByRole('region', { name: '生成结果' });
    expect(within(panel).getByText('演示生成')).toBeTruthy();
    expect(within(panel).getByText(AI_DEMO_NOTE)).toBeTruthy();
  });

  it('says why a picture failed and that the diamonds came back', async () => {
    const failed = order('failed', { error: 'AI服务繁忙，请稍后再试', refunded: true });
    generated = () => ok({ order: failed, balance: 1000, charged: 100 });
    listed = [ok(page([])), ok(page([failed]))];
    render();
    type('月光下的橘猫');
    await sendAndConfirm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('AI服务繁忙，请稍后再试，10钻石已退回');
  });
});
