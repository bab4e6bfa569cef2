'use client';
// A console screen's sub-tabs (运营配置, 反馈与消息, 财务): the WAI-ARIA tabs pattern, arrow keys
// moving along the bar; the chosen panel is mounted alone, keyed, so a tab opens fresh.
import { useState, type ComponentType, type KeyboardEvent } from 'react';

import own from './platform/platform.module.css';

export type SubTab = { key: string; label: string; Panel: ComponentType };

export function SubTabs({
  id,
  label,
  tabs,
}: {
  id: string;
  label: string;
  tabs: readonly SubTab[];
}) {
  const [index, setIndex] = useState(0);
  const { Panel, key } = tabs[index]!;
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + tabs.length) % tabs.length;
    setIndex(next);
    document.getElementById(`${id}-tab-${tabs[next]!.key}`)?.focus();
  };
  return (
    <>
      <div className={own.tabs} role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            id={`${id}-tab-${tab.key}`}
            type="button"
            role="tab"
            className={own.tab}
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => setIndex(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${key}`}>
        <Panel key={key} />
      </div>
    </>
  );
}
