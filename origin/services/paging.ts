// `{ page, pageSize }` of every list call: page from 1, pageSize 10 by default and at most 50.
import { badInput } from '../http/envelope';
import type { PageOf } from './media-types';
import type { Payload } from './validate';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
// Deep offsets cost a scan each; no screen pages this far.
export const MAX_PAGE = 10_000;

export type PageRequest = { page: number; pageSize: number; offset: number };

function integerField(payload: Payload, field: string, fallback: number, max: number, tip: string) {
  const value = payload[field];
  if (value === undefined || value === null || value === '') return fallback;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,5}$/.test(text) || Number(text) > max) {
    throw badInput(tip);
  }
  return Number(text);
}

export function pageRequest(payload: Payload): PageRequest {
  const page = integerField(payload, 'page', 1, MAX_PAGE, `页码 page 需为1-${MAX_PAGE}的整数`);
  const pageSize = integerField(
    payload,
    'pageSize',
    DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
    `每页条数 pageSize 需为1-${MAX_PAGE_SIZE}的整数`,
  );
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function pageOf<T>(list: T[], request: PageRequest, total: number): PageOf<T> {
  return { list, page: request.page, pageSize: request.pageSize, total };
}
