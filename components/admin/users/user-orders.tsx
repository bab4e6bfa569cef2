'use client';
// A user's recharge orders: 财务 › 订单's own list and story (orders/list by user id), so the
// refund is made where it always is. Finance's and the owner's (the tab shows to them alone).
import { useState } from 'react';

import { useOrderList } from '@/lib/api/admin/use-orders';
import type { OrderRow } from '@/lib/protocol/shapes/admin/orders';

import styles from '../admin.module.css';
import { OrderDetail } from '../finance/orders-detail';
import { ORDER_COLUMNS } from '../finance/orders-section';
import { ListTable } from '../list-table';
import { PagePager, pageCount } from '../page-pager';
import { useUserId } from './user-context';

const PAGE_SIZE = 20;

export function UserOrders() {
  const id = useUserId();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useOrderList({ user: String(id), page, pageSize: PAGE_SIZE });
  if (list.error)
    return (
      <p className={styles.error} role="alert">
        {list.error.message}
      </p>
    );
  if (!list.data) return <p className={styles.muted}>加载中…</p>;
  return (
    <div>
      <ListTable<OrderRow>
        label="订单"
        rows={list.data.items}
        columns={ORDER_COLUMNS}
        onEdit={(row) => setOpen(row.orderNo)}
        editText="查看"
        editLabel={(row) => `查看订单 ${row.orderNo}`}
        rowTestId="order-row"
      />
      <PagePager page={page} pages={pageCount(list.data.total, PAGE_SIZE)} onPage={setPage} />
      {open ? <OrderDetail key={open} orderNo={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
