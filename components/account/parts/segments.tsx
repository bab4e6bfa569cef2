// A row of tabs that switch what the screen shows (login methods, message kinds), each with an
// optional unread count.
import styles from './segments.module.css';

export function Segments<T extends string>({
  items,
  value,
  onChange,
  label,
  counts,
}: {
  items: readonly { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  counts?: (id: T) => number;
}) {
  return (
    <div className={styles.segments} role="tablist" aria-label={label}>
      {items.map((item) => {
        const count = counts?.(item.id) ?? 0;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={value === item.id}
            className={styles.segment}
            onClick={() => onChange(item.id)}
          >
            {item.label}
            {count > 0 && (
              <span className={styles.badge} aria-label={`${count}条未读`}>
                {count > 99 ? '99+' : count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
