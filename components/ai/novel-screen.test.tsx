import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { AI_NOVEL_POLL_MS } from '@/lib/domain/ai/novel';
import { userAtom, type SessionUser } from '@/lib/state/session-atoms';

import { NovelScreen } from './novel-screen';

const novel = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 100_001,
  kind: 'novel',
  title: '星海归途',
  genre: 'scifi',
  outline: '少年林远在废弃空间站醒来，必须找到回家的航线。',
  chapters: 2,
  written: status === 'done' ? 2 : 0,
  chars: 0,
  status,
  error: '',
  price: 100,
  refunded: 0,
  demo: true,
  createdAt: 1_700_000_000,
  finishedAt: null,
  ...extra,
});
const chapter = (index: number, text: string, done: boolean) => ({
  index,
  title: `第${index + 1}章`,
  text,
  done,
});
const page = (list: unknown[]) => ({ list, page: 1, pageSize: 10, total: list.length });

let generated: () => FakeAnswer;
let infos: FakeAnswer[];
const test = setupScreenTest('/ai/txtToNovel', () => ({
  'txtToNovel/list': () => ok(page([])),
  'txtToNovel/generate': () => generated(),
  'txtToNovel/info': () => infos.shift() ?? ok({ novel: novel('done'), chapterList: [] }),
}));

function render(diamonds = 1000) {
  const store = createStore();
  const user = { id: 7, token: 't', isGuest: true, wallet: { gold: 0, diamonds } };
  store.set(userAtom, user as SessionUser);
  return renderWithProviders(<NovelScreen />, { store });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: '开始创作' }));
async function sendAndConfirm() {
  send();
  const ask = await screen.findByRole('dialog', { name: '确认生成' });
  fireEvent.click(within(ask).getByRole('button', { name: '确认生成' }));
}
const toastSays = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeTruthy());
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fillIn() {
  type('小说标题', '星海归途');
  fireEvent.click(screen.getByRole('radio', { name: '科幻' }));
  type('故事大纲', '少年林远在废弃空间站醒来，必须找到回家的航线。');
}

beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
  infos = [];
  generated = () => ok({ novel: novel('queued'), balance: 850, charged: 150 });
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('NovelScreen', () => {
  it('offers the genres and chapter counts as radio groups, the price per chapter and the balance', () => {
    render();
    const genres = within(screen.getByRole('radiogroup', { name: '小说类型' })).getAllByRole(
      'radio',
    );
    expect(genres.map((r) => r.closest('label')!.textContent)).toEqual([
      '都市',
      '言情',
      '玄幻',
      '武侠',
      '科幻',
      '悬疑',
      '历史',
      '校园',
    ]);
    expect(genres.some((r) => (r as HTMLInputElement).checked)).toBe(false);
    const counts = screen.getByRole('radiogroup', { name: '章节数' });
    expect((within(counts).getByRole('radio', { name: '3章' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText('15钻石')).toBeTruthy();
    expect(screen.getByText('当前钻石 100')).toBeTruthy();
    fireEvent.click(within(counts).getByRole('radio', { name: '8章' }));
    expect(screen.getByText('40钻石')).toBeTruthy();
    expect(screen.getByRole('link', { name: '我的作品' }).getAttribute('href')).toBe(
      '/ai/history?tab=novel',
    );
  });

  it('counts the outline as it is typed, and says what is missing before anything is sent', async () => {
    render();
    type('故事大纲', '一个故事😀');
    expect(screen.getByText('5/1000')).toBeTruthy();
    send();
    await toastSays('请输入小说标题');
    type('小说标题', '星海归途');
    send();
    await toastSays('请选择小说类型');
    fireEvent.click(screen.getByRole('radio', { name: '科幻' }));
    send();
    await toastSays('故事大纲至少10个字');
    expect(screen.queryByRole('dialog', { name: '确认生成' })).toBeNull();
    expect(test.api.bodies('txtToNovel/generate')).toHaveLength(0);
  });

  it('asks before spending: 取消 sends nothing, 确认生成 sends the novel', async () => {
    render();
    fillIn();
    fireEvent.click(screen.getByRole('radio', { name: '2章' }));
    send();
    const ask = await screen.findByRole('dialog', { name: '确认生成' });
    expect(ask.textContent).toContain('本次生成将消耗 10 钻石，生成后剩余 90 钻石');
    fireEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认生成' })).toBeNull());
    expect(test.api.bodies('txtToNovel/generate')).toHaveLength(0);

    await sendAndConfirm();
    await screen.findByRole('region', { name: '创作结果' });
    expect(test.api.bodies('txtToNovel/generate')).toEqual([
      {
        title: '星海归途',
        genre: 'scifi',
        outline: '少年林远在废弃空间站醒来，必须找到回家的航线。',
        chapters: 2,
        requestId: expect.any(String),
      },
    ]);
  });

  it('says why a refused outline was refused and keeps what was typed; the retry is the same request', async () => {
    generated = () => fail(4000, '故事大纲包含违规词“禁语”，请修改后再试');
    render();
    fillIn();
    await sendAndConfirm();
    await toastSays('故事大纲包含违规词“禁语”，请修改后再试');
    expect((screen.getByLabelText('小说标题') as HTMLInputElement).value).toBe('星海归途');
    expect((screen.getByRole('radio', { name: '科幻' }) as HTMLInputElement).checked).toBe(true);

    generated = () => ok({ novel: novel('queued'), balance: 850, charged: 150 });
    await sendAndConfirm();
    await screen.findByRole('region', { name: '创作结果' });
    const [first, second] = test.api.bodies('txtToNovel/generate');
    expect(second!.requestId).toBe(first!.requestId);
  });

  it('shows 钻石不足 with 去充值 on a short balance, and sends without asking (the origin refuses)', async () => {
    generated = () => fail(4010, '钻石余额不足');
    render(100);
    expect(screen.getByRole('link', { name: '去充值' }).getAttribute('href')).toBe(
      '/mine/diamondRecharge',
    );
    fillIn();
    send();
    await toastSays('钻石余额不足');
    expect(screen.queryByRole('region', { name: '创作结果' })).toBeNull();
  });

  it('shows the text growing while it is written, marked 演示生成, then 开始阅读', async () => {
    infos = [
      ok({ novel: novel('writing'), chapterList: [chapter(0, '林远睁开眼，', false)] }),
      ok({
        novel: novel('writing'),
        chapterList: [chapter(0, '林远睁开眼，四周一片寂静。', false)],
      }),
      ok({
        novel: novel('done'),
        chapterList: [
          chapter(0, '林远睁开眼，四周一片寂静。', true),
          chapter(1, '终于回家。', true),
        ],
      }),
    ];
    render();
    fillIn();
    await sendAndConfirm();
    const panel = await screen.findByRole('region', { name: '创作结果' });
    expect(within(panel).getByText('演示生成')).toBeTruthy();
    await waitFor(() => expect(panel.textContent).toContain('林远睁开眼，'));
    expect(panel.textContent).toContain('正在写第1章（共2章）');
    // Asked again every second while it is open: the text grows.
    await waitFor(() => expect(panel.textContent).toContain('四周一片寂静。'), {
      timeout: AI_NOVEL_POLL_MS * 2,
    });
    await waitFor(() => expect(panel.getAttribute('data-status')).toBe('done'), {
      timeout: AI_NOVEL_POLL_MS * 2,
    });
    expect(within(panel).getByRole('link', { name: '开始阅读' }).getAttribute('href')).toBe(
      '/ai/novel?id=100001',
    );
    expect(panel.textContent).toContain('终于回家。');
  }, 10_000);

  it('says why a novel failed and what came back', async () => {
    infos = [
      ok({
        novel: novel('failed', { error: 'AI服务繁忙，请稍后再试', refunded: 50, written: 1 }),
        chapterList: [chapter(0, '第一章写完了。', true)],
      }),
    ];
    render();
    fillIn();
    await sendAndConfirm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('AI服务繁忙，请稍后再试，5钻石已退回');
    expect(screen.getByRole('link', { name: '开始阅读' })).toBeTruthy();
  });
});
