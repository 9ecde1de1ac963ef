import { useRef, useState } from 'react';
import { NavLink } from 'shared-config/router';
import { Button } from 'shared-config/ui';
import { MenuIcon } from './icons';
import { Logo } from './logo';
import { ManagedServicesMenu } from './managed-services-menu';
import { MobileSidebar } from './mobile-sidebar';
import { useNavigation } from './navigation-links';
import styles from './site-header.module.css';

export function SiteHeader() {
  const { primaryLinks } = useNavigation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);

  const closeSidebar = () => {
    setSidebarOpen(false);
    hamburger.current?.focus();
  };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <nav className={styles.desktopNav} aria-label="Main">
          <ul className={styles.navList}>
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <ManagedServicesMenu />
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <Button to="/contact" className={styles.contactButton}>
            Contact Us
          </Button>
          <button
            ref={hamburger}
            type="button"
            className={styles.hamburger}
            aria-label="Open menu"
            aria-expanded={sidebarOpen}
            aria-controls="mobile-sidebar"
            onClick={() => setSidebarOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <MobileSidebar open={sidebarOpen} onClose={closeSidebar} />
    </header>
  );
}
