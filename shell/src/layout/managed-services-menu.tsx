import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'shared-config/router';
import { ChevronDownIcon } from './icons';
import { useNavigation } from './navigation-links';
import styles from './site-header.module.css';

// A fixed id: the header is drawn once per page, and a useId would differ between the frame the edge
// draws and the browser's tree around it.
const MENU_ID = 'managed-services-menu';

/** The desktop 'Managed Services' dropdown: a disclosure button with a list of links, keyboard-operable. */
export function ManagedServicesMenu() {
  const { managedServicesLinks } = useNavigation();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  const links = () => Array.from(wrapper.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) {
      setOpen(true);
      requestAnimationFrame(() => links()[0]?.focus());
      return;
    }
    const items = links();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(current + step + items.length) % items.length]?.focus();
  };

  const active = managedServicesLinks.some((link) => pathname.toLowerCase() === link.to.toLowerCase());

  return (
    // The wrapper only receives keys bubbling from its button and links; it is not a control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={wrapper}
      className={styles.dropdown}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${styles.navLink} ${active ? styles.active : ''}`}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((value) => !value)}
      >
        Managed Services
        <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <ul id={MENU_ID} className={styles.dropdownPanel} hidden={!open}>
        {managedServicesLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={styles.dropdownLink} onClick={() => setOpen(false)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
