import { Children, isValidElement, useEffect, useId, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useTabChoice } from '../../stores/tab-choice.ts';
import styles from './Tabs.module.css';

interface TabItemProps {
  value: string;
  label?: string;
  children?: ReactNode;
}

/** One tab's content; rendered by its parent `Tabs`. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Tabs with a shared `groupId` switch together and remember the reader's choice. Every panel is
 * in the HTML (search and no-JS readers see all of them); inactive ones are hidden. Without
 * JavaScript, public/no-js.css stacks every panel under its label and hides the tab buttons.
 */
export function Tabs({ groupId, defaultValue, children }: { groupId?: string; defaultValue?: string; children?: ReactNode }) {
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const values = items.map((item) => item.props.value);
  const [local, setLocal] = useState<string>(defaultValue && values.includes(defaultValue) ? defaultValue : values[0]);
  const groupChoice = useTabChoice((s) => (groupId ? s.choices[groupId] : undefined));
  const choose = useTabChoice((s) => s.choose);
  const restore = useTabChoice((s) => s.restore);
  const id = useId();
  useEffect(() => {
    if (groupId) restore(groupId);
  }, [groupId, restore]);
  const selected = groupChoice && values.includes(groupChoice) ? groupChoice : local;
  const select = (value: string) => {
    setLocal(value);
    if (groupId) choose(groupId, value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = values.indexOf(selected);
    const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const value = values[(next + values.length) % values.length];
    select(value);
    document.getElementById(`${id}-tab-${value}`)?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list} aria-orientation="horizontal" data-needs-js="">
        {items.map((item) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              type="button"
              role="tab"
              id={`${id}-tab-${item.props.value}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${item.props.value}`}
              tabIndex={active ? 0 : -1}
              className={`${styles.tab} ${active ? styles.active : ''}`}
              onClick={() => select(item.props.value)}
              onKeyDown={onKeyDown}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}-panel-${item.props.value}`}
          aria-labelledby={`${id}-tab-${item.props.value}`}
          hidden={item.props.value !== selected}
          className={styles.panel}
        >
          <p className={styles.panelLabel} data-tab-label="" hidden>
            {item.props.label ?? item.props.value}
          </p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
