'use client';
// 管理员: the operators, a form to create one (its one-time password shown once) and disabling.
// The owner's alone; the origin refuses these calls to any other role whatever this shows.
import { useState, type FormEvent } from 'react';

import { OPERATOR_ROLES, ROLE_LABELS, type OperatorRole } from '@/lib/domain/admin/roles';
import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useCreateOperator, useDisableOperator, useOperators } from '@/lib/api/admin/use-admin';
import type { OperatorRow } from '@/lib/protocol/shapes/admin/operator';

import styles from './admin.module.css';
import { mayCall, useMe } from './admin-me';
import { NoRight } from './coming-soon';

const tipOf = (error: unknown) =>
  error instanceof AdminCallError ? error.tip : error ? '操作失败，请重试' : null;

function CreateForm() {
  const create = useCreateOperator();
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('editor');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, role }, { onSuccess: () => setName('') });
  };
  const error = tipOf(create.error);
  return (
    <div className={styles.card}>
      <h2 className={styles.title}>新建管理员</h2>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          账号
          <input
            className={styles.input}
            name="operator-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
          />
        </label>
        <label className={styles.field}>
          角色
          <select
            className={styles.input}
            value={role}
            onChange={(e) => setRole(e.target.value as OperatorRole)}
          >
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button} disabled={create.isPending}>
          创建
        </button>
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {create.data ? (
        <div className={styles.notice} role="status">
          已创建 {create.data.operator.name}，一次性密码：
          <span className={styles.code} data-testid="one-time-password">
            {create.data.password}
          </span>
          <br />
          <span className={styles.muted}>请立即转交，关闭页面后不会再次显示。</span>
        </div>
      ) : null}
    </div>
  );
}

function OperatorTable({ items, selfId }: { items: OperatorRow[]; selfId: number }) {
  const disable = useDisableOperator();
  const error = tipOf(disable.error);
  const onDisable = (o: OperatorRow) => {
    if (window.confirm(`确定停用 ${o.name}？停用后其登录立即失效。`)) disable.mutate(o.id);
  };
  return (
    <div className={`${styles.card} ${styles.tableWrap}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">账号</th>
            <th scope="col">角色</th>
            <th scope="col">动态验证码</th>
            <th scope="col">状态</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {items.map((o) => (
            <tr key={o.id}>
              <td>{o.name}</td>
              <td>{ROLE_LABELS[o.role]}</td>
              <td>{o.totpEnrolled ? '已绑定' : '未绑定'}</td>
              <td>{o.disabled ? '已停用' : '正常'}</td>
              <td>
                {o.disabled || o.id === selfId ? null : (
                  <button
                    type="button"
                    className={`${styles.button} ${styles.ghost}`}
                    disabled={disable.isPending}
                    onClick={() => onDisable(o)}
                  >
                    停用 {o.name}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function OperatorsScreen() {
  const me = useMe();
  const allowed = mayCall(me, 'operator/list');
  const list = useOperators(allowed);
  if (!allowed) return <NoRight title="管理员" />;
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        管理员
      </h1>
      <CreateForm />
      {list.data ? (
        <OperatorTable items={list.data.items} selfId={me.id} />
      ) : (
        <p className={styles.muted}>{tipOf(list.error) ?? '加载中…'}</p>
      )}
    </section>
  );
}
