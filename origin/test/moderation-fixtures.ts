// Test support for moderation (docs/admin-api.md "Community"): a guest's published post, reports
// and the moderators' queue through the real app.
import { expect } from 'vitest';

import { adminCall } from './admin-fixtures';
import type { CommunityHarness } from './community-fixtures';

/** A guest (on a device of its own, so it can sign in again) with a published post. */
export async function authorWithPost(h: CommunityHarness, content = '今天去爬山了，风景很好') {
  const devID = `author-${Math.random().toString(36).slice(2)}`;
  const me = await h.guest(devID);
  const r = await h.call('post/publish', { token: me.token, body: { content } });
  expect(r.code, r.tip).toBe(200);
  await h.jobs.idle();
  return { ...me, devID, postId: r.data.id as number };
}

export async function report(
  h: CommunityHarness,
  token: string,
  type: 'post' | 'comment' | 'up',
  id: number,
  reason = 'spam',
  detail?: string,
) {
  return h.call('post/report', { token, body: { type, id, reason, detail } });
}

export async function queue(
  h: CommunityHarness,
  token: string,
  body: Record<string, unknown> = {},
) {
  const r = await adminCall(h, 'community/queue', { token, body });
  expect(r.code, r.tip).toBe(200);
  return r.data as {
    total: number;
    items: {
      id: number;
      kind: string;
      targetId: number;
      source: string;
      status: string;
      content: string;
      exists: boolean;
      autoReason: string;
      author: { id: number; posts: number; rejections: number; bans: unknown[]; banned: unknown };
      reports: { reporterId: number; reason: string; detail: string }[];
    }[];
  };
}

/** The queue item of a thing, open or not. */
export async function itemOf(h: CommunityHarness, token: string, kind: string, targetId: number) {
  for (const status of ['open', 'approved', 'rejected', 'removed']) {
    const found = (await queue(h, token, { status, pageSize: 50 })).items.find(
      (i) => i.kind === kind && i.targetId === targetId,
    );
    if (found) return found;
  }
  return undefined;
}

export const titlesOf = async (h: CommunityHarness, token: string) =>
  (
    (await h.call('message/list', { token, body: { kind: 'system', pageSize: 50 } })).data.list as {
      title: string;
      body: string;
    }[]
  ).map((m) => `${m.title}：${m.body}`);
