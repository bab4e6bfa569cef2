// The community's text rules (lib/domain/moderation.ts: normalisation, banned words, links) as
// the operator set them, applied to what goes into and comes out of the AI writer.
import { judgeText, type Verdict } from '@/lib/domain/moderation';

import type { Db } from '../db/client';
import { communitySettings } from './community-config';

/** The rules read once, for a job that judges its growing text many times. */
export async function novelTextJudge(db: Db): Promise<(text: string) => Verdict> {
  const { rules } = await communitySettings(db);
  return (text) => judgeText(text, rules);
}

export async function novelTextVerdict(db: Db, text: string): Promise<Verdict> {
  return (await novelTextJudge(db))(text);
}
