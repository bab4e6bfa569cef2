// A prompt for the AI studio through the community's text rules (the operator's banned words,
// as posts and comments are judged: lib/domain/moderation.ts). Interim: replaced by the shared
// prompt rules of the AI provider work (issue 38 item 1) when that lands.
import { bannedWordIn } from '@/lib/domain/moderation';

import type { Db } from '../db/client';
import { communitySettings } from './community-config';

/** Why the prompt is refused, in Chinese, or null when it passes. */
export async function promptRefusal(db: Db, prompt: string): Promise<string | null> {
  const { rules } = await communitySettings(db);
  const word = bannedWordIn(prompt, rules.bannedWords);
  return word ? `描述含有违规词“${word}”，请修改后再试` : null;
}
