/**
 * The calendar a post's publish date is read on: the editors'. Headquarters and most editors are in Madrid, so a
 * post dated 1 December goes live with the first build after midnight there, not at midnight UTC.
 */
export const PUBLISHING_TIME_ZONE = 'Europe/Madrid';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PUBLISHING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The build's day (YYYY-MM-DD) on the editors' calendar: posts dated after it are scheduled, not published. */
export function publishingDay(now: Date): string {
  const part = (type: string) => dayFormat.formatToParts(now).find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
