// The §7 calls declared but not built yet: the origin answers each 404 / 4040 功能暂未开放 until
// its issue moves it to its area's file with schemas and a handler. The strip calls stay here
// for good: refused, never built.
import { defineCall, type Access, type CallDef } from '../call';

type Entry = readonly [name: string, access: Access, note?: string];

function declareArea(area: string, entries: readonly Entry[]): CallDef[] {
  return entries.map(([name, access, note]) => defineCall(name, { area, access, note }));
}

const OUR_WORKS = 'the user’s own works (our choice)';
const SPENDS = 'spends balance (our choice)';

export const PENDING_CALLS: readonly CallDef[] = [
  defineCall('aiOrder/strip/list', {
    area: 'AI orders',
    access: 'secure',
    refused: true,
    note: 'we do not build undressing tools; the origin answers 404 / 4040, tip 本平台不提供该功能',
  }),
  defineCall('aiOrder/strip/submit', {
    area: 'AI orders',
    access: 'secure',
    refused: true,
    note: 'as above; no screen offers it',
  }),
  ...declareArea('Text to image', [
    ['txtToImg/generate', 'secure', SPENDS],
    ['txtToImg/hide', 'secure', OUR_WORKS],
    ['txtToImg/list', 'secure', OUR_WORKS],
  ]),
  ...declareArea('Text to novel', [
    ['txtToNovel/generate', 'secure', SPENDS],
    ['txtToNovel/hide', 'secure', OUR_WORKS],
    ['txtToNovel/info', 'secure', OUR_WORKS],
    ['txtToNovel/list', 'secure', OUR_WORKS],
  ]),
];
