// The console's 运营配置 calls (docs/admin-api.md "Platform"): an editor's or the owner's (the
// call table says so and admin-route.ts checks it before these run). Every change is audited in
// its own transaction (services/admin/platform-audit.ts).
import type { RouteDeps } from '../../http/context';
import { listAiTemplates, saveAiTemplate } from '../../services/admin/platform-ai';
import type { PlatformActor } from '../../services/admin/platform-audit';
import { deleteLive, listLive, saveLive } from '../../services/admin/platform-live';
import {
  deleteAnnouncement,
  listAnnouncements,
  saveAnnouncement,
  setTheme,
  themeState,
} from '../../services/admin/platform-notices';
import {
  APP_ICONS,
  deleteApp,
  deleteTask,
  listAppRows,
  listTaskRows,
  saveApp,
  saveTask,
} from '../../services/admin/platform-welfare';
import type { AdminHandlers } from './admin-route';

type PlatformName = Extract<keyof AdminHandlers, `platform/${string}`>;
type PlatformHandlers = Pick<AdminHandlers, PlatformName>;

const actorOf = (session: { operator: { id: number } }, address: string): PlatformActor => ({
  operatorId: session.operator.id,
  address,
});

export function adminPlatformHandlers(deps: RouteDeps): PlatformHandlers {
  const { db, config } = deps;
  const fallback = config.theme;
  return {
    'platform/announcement/list': async () => ({ items: await listAnnouncements(db) }),
    'platform/announcement/save': async ({ input, session, address }) => {
      const { id, ...fields } = input;
      return { item: await saveAnnouncement(deps, actorOf(session, address), id, fields) };
    },
    'platform/announcement/delete': ({ input, session, address }) =>
      deleteAnnouncement(deps, actorOf(session, address), input.id),
    'platform/theme/get': () => themeState(db, fallback),
    'platform/theme/set': ({ input, session, address }) =>
      setTheme(deps, actorOf(session, address), input.value, fallback),
    'platform/live/list': () => listLive(db),
    'platform/live/save': async ({ input, session, address }) => {
      const { id, ...fields } = input;
      return { item: await saveLive(deps, actorOf(session, address), id, fields) };
    },
    'platform/live/delete': ({ input, session, address }) =>
      deleteLive(deps, actorOf(session, address), input.id),
    'platform/ai/list': async () => ({ items: await listAiTemplates(db) }),
    'platform/ai/save': async ({ input, session, address }) => {
      const { id, ...fields } = input;
      return { item: await saveAiTemplate(deps, actorOf(session, address), id, fields) };
    },
    'platform/app/list': async () => ({ items: await listAppRows(db), icons: APP_ICONS }),
    'platform/app/save': async ({ input, session, address }) => {
      const { id, ...fields } = input;
      return { item: await saveApp(deps, actorOf(session, address), id, fields) };
    },
    'platform/app/delete': ({ input, session, address }) =>
      deleteApp(deps, actorOf(session, address), input.id),
    'platform/task/list': async () => ({ items: await listTaskRows(db) }),
    'platform/task/save': async ({ input, session, address }) => {
      const { id, ...fields } = input;
      return { item: await saveTask(deps, actorOf(session, address), id, fields) };
    },
    'platform/task/delete': ({ input, session, address }) =>
      deleteTask(deps, actorOf(session, address), input.id),
  };
}
