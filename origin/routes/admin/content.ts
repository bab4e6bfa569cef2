// The console's content calls (docs/admin-api.md "Content"): an editor's or the owner's (the
// call table says so and admin-route.ts checks it before these run). The source upload is the
// community's chunk protocol under the operator's rules; every change is audited with it.
import type { RouteDeps } from '../../http/context';
import {
  deleteContent,
  placeContent,
  publishContent,
  saveContentDraft,
  startIngest,
  unpublishContent,
  type ContentActor,
} from '../../services/admin/content-changes';
import { operatorIdentifier, operatorUploadPolicy } from '../../services/admin/content-uploads';
import { contentOptions, contentRow, listContent } from '../../services/admin/content-view';
import { uploadPaths } from '../../services/platform/upload-paths';
import { storeChunk, testChunk } from '../../services/platform/uploads';
import type { IngestDeps } from '../../services/video/ingests';
import type { AdminHandlers } from './admin-route';

type ContentHandlers = Pick<
  AdminHandlers,
  | 'content/upload/test'
  | 'content/upload/chunk'
  | 'content/ingest/start'
  | 'content/ingest/list'
  | 'content/ingest/get'
  | 'content/options'
  | 'content/draft/save'
  | 'content/publish'
  | 'content/unpublish'
  | 'content/delete'
  | 'content/place'
>;

const actorOf = (session: { operator: { id: number } }, address: string): ContentActor => ({
  operatorId: session.operator.id,
  address,
});

export function adminContentHandlers(deps: RouteDeps): ContentHandlers {
  const { db, now, jobs, media, config } = deps;
  const paths = uploadPaths(config.dataDir);
  const ingest: IngestDeps = {
    db,
    store: media,
    now,
    paths,
    queue: jobs.ingest,
    logger: deps.logger,
  };
  // An operator's upload never reaches the community transcoder (the policy says so too).
  const uploadDeps = { db, paths, media, now, onVideo: () => undefined };
  return {
    'content/upload/test': ({ input, session }) => {
      const identifier = operatorIdentifier(session.operator.id, input.identifier);
      return testChunk(db, { ...input, identifier, userId: null });
    },
    'content/upload/chunk': async ({ input, session, c }) => {
      const identifier = operatorIdentifier(session.operator.id, input.identifier);
      const policy = operatorUploadPolicy(session.operator.id);
      const { status, ...stored } = await storeChunk(uploadDeps, { ...input, identifier }, policy);
      if (status !== 200) c.set('answerStatus', status);
      return stored;
    },
    'content/ingest/start': async ({ input, session, address }) => ({
      ingest: await startIngest(ingest, actorOf(session, address), input.uploadId),
    }),
    'content/ingest/list': ({ input }) =>
      listContent(
        db,
        { page: input.page ?? 1, pageSize: input.pageSize ?? 20, publication: input.publication },
        now(),
      ),
    'content/ingest/get': async ({ input }) => ({ ingest: await contentRow(db, input.id, now()) }),
    'content/options': () => contentOptions(db),
    'content/draft/save': async ({ input, session, address }) => {
      const { id, ...fields } = input;
      const row = await saveContentDraft(ingest, actorOf(session, address), id, fields);
      return { ingest: row! };
    },
    'content/publish': async ({ input, session, address }) => {
      const atMs = input.at === undefined ? undefined : input.at * 1000;
      const row = await publishContent(ingest, actorOf(session, address), input.id, atMs);
      return { ingest: row! };
    },
    'content/unpublish': async ({ input, session, address }) => ({
      ingest: (await unpublishContent(ingest, actorOf(session, address), input.id))!,
    }),
    'content/delete': async ({ input, session, address }) => {
      await deleteContent(ingest, actorOf(session, address), input.id);
      return { id: input.id };
    },
    'content/place': async ({ input, session, address }) => {
      const { id, ...placement } = input;
      return { ingest: (await placeContent(ingest, actorOf(session, address), id, placement))! };
    },
  };
}
