/**
 * Tabs. `SegmentedTabs` switches local state (WAI-ARIA tabs with arrow keys); `NavTabs` are links
 * between sub-pages (aria-current marks the active one).
 */
import { useRef, type ReactNode } from 'react';
import { NavLink } from '../../lib/router';
import './surfaces.css';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
}

export function SegmentedTabs<V extends string>({
  items,
  value,
  onChange,
  label,
  idBase,
}: {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  label: string;
  idBase: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {items.map((item, i) => (
        <button
          key={item.value}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${item.value}`}
          aria-controls={`${idBase}-panel`}
          aria-selected={item.value === value}
          tabIndex={item.value === value ? 0 : -1}
          className="tabs__tab"
          onClick={() => onChange(item.value)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
            e.preventDefault();
            const next = (i + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length;
            const target = items[next];
            if (target) {
              onChange(target.value);
              refs.current[next]?.focus();
            }
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({
  idBase,
  value,
  children,
}: {
  idBase: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${value}`} tabIndex={0}>
      {children}
    </div>
  );
}

export function NavTabs({
  items,
  label,
}: {
  items: readonly { to: string; label: ReactNode; end?: boolean }[];
  label: string;
}) {
  return (
    <nav className="tabs" aria-label={label}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className="tabs__tab">
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
