'use client';
// One 运营配置 row's editor, drawn from field specs: every field checked as it is typed against
// the save call's own schema (the call table's tips, the domain's link rules), the origin's
// answer (a refusal's reason) shown above the buttons. Values travel as typed: the schemas take
// numbers as digits.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';

import { AdminCallError } from '@/lib/api/admin/admin-client';

import styles from '../admin.module.css';
import own from './platform.module.css';

export type FieldSpec = {
  key: string;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'bool' | 'select';
  options?: readonly { value: string | number; label: string }[];
  /** Why it cannot be changed, shown instead of letting it be. */
  locked?: string;
};

export type FormValues = Record<string, string | boolean>;
/** The values and, for a row being edited, its id. */
export type Payload = Record<string, string | boolean | number>;

type Props = {
  title: string;
  fields: readonly FieldSpec[];
  initial: FormValues;
  /** The save call's request schema. */
  schema: v.GenericSchema;
  /** The row being edited (its id sent with the values), or null for a new one. */
  id: number | null;
  onSave: (payload: Payload) => Promise<unknown>;
  onDelete?: (id: number) => Promise<unknown>;
  onClose: () => void;
};

function tipsOf(schema: v.GenericSchema, values: Payload): Record<string, string> {
  const checked = v.safeParse(schema, values);
  const tips: Record<string, string> = {};
  if (checked.success) return tips;
  for (const issue of checked.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !tips[key]) tips[key] = issue.message;
  }
  return tips;
}

const failure = (error: unknown) =>
  error instanceof AdminCallError ? error.tip : '保存失败，请重试';

function Input(props: {
  spec: FieldSpec;
  id: string;
  value: string | boolean;
  tip: string | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const { spec, id, value, tip } = props;
  const described = tip ? { 'aria-describedby': `${id}-tip`, 'aria-invalid': true } : {};
  const common = { id, disabled: Boolean(spec.locked), ...described };
  if (spec.kind === 'bool')
    return (
      <input
        {...common}
        className={own.check}
        type="checkbox"
        checked={value === true}
        onChange={(e) => props.onChange(e.target.checked)}
      />
    );
  if (spec.kind === 'select')
    return (
      <select
        {...common}
        className={styles.input}
        value={String(value)}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {spec.options?.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    );
  if (spec.kind === 'textarea')
    return (
      <textarea
        {...common}
        className={styles.input}
        rows={4}
        value={String(value)}
        onChange={(e) => props.onChange(e.target.value)}
      />
    );
  return (
    <input
      {...common}
      className={styles.input}
      inputMode={spec.kind === 'number' ? 'numeric' : undefined}
      value={String(value)}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

export function RowForm({ title, fields, initial, schema, id, onSave, onDelete, onClose }: Props) {
  const [values, setValues] = useState<FormValues>(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const payload: Payload = id === null ? values : { ...values, id };
  const tips = touched ? tipsOf(schema, payload) : {};

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setAnswer(null);
    try {
      await work();
      setAnswer({ ok: true, text: done });
      return true;
    } catch (error) {
      setAnswer({ ok: false, text: failure(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(tipsOf(schema, payload)).length > 0) return;
    if ((await run(() => onSave(payload), '已保存，1分钟内对用户生效')) && id === null) onClose();
  };

  const remove = async () => {
    if (id === null || !onDelete || !window.confirm(`确定删除这条${title}吗？`)) return;
    if (await run(() => onDelete(id), '已删除')) onClose();
  };

  return (
    <form className={`${styles.card} ${styles.column} ${own.editor}`} onSubmit={submit} noValidate>
      <h2 className={styles.title}>{id === null ? `新建${title}` : `编辑${title}（${id}）`}</h2>
      {fields.map((spec) => {
        const fieldId = `platform-${spec.key}`;
        const tip = spec.locked ?? tips[spec.key];
        return (
          <div key={spec.key} className={spec.kind === 'bool' ? own.row : styles.field}>
            {spec.kind === 'bool' ? null : <label htmlFor={fieldId}>{spec.label}</label>}
            <Input
              spec={spec}
              id={fieldId}
              value={values[spec.key] ?? ''}
              tip={tip}
              onChange={(value) => setValues({ ...values, [spec.key]: value })}
            />
            {spec.kind === 'bool' ? <label htmlFor={fieldId}>{spec.label}</label> : null}
            {tip ? (
              <span id={`${fieldId}-tip`} className={spec.locked ? styles.muted : styles.error}>
                {tip}
              </span>
            ) : null}
          </div>
        );
      })}
      {answer ? (
        <p className={answer.ok ? own.saved : styles.error} role={answer.ok ? 'status' : 'alert'}>
          {answer.text}
        </p>
      ) : null}
      <div className={own.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          保存
        </button>
        <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={onClose}>
          关闭
        </button>
        {id !== null && onDelete ? (
          <button
            type="button"
            className={`${styles.button} ${styles.ghost}`}
            disabled={busy}
            onClick={remove}
          >
            删除
          </button>
        ) : null}
      </div>
    </form>
  );
}
