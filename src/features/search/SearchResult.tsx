import { excerptParts } from './excerpt';
import type { SearchHit } from './pagefind-client';
import styles from './SearchResult.module.css';

/**
 * What one result shows, in the dialog's list box and on the search page alike: section, title, date and the
 * excerpt with the matched words marked. Ids let an option name itself by its title and describe itself by the rest.
 */
export function SearchResult({ hit, id }: { hit: SearchHit; id: string }) {
  return (
    <>
      <span className={styles.meta} id={`${id}-meta`}>
        {hit.section ? <span className={styles.section}>{hit.section}</span> : null}
        {hit.date ? <span className={styles.date}>{hit.date}</span> : null}
      </span>
      <span className={styles.title} id={`${id}-title`}>
        {hit.title}
      </span>
      <span className={styles.excerpt} id={`${id}-excerpt`}>
        {excerptParts(hit.excerpt).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
      </span>
    </>
  );
}
