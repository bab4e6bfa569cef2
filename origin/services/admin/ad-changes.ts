// The console's changes to ads (banners are the ads at position 2; docs/admin-api.md "Home"):
// save and delete, each with its audit row in one transaction and the version check of
// home-changes.ts. The link passes the H5's dispatch rule here too, not only in the call's schema,
// so no path into this service stores a link the app would refuse. A picture is kept like a
// cover: decoded, encoded again and stored obfuscated on the IMAGE line.
import { and, eq, sql } from 'drizzle-orm';

import { adLinkProblem, TIP_STALE_AD } from '@/lib/domain/admin/home-config';
import {
  contentMatches,
  fileCategory,
  fileExtension,
  SNIFF_BYTES,
} from '@/lib/domain/platform/files';
import type { AdLinkField } from '@/lib/domain/platform/links';
import type { AdRow } from '@/lib/protocol/shapes/admin/home';

import type { Db } from '../../db/client';
import { ads } from '../../db/schema/platform';
import type { MediaStore } from '../video/media-store';
import { badInput, notFound } from '../../http/envelope';
import { cleanPicture, PictureRefused } from '../platform/picture-clean';
import { writeImage } from '../platform/upload-files';
import { imagePathOf, newUploadId } from '../platform/upload-paths';
import { refuseType } from '../platform/upload-rules';
import { writeAudit } from './audit';
import { stale, type HomeActor } from './home-changes';
import { adRow } from './home-view';

export const TIP_AD_GONE = '该广告不存在或已被删除，请刷新';
export const TIP_AD_VERSION = '请刷新后再保存该广告';
/** A banner picture's cap: a phone screen's width needs no more. */
export const AD_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export type AdInput = {
  id?: number | undefined;
  version?: number | undefined;
  position: number;
  title: string;
  cover: string;
  link: string;
  linkField?: AdLinkField | undefined;
  sort?: number | undefined;
  enabled?: boolean | undefined;
};

/** home/ad/save: a new ad (no id) or an edit made on the current version. */
export async function saveAd(
  db: Db,
  actor: HomeActor,
  input: AdInput,
  nowMs: number,
): Promise<AdRow> {
  const problem = adLinkProblem(input.link);
  if (problem) throw badInput(problem, 'ad link refused');
  const values = {
    position: input.position,
    title: input.title,
    cover: input.cover,
    link: input.link.trim(),
    linkField: input.linkField ?? null,
    sort: input.sort ?? 0,
    enabled: input.enabled ?? true,
  };
  return db.transaction(async (tx) => {
    const entry = { ...actor, action: 'ad.save' as const };
    if (input.id === undefined) {
      const [row] = await tx.insert(ads).values(values).returning();
      await writeAudit(tx, { ...entry, target: `ad:${row!.id}`, after: row }, nowMs);
      return adRow(row!);
    }
    if (input.version === undefined) throw badInput(TIP_AD_VERSION);
    const [before] = await tx.select().from(ads).where(eq(ads.id, input.id));
    if (!before) throw notFound(TIP_AD_GONE);
    const [after] = await tx
      .update(ads)
      .set({ ...values, version: sql`${ads.version} + 1` })
      .where(and(eq(ads.id, input.id), eq(ads.version, input.version)))
      .returning();
    if (!after) throw stale(TIP_STALE_AD, `ad ${input.id} not at ${input.version}`);
    await writeAudit(tx, { ...entry, target: `ad:${after.id}`, before, after }, nowMs);
    return adRow(after);
  });
}

export async function deleteAd(
  db: Db,
  actor: HomeActor,
  input: { id: number; version: number },
  nowMs: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(ads).where(eq(ads.id, input.id));
    if (!before) throw notFound(TIP_AD_GONE);
    const gone = await tx
      .delete(ads)
      .where(and(eq(ads.id, input.id), eq(ads.version, input.version)))
      .returning({ id: ads.id });
    if (gone.length === 0) throw stale(TIP_STALE_AD, `ad ${input.id} not at ${input.version}`);
    await writeAudit(
      tx,
      { ...actor, action: 'ad.delete', target: `ad:${input.id}`, before },
      nowMs,
    );
  });
}

/** home/ad/picture: the picture cleaned and stored obfuscated; its path on the IMAGE line. */
export async function storeAdPicture(media: MediaStore, file: File): Promise<{ cover: string }> {
  const name = file.name || 'image';
  if (fileCategory(name) !== 'image') throw refuseType('只能上传图片（jpg、png、gif、webp、bmp）');
  if (file.size > AD_PICTURE_MAX_BYTES) throw badInput('广告图片不能超过5MB');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatches(name, bytes.subarray(0, SNIFF_BYTES))) throw refuseType();
  let picture;
  try {
    picture = await cleanPicture(bytes, fileExtension(name));
  } catch (error) {
    throw error instanceof PictureRefused ? refuseType(error.tip) : error;
  }
  const id = newUploadId();
  await writeImage(media, `${id}.${picture.extension}`, picture.bytes);
  return { cover: imagePathOf(id, picture.extension) };
}
