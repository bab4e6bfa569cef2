import { describe, expect, it } from 'vitest';

import { playlistUris } from './playlist-prefetch';

describe('playlistUris', () => {
  it('lists a master’s renditions, resolved on the master’s address', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=320000,RESOLUTION=240x426',
      'https://cdn.example/cdn/vid/short-1/240p/index.m3u8?e=1&s=a',
      '#EXT-X-STREAM-INF:BANDWIDTH=760000,RESOLUTION=480x854',
      '480p/index.m3u8?e=1&s=b',
      '',
    ].join('\n');
    expect(playlistUris(master, 'https://web.example/api/app/media/h5/m3u8/1?token=t')).toEqual({
      variants: [
        'https://cdn.example/cdn/vid/short-1/240p/index.m3u8?e=1&s=a',
        'https://web.example/api/app/media/h5/m3u8/480p/index.m3u8?e=1&s=b',
      ],
      map: null,
    });
  });

  it('names a media playlist’s init segment and segments in order', () => {
    const media = [
      '#EXTM3U',
      '#EXT-X-MAP:URI="init.mp4?s=i"',
      '#EXTINF:4.000,',
      's000.m4s?s=0',
      '#EXTINF:4.000,',
      's001.m4s?s=1',
      '#EXT-X-ENDLIST',
    ].join('\n');
    const base = 'https://cdn.example/cdn/vid/short-1/240p/index.m3u8?s=x';
    expect(playlistUris(media, base)).toEqual({
      variants: [
        'https://cdn.example/cdn/vid/short-1/240p/s000.m4s?s=0',
        'https://cdn.example/cdn/vid/short-1/240p/s001.m4s?s=1',
      ],
      map: 'https://cdn.example/cdn/vid/short-1/240p/init.mp4?s=i',
    });
  });
});
