'use client';
// AI女友's personas in a row: avatar and name, one chosen (a radio group: arrow keys move the
// choice). Locked while a reply is being written.
import { LazyImage } from '@/components/ui/lazy-image';
import type { CompanionPersona } from '@/lib/api/ai/companion';

import styles from './companion.module.css';

export function PersonaPicker({
  personas,
  value,
  onChange,
  disabled,
}: {
  personas: readonly CompanionPersona[];
  value: number | null;
  onChange: (id: number) => void;
  disabled: boolean;
}) {
  return (
    <div className={styles.personas} role="radiogroup" aria-label="选择角色">
      {personas.map((persona) => (
        <label
          key={persona.id}
          className={styles.persona}
          data-chosen={persona.id === value || undefined}
        >
          <input
            type="radio"
            name="companion-persona"
            className={styles.personaInput}
            checked={persona.id === value}
            disabled={disabled}
            onChange={() => onChange(persona.id)}
          />
          <span className={styles.personaAvatar}>
            <LazyImage src={persona.avatar} alt="" aspectRatio={1} />
          </span>
          <span className={styles.personaName}>{persona.name}</span>
        </label>
      ))}
    </div>
  );
}
