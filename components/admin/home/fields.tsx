'use client';
// The 首页配置 forms' fields: a label, the control, and the call table schema's Chinese tip under
// it (tied by aria-describedby), as the 内容 forms show them.
import type { ReactNode } from 'react';
import * as v from 'valibot';

import styles from '../admin.module.css';

/** The schema's first tip for `value`, or undefined when it passes. */
export function tipOf(schema: v.GenericSchema, value: unknown): string | undefined {
  const checked = v.safeParse(schema, value);
  return checked.success ? undefined : checked.issues[0]?.message;
}

export const describedBy = (id: string, tip: string | undefined) =>
  tip ? { 'aria-describedby': `${id}-tip`, 'aria-invalid': true } : {};

export function Field(props: {
  id: string;
  label: string;
  tip?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.tip ? (
        <span id={`${props.id}-tip`} className={styles.error}>
          {props.tip}
        </span>
      ) : null}
    </div>
  );
}

type Choice = { value: string; label: string };

export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  tip?: string | undefined;
}) {
  return (
    <Field id={props.id} label={props.label} tip={props.tip}>
      <select
        id={props.id}
        className={styles.input}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        {...describedBy(props.id, props.tip)}
      >
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  tip?: string | undefined;
  type?: string;
}) {
  return (
    <Field id={props.id} label={props.label} tip={props.tip}>
      <input
        id={props.id}
        className={styles.input}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        {...describedBy(props.id, props.tip)}
      />
    </Field>
  );
}
