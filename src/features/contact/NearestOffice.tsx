import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/features/layout/Icon';
import { LANG_TAGS } from '@/lib/i18n/languages';
import { useLang } from '@/lib/i18n/useLang';
import { formatDistance, nearestOffices, type Coordinates, type OfficeDistance } from './geo';
import { OfficeCard } from './OfficeCard';
import grid from '@/features/page-kit/CardGrid.module.css';
import styles from './Offices.module.css';

type Notice = 'empty' | 'notFound' | 'denied' | 'unavailable' | 'unsupported';

type SearchState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; place: string | null; results: OfficeDistance[] }
  | { status: 'notice'; notice: Notice; query?: string };

const RESULTS_SHOWN = 3;
const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 10 * 60_000 };

/** Nearest offices from a typed city or postcode, or from the browser's location; nothing leaves the page. */
export function NearestOffice() {
  const { t } = useTranslation('contact');
  const lang = useLang();
  const inputId = useId();
  const resultsTitleId = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });

  const distanceText = (km: number) => {
    const { value, under } = formatDistance(km, LANG_TAGS[lang]);
    return under ? t('offices.lessThan', { distance: value }) : value;
  };

  const show = (from: Coordinates, place: string | null) =>
    setState({ status: 'found', place, results: nearestOffices(from, undefined, RESULTS_SHOWN) });

  async function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (!text) return setState({ status: 'notice', notice: 'empty' });
    // The gazetteer is most of this feature's weight, so it loads with the first search, not with the page.
    const places = await import('./places').catch(() => null);
    if (!places) return setState({ status: 'notice', notice: 'unavailable' });
    const place = places.findPlace(text);
    if (!place) return setState({ status: 'notice', notice: 'notFound', query: text });
    show(place.coordinates, place.name);
  }

  function onLocate() {
    if (!('geolocation' in navigator)) return setState({ status: 'notice', notice: 'unsupported' });
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => show({ lat: position.coords.latitude, lng: position.coords.longitude }, null),
      (error) => setState({ status: 'notice', notice: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      GEOLOCATION_OPTIONS,
    );
  }

  return (
    <div className={styles.search}>
      <h3 className={styles.searchTitle}>{t('search.title')}</h3>
      <form className={styles.searchForm} onSubmit={onSearch} role="search" aria-label={t('search.title')}>
        <div className={styles.searchField}>
          <label htmlFor={inputId}>{t('search.label')}</label>
          <input
            id={inputId}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="address-level2"
            placeholder={t('search.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary">
          {t('search.submit')}
        </button>
        <button type="button" className="button button-secondary" onClick={onLocate} aria-disabled={state.status === 'locating' || undefined}>
          <Icon name="pin" size={18} />
          {t('search.useLocation')}
        </button>
      </form>
      <div className={styles.searchResult} aria-live="polite">
        {state.status === 'locating' ? <p className={styles.searchNote}>{t('search.locating')}</p> : null}
        {state.status === 'notice' ? (
          <p className={styles.searchNotice}>{t(`search.${state.notice}`, { query: state.query ?? '' })}</p>
        ) : null}
        {state.status === 'found' ? (
          <>
            <h4 className={styles.resultsTitle} id={resultsTitleId}>
              {state.place ? t('search.resultsNear', { place: state.place }) : t('search.resultsNearYou')}
            </h4>
            <ol className={`${grid.grid} ${grid.cols3} ${styles.grid}`} aria-labelledby={resultsTitleId}>
              {state.results.map(({ office, km }) => (
                <li key={office.id}>
                  <OfficeCard office={office} headingLevel="h4" distance={distanceText(km)} />
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </div>
  );
}
