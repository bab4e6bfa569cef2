// The console's AI face-swap templates (docs/admin-api.md "Platform"): name, price, order and
// on/off of what aiTemplate/list serves (services/ai/templates.ts). A template's picture and face
// oval are made together (seed/make-ai-templates.ts), so the console edits but never creates one.
// Nothing here touches aiOrder/strip/*, refused for good (http/route.ts).
import { asc, desc, eq } from 'drizzle-orm';

import type { AiTemplateRow } from '@/lib/protocol/shapes/admin/platform';

import type { Db } from '../../db/client';
import { aiTemplates } from '../../db/schema/ai';
import { auditedChange, found, type PlatformActor, type PlatformDeps } from './platform-audit';

const columns = {
  id: aiTemplates.id,
  title: aiTemplates.title,
  cover: aiTemplates.cover,
  price: aiTemplates.price,
  position: aiTemplates.position,
  enabled: aiTemplates.enabled,
  uses: aiTemplates.uses,
};

export async function listAiTemplates(db: Db): Promise<AiTemplateRow[]> {
  return db
    .select(columns)
    .from(aiTemplates)
    .orderBy(asc(aiTemplates.position), desc(aiTemplates.createdAt), desc(aiTemplates.id));
}

export type AiTemplateFields = Pick<AiTemplateRow, 'title' | 'price' | 'position' | 'enabled'>;

/** An order already made keeps the price it was charged (ai_orders.price). */
export function saveAiTemplate(
  deps: PlatformDeps,
  actor: PlatformActor,
  id: number,
  fields: AiTemplateFields,
): Promise<AiTemplateRow> {
  return auditedChange(deps, actor, 'aiTemplate.save', async (tx) => {
    const [old] = await tx.select(columns).from(aiTemplates).where(eq(aiTemplates.id, id));
    const before = found(old);
    const [after] = await tx
      .update(aiTemplates)
      .set(fields)
      .where(eq(aiTemplates.id, id))
      .returning(columns);
    return { target: `aiTemplate:${id}`, before, after, result: after! };
  });
}
