import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './TabList.module.css';

export interface Tab<T> {
  value: T;
  /** The button's id, which names the panel while this tab is chosen. */
  id: string;
  label: ReactNode;
  title?: string;
}

interface TabListProps<T> {
  /** What the tabs choose between, read out with the list. */
  label: string;
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** The id of the one panel the tabs control. */
  panelId: string;
  /** The list's own columns and spacing. */
  className?: string;
  tabClassName?: string;
}

/** A tab list: click a tab, or move with the arrow keys, Home and End, as in any tab list. */
export function TabList<T>({ label, tabs, selected, onSelect, panelId, className, tabClassName }: TabListProps<T>) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : step ? (index + step + tabs.length) % tabs.length : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next]!.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={`${styles.tabs} ${className ?? ''}`} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            tabRefs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tab.id}
          aria-selected={tab.value === selected}
          aria-controls={panelId}
          tabIndex={tab.value === selected ? 0 : -1}
          title={tab.title}
          className={`${styles.tab} ${tabClassName ?? ''}`}
          onClick={() => onSelect(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
