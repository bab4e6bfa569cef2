// The console's home and ad calls (docs/admin-api.md "Home"): an editor's or the owner's (the
// call table says so and admin-route.ts checks it before these run). Every change is audited
// in its own transaction (services/admin/home-changes.ts, ad-changes.ts).
import type { RouteDeps } from '../../http/context';
import { deleteAd, saveAd, storeAdPicture } from '../../services/admin/ad-changes';
import {
  deleteTab,
  publishSections,
  saveTab,
  type HomeActor,
} from '../../services/admin/home-changes';
import { adList, homeLayout, imageLine, previewSections } from '../../services/admin/home-view';
import type { AdminHandlers } from './admin-route';

type HomeHandlers = Pick<
  AdminHandlers,
  | 'home/layout'
  | 'home/tab/save'
  | 'home/tab/delete'
  | 'home/publish'
  | 'home/preview'
  | 'home/ad/list'
  | 'home/ad/save'
  | 'home/ad/delete'
  | 'home/ad/picture'
>;

const actorOf = (session: { operator: { id: number } }, address: string): HomeActor => ({
  operatorId: session.operator.id,
  address,
});

export function adminHomeHandlers(deps: RouteDeps): HomeHandlers {
  const { db, now, media, config } = deps;
  return {
    'home/layout': async ({ input }) => ({
      tabs: await homeLayout(db, input.area),
      imageLine: imageLine(config),
    }),
    'home/tab/save': async ({ input, session, address }) => ({
      tab: await saveTab(db, actorOf(session, address), input, now()),
    }),
    'home/tab/delete': async ({ input, session, address }) => {
      await deleteTab(db, actorOf(session, address), input, now());
      return { id: input.id };
    },
    'home/publish': async ({ input, session, address }) => ({
      tab: await publishSections(db, actorOf(session, address), input, now()),
    }),
    'home/preview': ({ input }) => previewSections(db, input.sections, now()),
    'home/ad/list': async () => ({ ...(await adList(db)), imageLine: imageLine(config) }),
    'home/ad/save': async ({ input, session, address }) => ({
      ad: await saveAd(db, actorOf(session, address), input, now()),
    }),
    'home/ad/delete': async ({ input, session, address }) => {
      await deleteAd(db, actorOf(session, address), input, now());
      return { id: input.id };
    },
    'home/ad/picture': async ({ input }) => storeAdPicture(media, input.file),
  };
}
