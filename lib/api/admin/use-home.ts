// React Query hooks of the console's 首页配置 screen (docs/admin-api.md "Home"): an area's tabs
// and sections, the ads, the preview's covers, and the saves; a save refreshes what it changed
// and the audit log. The picture goes up as one multipart POST to the same route handler.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { CONSOLE_API_PATH } from '@/lib/domain/admin/console-path';
import type { AdminCallInput } from '@/lib/protocol/admin-call-table';
import { CODES, TIPS } from '@/lib/protocol/codes';

import { adminCall, AdminCallError } from './admin-client';
import { ADMIN_KEYS } from './use-admin';

type Area = AdminCallInput<'home/layout'>['area'];

export const HOME_KEYS = {
  all: ['admin', 'home'] as const,
  layout: (area: Area) => ['admin', 'home', 'layout', area] as const,
  ads: ['admin', 'home', 'ads'] as const,
  preview: ['admin', 'home', 'preview'] as const,
};

export function useHomeLayout(area: Area) {
  return useQuery({
    queryKey: HOME_KEYS.layout(area),
    queryFn: () => adminCall('home/layout', { area }),
  });
}

export function useAds() {
  return useQuery({ queryKey: HOME_KEYS.ads, queryFn: () => adminCall('home/ad/list', {}) });
}

/** The first covers of the pending sections' feeds; the last answer stays while the next loads. */
export function useHomePreview(sections: AdminCallInput<'home/preview'>['sections']) {
  return useQuery({
    queryKey: [...HOME_KEYS.preview, sections],
    queryFn: () => adminCall('home/preview', { sections }),
    placeholderData: keepPreviousData,
  });
}

function useHomeChange<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      // A refused save (4090) also reads again: the editor then sees the other's change.
      void client.invalidateQueries({ queryKey: HOME_KEYS.all });
      void client.invalidateQueries({ queryKey: ADMIN_KEYS.audit });
    },
  });
}

export const usePublishSections = () =>
  useHomeChange((input: AdminCallInput<'home/publish'>) => adminCall('home/publish', input));
export const useSaveTab = () =>
  useHomeChange((input: AdminCallInput<'home/tab/save'>) => adminCall('home/tab/save', input));
export const useDeleteTab = () =>
  useHomeChange((input: AdminCallInput<'home/tab/delete'>) => adminCall('home/tab/delete', input));
export const useSaveAd = () =>
  useHomeChange((input: AdminCallInput<'home/ad/save'>) => adminCall('home/ad/save', input));
export const useDeleteAd = () =>
  useHomeChange((input: AdminCallInput<'home/ad/delete'>) => adminCall('home/ad/delete', input));

/** home/ad/picture: one picture, multipart; its path on the IMAGE line. */
export async function uploadAdPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let res: Response;
  try {
    res = await fetch(`${CONSOLE_API_PATH}home/ad/picture`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new AdminCallError(0, TIPS.network);
  }
  const body = (await res.json().catch(() => null)) as {
    code?: number;
    tip?: string;
    data?: { cover?: string };
  } | null;
  if (body?.code === CODES.ok && typeof body.data?.cover === 'string') return body.data.cover;
  throw new AdminCallError(body?.code ?? CODES.originError, body?.tip || TIPS.badResponse);
}
