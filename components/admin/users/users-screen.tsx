'use client';
// 用户 (issue 42 item 5, docs/admin-api.md "Users"): find a user by id, account name or phone
// (exact; phones shown masked); a row opens the user's page. The owner's, finance's and
// moderators'.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';

import { useUserSearch } from '@/lib/api/admin/use-users';
import type { UserRow } from '@/lib/protocol/shapes/admin/users';

import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import { columnsFor, ListTable } from '../list-table';
import { kindText, timeText } from './users-text';
import { PagePager, pageCount } from '../page-pager';

const PAGE_SIZE = 20;

const column = columnsFor<UserRow>();
const COLUMNS = column.columns([
  column.accessor('id', { header: 'ID' }),
  column.accessor('nickname', { header: '昵称' }),
  column.accessor('account', { header: '账号', cell: (c) => c.getValue() || '—' }),
  column.accessor('phone', { header: '手机号', cell: (c) => c.getValue() || '—' }),
  column.accessor('kind', { header: '类型', cell: (c) => kindText(c.row.original) }),
  column.accessor('createdAt', { header: '注册时间', cell: (c) => timeText(c.getValue()) }),
]);

export function UsersScreen() {
  const me = useMe();
  if (!mayCall(me, 'users/find')) return <NoRight title="用户" />;
  return <UsersSearch />;
}

function UsersSearch() {
  const router = useRouter();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const list = useUserSearch({ query: query || undefined, page, pageSize: PAGE_SIZE });
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setQuery(draft.trim());
    setPage(1);
  };
  const pages = pageCount(list.data?.total, PAGE_SIZE);
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        用户
      </h1>
      <form className={styles.form} onSubmit={onSearch} aria-label="查找用户">
        <label className={styles.field}>
          用户ID、账号或手机号
          <input
            className={styles.input}
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
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
          <p className={styles.muted}>
            {query
              ? `共找到 ${list.data.total} 个用户`
              : `最新注册的用户（共 ${list.data.total} 个）`}
          </p>
          <ListTable<UserRow>
            label="用户"
            rows={list.data.items}
            columns={COLUMNS}
            onEdit={(row) => router.push(`/admin/users/${row.id}`)}
            editText="查看"
            editLabel={(row) => `查看用户 ${row.id}`}
            rowTestId="user-row"
            empty="没有找到该用户"
          />
          <PagePager page={page} pages={pages} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
