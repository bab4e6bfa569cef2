// The card a user tapped to open a video, kept in the query cache (not the URL) for the player
// to show at once: its title in the header and its cover, already decoded for the card, as the
// poster, while the play info is on its way. Forgotten with the rest of the cache (gcTime).
import type { QueryClient } from '@tanstack/react-query';

import type { VideoCard } from './media-types';

const tappedCardKey = (id: number) => ['media', 'tapped-card', id] as const;

export function rememberTappedCard(client: QueryClient, card: VideoCard): void {
  client.setQueryData(tappedCardKey(card.id), card);
}

export function tappedCard(client: QueryClient, id: number): VideoCard | undefined {
  return client.getQueryData<VideoCard>(tappedCardKey(id));
}
