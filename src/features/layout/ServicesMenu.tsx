import { useRef, type KeyboardEvent } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useHydrated } from '@/lib/hooks/useHydrated';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { servicePagesFor } from '@/lib/routes';
import { Icon } from './Icon';
import { menuKeyTarget } from './menu-keys';
import { navCurrent } from './nav-current';
import { useDisclosure } from './useDisclosure';
import styles from './Header.module.css';

/**
 * Desktop "Services" dropdown: opens on hover, toggles on click; ArrowDown/ArrowUp/Home/End move through it and
 * Escape closes it. Before the script runs (or without it) CSS opens it on hover and while focus is inside, so
 * its links are reachable by mouse and keyboard from the first paint.
 */
export function ServicesMenu() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname } = useRouter();
  const hydrated = useHydrated();
  const { open, setOpen, toggle, containerRef, buttonRef } = useDisclosure<HTMLLIElement, HTMLButtonElement>();
  // A mouse click lands right after the hover that opened the menu: it must not close it again.
  const openedByHover = useRef(false);
  const pages = servicePagesFor(lang);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const links = [...(containerRef.current?.querySelectorAll<HTMLAnchorElement>('#services-menu a') ?? [])];
    const target = menuKeyTarget(event.key, links.indexOf(document.activeElement as HTMLAnchorElement), links.length);
    if (target === null) return;
    event.preventDefault();
    setOpen(true);
    // The list is shown on the next render; focusing waits for it.
    requestAnimationFrame(() => links[target]?.focus());
  };

  return (
    <li
      className={`${styles.dropdown} ${hydrated ? '' : styles.dropdownCssOnly}`}
      ref={containerRef}
      onKeyDown={onKeyDown}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      <button
        type="button"
        ref={buttonRef}
        className={styles.navItem}
        aria-expanded={hydrated ? open : undefined}
        aria-controls="services-menu"
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else toggle();
        }}
      >
        {t('header.menu.services')}
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id="services-menu" className={styles.dropdownList} hidden={hydrated ? !open : undefined}>
        {pages.map((page) => (
          <li key={page}>
            <a
              href={localHref(lang, page)}
              className={styles.dropdownLink}
              aria-current={navCurrent(pathname, page)}
              onClick={() => setOpen(false)}
            >
              <span className={styles.dropdownTitle}>{t(`services.${page}.label`)}</span>
              <span className={styles.dropdownText}>{t(`services.${page}.summary`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
