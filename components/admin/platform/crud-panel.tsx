'use client';
// A 运营配置 list with its editor: the table, a 新建 button when rows can be created, and the form
// for the row picked (or the new one). Each tab gives its columns, fields and calls.
import { useState } from 'react';
import type * as v from 'valibot';

import { AdminCallError } from '@/lib/api/admin/admin-client';

import styles from '../admin.module.css';
import { ListTable } from '../list-table';
import own from './platform.module.css';
import { RowForm, type FieldSpec, type FormValues, type Payload } from './row-form';

type Props<T extends { id: number }> = {
  /** What one row is called (公告, 频道…). */
  noun: string;
  rows: T[] | undefined;
  error: unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the columns of any row type
  columns: any[];
  fields: (row: T | null) => readonly FieldSpec[];
  valuesOf: (row: T | null) => FormValues;
  schema: v.GenericSchema;
  /** Without it the rows are edited, never created. */
  canCreate: boolean;
  onSave: (payload: Payload) => Promise<unknown>;
  onDelete?: (id: number) => Promise<unknown>;
};

export function CrudPanel<T extends { id: number }>(props: Props<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const row = editing === 'new' ? null : editing;
  return (
    <div className={styles.card}>
      {props.canCreate ? (
        <div className={own.toolbar}>
          <button type="button" className={styles.button} onClick={() => setEditing('new')}>
            新建{props.noun}
          </button>
        </div>
      ) : null}
      {props.error ? (
        <p className={styles.error} role="alert">
          {props.error instanceof AdminCallError ? props.error.tip : '加载失败，请重试'}
        </p>
      ) : null}
      {props.rows ? (
        <ListTable
          label={props.noun}
          rows={props.rows}
          columns={props.columns}
          onEdit={setEditing}
        />
      ) : null}
      {editing !== null ? (
        <RowForm
          key={row ? row.id : 'new'}
          title={props.noun}
          fields={props.fields(row)}
          initial={props.valuesOf(row)}
          schema={props.schema}
          id={row ? row.id : null}
          onSave={props.onSave}
          onDelete={props.onDelete}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

/** 是 or 否, for an on/off column. */
export const yesNo = (on: boolean) => (on ? '是' : '否');
