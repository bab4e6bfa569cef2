import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);
vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('@/components/video/video.test-support')).imageCacheModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { ok } from '@/lib/api/fake-api.test-support';
import { feedPage } from '@/lib/api/video/media-fixtures.test-support';

import { RelatedVideos } from './related-videos';

const test = setupScreenTest('/play/longVideo?id=7', () => ({
  'media/recommend': (body) => ok(feedPage(body, 3, 50)),
}));

/** The player's side: the cover paints when the button is pressed. */
function Player() {
  const [painted, setPainted] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPainted(true)}>
        封面已显示
      </button>
      <RelatedVideos id={7} ready={painted} />
    </>
  );
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('RelatedVideos', () => {
  it('waits with its skeleton, asking nothing, until the player says the cover has painted', async () => {
    renderWithProviders(<Player />);
    await settle();
    expect(test.api.bodies('media/recommend')).toEqual([]);
    expect(screen.getByRole('heading', { name: '相关推荐' })).toBeTruthy();
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '封面已显示' }));
    await waitFor(() => expect(screen.getAllByRole('link').length).toBe(3));
    expect(test.api.bodies('media/recommend')).toEqual([
      expect.objectContaining({ videoId: 7, page: 1 }),
    ]);
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
  });
});
