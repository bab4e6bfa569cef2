import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { videoCard } from './media-fixtures.test-support';
import { rememberTappedCard, tappedCard } from './tapped-card';

describe('tapped card', () => {
  it('hands the tapped card to the player by id, and nothing for another video', () => {
    const client = new QueryClient();
    rememberTappedCard(client, videoCard(41, { title: '点开的视频' }));
    expect(tappedCard(client, 41)?.title).toBe('点开的视频');
    expect(tappedCard(client, 42)).toBeUndefined();
  });
});
