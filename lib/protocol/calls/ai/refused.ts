// The §7 calls declared but not built: every other call of §7 is built. The strip calls stay
// here for good: refused, never built (the origin answers 404 / 4040 本平台不提供该功能).
import { defineCall, type CallDef } from '../../call';

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
];
