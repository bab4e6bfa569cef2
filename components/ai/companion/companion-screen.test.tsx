import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

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
import { fail, fakeStream, ok, type FakeAnswer } from '@/lib/api/fake-api.test-support';
import { COMPANION_PACKS } from '@/lib/domain/ai/companion';

import { CompanionScreen } from './companion-screen';

// The AI女友 screen against the real client and a transport the test answers: a reply grows as
// its chunks arrive, with 停止 in place of 发送; 停止 stops the request and keeps what was
// written; a reply cut where the 积分 end offers 充值积分, then 继续; a refused message keeps its
// draft; a pack costing more diamonds than there are offers 去充值.

const PERSONAS = [
  { id: 1, name: '小雅', avatar: '/ai/companion/p-1.jpg', intro: '温柔知性', greeting: '你来啦～' },
  { id: 2, name: '糖糖', avatar: '/ai/companion/p-2.jpg', intro: '元气少女', greeting: '嗨嗨！' },
];
const message = (id: number, role: string, text: string, extra: Record<string, unknown> = {}) => ({
  id,
  personaId: 1,
  role,
  text,
  status: 'done',
  credits: role === 'assistant' ? 1 : 0,
  demo: role === 'assistant',
  createdAt: 1_700_000_000,
  ...extra,
});

let balance: { balance: number; diamonds: number };
let chat: () => FakeAnswer | Promise<FakeAnswer>;
let synced: unknown[];
let syncCalls = 0;
const test = setupScreenTest('/ai/aiGirlfriend', () => ({
  'aiGirlfriend/persona/list': () => ok({ list: PERSONAS, demo: true }),
  'aiGirlfriend/gianBalance': () => ok(balance),
  'aiGirlfriend/sync': () => {
    syncCalls += 1;
    return ok({ messages: synced, cursor: synced.length, more: false });
  },
  'aiGirlfriend/chat': () => chat(),
  'aiGirlfriend/score/product/list': () => ok({ list: COMPANION_PACKS, charsPerCredit: 10 }),
}));

async function type(text: string) {
  const box = await screen.findByRole('textbox', { name: '输入消息' });
  // Enabled once the personas are in.
  await waitFor(() => expect(box.hasAttribute('disabled')).toBe(false));
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: '发送' }));
}

const replies = () => screen.getAllByLabelText('小雅的回复').map((el) => el.textContent);

describe('CompanionScreen', () => {
  it('grows the reply as it streams, with 停止 until it ends, and marks the demo’s replies', async () => {
    balance = { balance: 50, diamonds: 0 };
    synced = [];
    const reply = fakeStream();
    chat = () => reply.answer;
    renderWithProviders(<CompanionScreen />);
    expect(await screen.findByText('你来啦～')).toBeTruthy();
    expect(screen.getByText(/演示模式/)).toBeTruthy();
    await type('你好');
    await screen.findByLabelText('我的消息');
    act(() => reply.chunk({ text: '你好', balance: 49 }));
    await waitFor(() => expect(replies()).toEqual(['你好']));
    expect(screen.getByRole('button', { name: '停止' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发送' })).toBeNull();
    act(() => reply.chunk({ text: '呀，今天怎么样？', balance: 48 }));
    await waitFor(() => expect(replies()).toEqual(['你好呀，今天怎么样？']));
    act(() =>
      reply.end({
        reason: 'done',
        tip: '',
        message: message(1, 'user', '你好'),
        reply: message(2, 'assistant', '你好呀，今天怎么样？', { credits: 2 }),
        balance: 48,
      }),
    );
    await screen.findByRole('button', { name: '发送' });
    expect(replies()).toEqual(['你好呀，今天怎么样？']);
    expect(screen.getByText('演示生成')).toBeTruthy();
    expect(screen.getByLabelText('积分余额').textContent).toBe('积分 48');
    expect(test.api.bodies('aiGirlfriend/chat')).toEqual([
      { personaId: 1, mode: 'say', text: '你好' },
    ]);
  });

  it('停止 stops the request and keeps what was written, marked 已停止', async () => {
    balance = { balance: 50, diamonds: 0 };
    synced = [];
    const reply = fakeStream();
    chat = () => reply.answer;
    renderWithProviders(<CompanionScreen />);
    await type('讲个故事');
    await screen.findByLabelText('我的消息');
    act(() => reply.chunk({ text: '从前有座山', balance: 49 }));
    await waitFor(() => expect(replies()).toEqual(['从前有座山']));
    // What the origin kept when the stop reached it, as the next sync brings it.
    synced = [
      message(1, 'user', '讲个故事'),
      message(2, 'assistant', '从前有座山', { status: 'stopped' }),
    ];
    fireEvent.click(screen.getByRole('button', { name: '停止' }));
    await waitFor(() => expect(reply.aborted).toBe(true));
    expect(await screen.findByText('已停止')).toBeTruthy();
    expect(replies()).toEqual(['从前有座山']);
    await screen.findByRole('button', { name: '继续' });
  });

  it('停止 then leaving the screen: the kept reply is not asked for behind it', async () => {
    balance = { balance: 50, diamonds: 0 };
    synced = [];
    const reply = fakeStream();
    chat = () => reply.answer;
    const view = renderWithProviders(<CompanionScreen />);
    await type('讲个故事');
    act(() => reply.chunk({ text: '从前有座山', balance: 49 }));
    await waitFor(() => expect(replies()).toEqual(['从前有座山']));
    fireEvent.click(screen.getByRole('button', { name: '停止' }));
    await waitFor(() => expect(reply.aborted).toBe(true));
    view.unmount();
    const before = syncCalls;
    // Longer than one settle poll (400 ms): an orphan poll would ask again here.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(syncCalls).toBe(before);
  });

  it('a reply cut where the 积分 end offers 充值积分, then 继续 once the pack is bought', async () => {
    balance = { balance: 1, diamonds: 1000 };
    synced = [];
    const first = fakeStream();
    chat = () => first.answer;
    renderWithProviders(<CompanionScreen />);
    await type('为什么天是蓝的');
    await screen.findByLabelText('我的消息');
    act(() => first.chunk({ text: '因为阳光穿过大气层时', balance: 0 }));
    act(() =>
      first.end({
        reason: 'credits',
        tip: '积分已用完，回复已中断，充值后可点“继续”',
        message: message(1, 'user', '为什么天是蓝的'),
        reply: message(2, 'assistant', '因为阳光穿过大气层时', { status: 'credits' }),
        balance: 0,
      }),
    );
    const notice = await screen.findByRole('region', { name: '积分不足' });
    expect(notice.textContent).toContain('积分已用完，回复已中断');
    expect(within(notice).getByRole('button', { name: '继续' }).hasAttribute('disabled')).toBe(
      true,
    );
    test.api.on('aiGirlfriend/score/pay', (body) =>
      ok({
        order: { id: 7, packId: body.packId, credits: 100, price: 100 },
        balance: 100,
        diamonds: 900,
        charged: 100,
      }),
    );
    fireEvent.click(within(notice).getByRole('button', { name: '充值积分' }));
    fireEvent.click(await screen.findByRole('button', { name: /100积分/ }));
    const confirm = await screen.findByRole('dialog', { name: '确认充值' });
    fireEvent.click(within(confirm).getByRole('button', { name: '确认购买' }));
    await waitFor(() => expect(screen.getByLabelText('积分余额').textContent).toBe('积分 100'));
    expect(test.api.bodies('aiGirlfriend/score/pay')[0]).toMatchObject({ packId: 1 });
    const more = fakeStream();
    chat = () => more.answer;
    const goOn = within(screen.getByRole('region', { name: '积分不足' })).getByRole('button', {
      name: '继续',
    });
    await waitFor(() => expect(goOn.hasAttribute('disabled')).toBe(false));
    fireEvent.click(goOn);
    await waitFor(() => expect(test.api.bodies('aiGirlfriend/chat')).toHaveLength(2));
    expect(test.api.bodies('aiGirlfriend/chat')[1]).toEqual({ personaId: 1, mode: 'continue' });
    act(() => more.chunk({ text: '被空气散射', balance: 99 }));
    await waitFor(() => expect(replies()).toEqual(['因为阳光穿过大气层时被空气散射']));
  });

  it('a refused message says why and keeps its draft', async () => {
    balance = { balance: 50, diamonds: 0 };
    synced = [];
    chat = () => fail(4000, '消息包含违规词“赌博”，请修改后再试');
    renderWithProviders(<CompanionScreen />);
    await type('一起去赌博吧');
    expect(await screen.findByText('消息包含违规词“赌博”，请修改后再试')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: '输入消息' }) as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe('一起去赌博吧'));
    expect(screen.queryByLabelText('小雅的回复')).toBeNull();
  });

  it('a pack dearer than the diamonds offers 去充值', async () => {
    balance = { balance: 0, diamonds: 50 };
    synced = [];
    renderWithProviders(<CompanionScreen />);
    await type('你好');
    const notice = await screen.findByRole('region', { name: '积分不足' });
    fireEvent.click(within(notice).getByRole('button', { name: '充值积分' }));
    fireEvent.click(await screen.findByRole('button', { name: /600积分/ }));
    const confirm = await screen.findByRole('dialog', { name: '确认充值' });
    expect(confirm.textContent).toContain('钻石不足');
    fireEvent.click(within(confirm).getByRole('button', { name: '去充值' }));
    expect(router.push).toHaveBeenCalledWith('/mine/diamondRecharge');
    expect(test.api.bodies('aiGirlfriend/chat')).toEqual([]);
  });
});
