// The ping, ad, content and custom calls of §7: the config, operator texts, ad clicks, links.
import * as v from 'valibot';

import { defineCall } from '../../call';
import { id, integer, payload } from '../../fields';
import {
  adClick,
  announcement,
  contentInfo,
  endpoints,
  operatorData,
  pingCheck,
  serverConfig,
} from '../../shapes/platform';

export const CONTENT_TYPE_MAX = 10;

const beforeSession =
  '§2 loads the config before the first guest login: no token is accepted; a dead one is 1000';
const ping = {
  area: 'Ping',
  method: 'GET',
  access: 'token-if-present',
  note: beforeSession,
} as const;

export const PLATFORM_CALLS = [
  defineCall('ad/click', {
    area: 'Ad',
    access: 'secure',
    request: payload({ id: id('广告ID格式不正确') }),
    response: adClick,
    note: 'payload `{ "id" }`; §7 leaves method and path open: this is our choice',
  }),
  defineCall('content/info', {
    repeatable: true,
    area: 'Content',
    access: 'public',
    request: payload({
      contentType: integer(
        `内容类型 contentType 需为1-${CONTENT_TYPE_MAX}的整数`,
        1,
        CONTENT_TYPE_MAX,
      ),
      id: id('内容ID格式不正确'),
    }),
    response: contentInfo,
    note: 'resolves a shared content item (our choice); videos and collections, see media-api.md',
  }),
  defineCall('custom/getEndpoint', {
    area: 'Custom',
    access: 'public',
    request: payload({}),
    response: endpoints,
    note: 'configuration only (our choice)',
  }),
  defineCall('ping/announcement', {
    repeatable: true,
    area: 'Ping',
    access: 'public',
    request: payload({}),
    response: v.object({ list: v.array(announcement) }),
  }),
  defineCall('ping/check', { ...ping, request: payload({}), response: pingCheck }),
  defineCall('ping/config', { ...ping, request: payload({}), response: serverConfig }),
  defineCall('ping/contact', {
    ...ping,
    repeatable: true,
    request: payload({}),
    response: operatorData,
  }),
] as const;
