import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'shared-config/router';
import { ChevronDownIcon, CloseIcon } from './icons';
import { Logo } from './logo';
import { useNavigation } from './navigation-links';
import styles from './mobile-sidebar.module.css';

interface MobileSidebarProps {
  open: boolean;
  onClose: () => void;
}

/** The mobile menu: opened by the hamburger; the overlay, the logo, Escape and every link close it. */
export function MobileSidebar({ open, onClose }: MobileSidebarProps) {
  const { primaryLinks, sidebarManagedServicesLinks } = useNavigation();
  const [servicesExpanded, setServicesExpanded] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.active : ''}`;

  return (
    <div className={styles.root} hidden={!open}>
      <div className={styles.overlay} onClick={onClose} data-testid="sidebar-overlay" aria-hidden="true" />
      <div
        ref={panel}
        id="mobile-sidebar"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
      >
        <div className={styles.top}>
          <Logo onNavigate={onClose} />
          <button type="button" className={styles.close} aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.list}>
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.link}
                aria-expanded={servicesExpanded}
                aria-controls="sidebar-managed-services"
                onClick={() => setServicesExpanded((value) => !value)}
              >
                Managed Services
                <ChevronDownIcon className={servicesExpanded ? styles.chevronOpen : styles.chevron} />
              </button>
              <ul id="sidebar-managed-services" className={styles.subList} hidden={!servicesExpanded}>
                {sidebarManagedServicesLinks.map((link) => (
                  <li key={link.label}>
                    <NavLink to={link.to} className={styles.subLink} onClick={onClose}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <NavLink to="/contact" className={linkClass} onClick={onClose}>
                Contact
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
