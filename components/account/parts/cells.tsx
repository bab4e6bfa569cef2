// Grouped rows of the settings screens: a label, a value, and a link or an action.
import type { ReactNode } from 'react';

import { ChevronRightIcon } from '@/components/icons/shell-icons';
import { IntentLink } from '@/components/ui/intent-link';

import badgeStyles from './badge.module.css';
import cellStyles from './cells.module.css';

export type CellProps = {
  label: ReactNode;
  value?: ReactNode;
  href?: string;
  onClick?: () => void;
  /** An unread count shown before the chevron. */
  badge?: number;
  icon?: ReactNode;
};

function Content({ label, value, badge, icon, chevron }: CellProps & { chevron: boolean }) {
  return (
    <>
      {icon}
      <span className={cellStyles.cellLabel}>{label}</span>
      {value !== undefined && <span className={cellStyles.cellValue}>{value}</span>}
      {badge !== undefined && badge > 0 && (
        <span className={badgeStyles.badge} aria-label={`${badge}条未读`}>
          {badge > 99 ? '99+' : badge}
        </span>
      )}
      {chevron && <ChevronRightIcon className={cellStyles.chevron} />}
    </>
  );
}

export function Cell(props: CellProps) {
  if (props.href) {
    return (
      <IntentLink href={props.href} className={cellStyles.cell}>
        <Content {...props} chevron />
      </IntentLink>
    );
  }
  if (props.onClick) {
    return (
      <button type="button" className={cellStyles.cell} onClick={props.onClick}>
        <Content {...props} chevron />
      </button>
    );
  }
  return (
    <div className={cellStyles.cell}>
      <Content {...props} chevron={false} />
    </div>
  );
}

export function CellGroup({ cells, label }: { cells: readonly CellProps[]; label?: string }) {
  return (
    <ul className={cellStyles.group} aria-label={label}>
      {cells.map((cell, index) => (
        <li key={index}>
          <Cell {...cell} />
        </li>
      ))}
    </ul>
  );
}
