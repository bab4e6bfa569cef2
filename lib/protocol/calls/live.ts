// The Live calls of §7 (docs/live-api.md): the channel guide. A channel plays through the one
// playlist route, GET media/h5/m3u8/live-<id> (docs/protocol.md "Playback"), as a live playlist.
import { LIVE_ALL_CATEGORY } from '@/lib/domain/live/live';

import { defineCall } from '../call';
import { MAX_ID, id, integer, optional, paging, payload } from '../fields';
import { pageOf } from '../shapes/video';
import { liveChannel, liveHome } from '../shapes/live';

export const LIVE_CALLS = [
  defineCall('live/home', {
    repeatable: true,
    area: 'Live',
    access: 'public',
    request: payload({ channelId: optional(id('频道ID格式不正确')) }),
    response: liveHome,
    serviceRead: true,
    note: 'the categories and 热门直播; with `channelId`, that channel too (null when unknown or off air); public guide: the web server reads it to draw the live poster',
  }),
  defineCall('live/recommended', {
    repeatable: true,
    area: 'Live',
    access: 'public',
    request: payload({
      ...paging,
      categoryId: optional(integer('分类ID格式不正确', LIVE_ALL_CATEGORY, MAX_ID)),
    }),
    response: pageOf(liveChannel),
    note: `every channel on air, most watched first; \`categoryId\` ${LIVE_ALL_CATEGORY} or absent for all`,
  }),
] as const;
