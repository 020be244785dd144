import type { TFunction } from 'i18next';
import type { Feature } from './FeatureGrid';
import type { PageIconName } from './PageIcon';
import type { Step } from './StepList';

export type ItemDef = { id: string; icon?: PageIconName; points?: boolean };

/** Cards whose texts live in a namespace under `<key>.<id>.{title,text,points}`; the ids and icons stay in code. */
export function featuresFrom(t: TFunction, key: string, defs: readonly ItemDef[]): Feature[] {
  return defs.map(({ id, icon, points }) => ({
    id,
    icon,
    title: t(`${key}.${id}.title`),
    text: t(`${key}.${id}.text`),
    points: points ? listFrom(t, `${key}.${id}.points`) : undefined,
  }));
}

export function stepsFrom(t: TFunction, key: string, defs: readonly ItemDef[]): Step[] {
  return defs.map(({ id, icon }) => ({ id, icon, title: t(`${key}.${id}.title`), text: t(`${key}.${id}.text`) }));
}

/** A translated list of strings; an absent key gives an empty list instead of the key itself. */
export function listFrom(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];
}
