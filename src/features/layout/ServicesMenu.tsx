import { useRef } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { servicePagesFor } from '@/lib/routes';
import { Icon } from './Icon';
import { useDisclosure } from './useDisclosure';
import styles from './Header.module.css';

/** Desktop "Services" dropdown: opens on hover, toggles on click, operable by keyboard, Escape closes. */
export function ServicesMenu() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { open, setOpen, toggle, containerRef, buttonRef } = useDisclosure<HTMLLIElement, HTMLButtonElement>();
  // A mouse click lands right after the hover that opened the menu: it must not close it again.
  const openedByHover = useRef(false);

  return (
    <li
      className={styles.dropdown}
      ref={containerRef}
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
        aria-expanded={open}
        aria-controls="services-menu"
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else toggle();
        }}
      >
        {t('header.menu.services')}
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id="services-menu" className={styles.dropdownList} hidden={!open}>
        {servicePagesFor(lang).map((page) => (
          <li key={page}>
            <a href={localHref(lang, page)} className={styles.dropdownLink} onClick={() => setOpen(false)}>
              <span className={styles.dropdownTitle}>{t(`services.${page}.label`)}</span>
              <span className={styles.dropdownText}>{t(`services.${page}.summary`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
