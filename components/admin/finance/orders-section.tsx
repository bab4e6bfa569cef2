'use client';
// 订单与退款 (issue 42 item 2, docs/admin-api.md "Orders and refunds"): recharge orders found by
// number, user id or account and creation time, paged by the origin; a row opens its story and
// the refund form; the reconciliation below. Finance's and the owner's.
import { useState, type FormEvent } from 'react';

import { useOrderList } from '@/lib/api/admin/use-orders';
import type { OrderRow } from '@/lib/protocol/shapes/admin/orders';

import styles from '../admin.module.css';
import { columnsFor, ListTable } from '../list-table';
import { PagePager } from '../page-pager';
import { OrderDetail } from './orders-detail';
import { OrdersReconcile } from './orders-reconcile';
import { inputMs, payTypeText, statusText, timeText, yuan } from './orders-text';

const PAGE_SIZE = 20;

const column = columnsFor<OrderRow>();
export const ORDER_COLUMNS = column.columns([
  column.accessor('orderNo', { header: '订单号' }),
  column.accessor('userId', {
    header: '用户',
    cell: (c) => `${c.getValue()}${c.row.original.account ? ` / ${c.row.original.account}` : ''}`,
  }),
  column.accessor('title', { header: '商品' }),
  column.accessor('price', { header: '金额', cell: (c) => yuan(c.getValue()) }),
  column.accessor('payType', { header: '支付方式', cell: (c) => payTypeText(c.getValue()) }),
  column.accessor('status', { header: '状态', cell: (c) => statusText(c.getValue()) }),
  column.accessor('refunded', {
    header: '已退款',
    cell: (c) => (c.getValue() > 0 ? yuan(c.getValue()) : '—'),
  }),
  column.accessor('createdAt', { header: '创建时间', cell: (c) => timeText(c.getValue()) }),
]);

type Filter = { orderNo: string; user: string; from: string; to: string };
const EMPTY: Filter = { orderNo: '', user: '', from: '', to: '' };

export function OrdersSection() {
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useOrderList({
    orderNo: filter.orderNo.trim() || undefined,
    user: filter.user.trim() || undefined,
    from: inputMs(filter.from),
    to: inputMs(filter.to),
    page,
    pageSize: PAGE_SIZE,
  });
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setFilter(draft);
    setPage(1);
  };
  const field = (key: keyof Filter, label: string, type = 'search') => (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        type={type}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </label>
  );
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  return (
    <div>
      <form className={styles.form} onSubmit={onSearch} aria-label="查找订单">
        {field('orderNo', '订单号')}
        {field('user', '用户ID或账号')}
        {field('from', '创建时间从', 'datetime-local')}
        {field('to', '创建时间到', 'datetime-local')}
        <button type="submit" className={styles.button}>
          查找
        </button>
      </form>
      {list.error ? (
        <p className={styles.error} role="alert">
          {list.error.message}
        </p>
      ) : null}
      {list.data ? (
        <>
          <p className={styles.muted}>共 {list.data.total} 笔订单</p>
          <ListTable<OrderRow>
            label="订单"
            rows={list.data.items}
            columns={ORDER_COLUMNS}
            onEdit={(row) => setOpen(row.orderNo)}
            editText="查看"
            editLabel={(row) => `查看订单 ${row.orderNo}`}
            rowTestId="order-row"
          />
          <PagePager page={page} pages={pages} onPage={setPage} />
        </>
      ) : null}
      {open ? <OrderDetail key={open} orderNo={open} onClose={() => setOpen(null)} /> : null}
      <OrdersReconcile onOpen={setOpen} />
    </div>
  );
}
