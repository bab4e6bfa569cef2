// `{ page, pageSize }` of every list call, as the call's schema checked them (lib/protocol/
// fields.ts `paging`): page from 1, pageSize 10 by default and at most 50.
import { LIST_PAGE_SIZE } from '@/lib/domain/platform/constants';

import type { PageOf } from '../video/media-types';

export type PageRequest = { page: number; pageSize: number; offset: number };

export function pageRequest(input: { page?: number; pageSize?: number }): PageRequest {
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? LIST_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function pageOf<T>(list: T[], request: PageRequest, total: number): PageOf<T> {
  return { list, page: request.page, pageSize: request.pageSize, total };
}
