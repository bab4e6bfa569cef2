import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { followOnlineStatus } from '@/lib/api/query-client';
import { fail, ok } from '@/lib/api/fake-api.test-support';
import { onlineStatus } from '@/lib/shell/online-status';

import { CommentComposer } from './comment-composer';

let down = true;
const test = setupScreenTest('/community/postDetail?id=7', () => ({
  'comment/add': (body) => (down ? fail(5020, '网络连接异常，请稍后再试') : ok({ id: 1, ...body })),
}));

describe('CommentComposer', () => {
  it('keeps the text after a failed send, and retries it', async () => {
    down = true;
    renderWithProviders(
      <CommentComposer
        subject={{ postId: 7 }}
        replyTo={{ parentId: 3, name: '阿杰' }}
        onCancelReply={() => {}}
        people={[{ id: 2011, name: '阿杰' }]}
      />,
    );
    const input = screen.getByRole('textbox', { name: '评论内容' }) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '@阿杰 说得好' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(input.value).toBe('@阿杰 说得好');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(input.value).toBe(''));
    expect(test.api.bodies('comment/add').at(-1)).toEqual({
      postId: 7,
      content: '@阿杰 说得好',
      parentId: 3,
      mentions: [2011],
    });
  });

  it('sent offline, says it will be sent, and posts once the network is back', async () => {
    down = false;
    followOnlineStatus();
    renderWithProviders(
      <CommentComposer
        subject={{ postId: 7 }}
        replyTo={null}
        onCancelReply={() => {}}
        people={[]}
      />,
    );
    const input = screen.getByRole('textbox', { name: '评论内容' }) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '离线时写的评论' } });
    act(() => {
      onlineStatus.reportRequest('failed');
      onlineStatus.reportRequest('failed');
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: '发送' }));
      const held = await screen.findByText('网络已断开，恢复后将自动发送');
      expect(held.getAttribute('role')).toBe('status');
      expect(test.api.bodies('comment/add')).toEqual([]);
      expect(input.value).toBe('离线时写的评论');
    } finally {
      act(() => onlineStatus.reportRequest('answered'));
    }
    await waitFor(() => expect(input.value).toBe(''));
    expect(test.api.bodies('comment/add')).toMatchObject([
      { postId: 7, content: '离线时写的评论' },
    ]);
    expect(screen.queryByText('网络已断开，恢复后将自动发送')).toBeNull();
  });
});
