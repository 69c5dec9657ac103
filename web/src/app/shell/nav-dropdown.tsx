import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import styles from './nav-dropdown.module.css';
import navStyles from './site-nav.module.css';

export interface NavDropdownItem {
  to: string;
  label: string;
}

/**
 * A disclosure menu for site navigation (a button with aria-expanded revealing a list of links), the pattern
 * WAI recommends for navigation rather than an application `role="menu"`. Escape closes it and returns focus to
 * the button; arrow keys move between the links; leaving it with Tab or a click elsewhere closes it.
 */
export function NavDropdown({ label, items }: { label: string; items: NavDropdownItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (!open) {
      setOpen(true);
      // The list renders on the next frame; focus its first link then.
      requestAnimationFrame(() => focusLink(event.key === 'ArrowDown' ? 0 : -1));
      return;
    }
    focusLink(current === -1 ? 0 : current + (event.key === 'ArrowDown' ? 1 : -1));
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className={styles.dropdown} ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`${navStyles.navButton} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.dropdownList} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.dropdownLink} onClick={() => setOpen(false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
