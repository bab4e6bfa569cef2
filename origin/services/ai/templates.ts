// aiTemplate/list: the operator's face-swap templates, in the operator's order, newest first
// within it. Disabled templates are neither listed nor accepted by a new order.
import { and, asc, count, desc, eq } from 'drizzle-orm';

import type { AiTemplate } from '@/lib/protocol/shapes/ai/face-swap';

import type { Db } from '../../db/client';
import { aiTemplates } from '../../db/schema/ai';
import { notFound } from '../../http/envelope';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';

export const TIP_TEMPLATE_NOT_FOUND = '模板不存在或已下架';

type TemplateRow = typeof aiTemplates.$inferSelect;

export function templateCard(row: TemplateRow): AiTemplate {
  const { id, title, cover, width, height, price, uses } = row;
  return { id, title, cover, width, height, price, uses };
}

export async function listTemplates(db: Db, request: PageRequest): Promise<PageOf<AiTemplate>> {
  const rows = await db
    .select()
    .from(aiTemplates)
    .where(eq(aiTemplates.enabled, true))
    .orderBy(asc(aiTemplates.position), desc(aiTemplates.createdAt), desc(aiTemplates.id))
    .limit(request.pageSize)
    .offset(request.offset);
  const [total] = await db
    .select({ n: count() })
    .from(aiTemplates)
    .where(eq(aiTemplates.enabled, true));
  return pageOf(rows.map(templateCard), request, total?.n ?? 0);
}

/** An enabled template, or 4040. */
export async function findTemplate(db: Db, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(aiTemplates)
    .where(and(eq(aiTemplates.id, id), eq(aiTemplates.enabled, true)));
  if (!row) throw notFound(TIP_TEMPLATE_NOT_FOUND);
  return row;
}
