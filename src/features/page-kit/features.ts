import type { Feature } from './FeatureGrid';
import type { PageIconName } from './PageIcon';
import type { Step } from './StepList';

/**
 * A card or step: its id (its key in the group of texts) and icon stay in code, its texts in the namespace. Lists
 * are declared `as const satisfies readonly ItemDef[]`, so that their ids stay literal and tsc checks them against
 * the group's keys.
 */
export type ItemDef<Id extends string = string> = { id: Id; icon?: PageIconName };

type StepTexts = { title: string; text: string };
type FeatureTexts = StepTexts & { points?: readonly string[] };

/**
 * Cards from a group of texts read whole, `t('<group>', { returnObjects: true })`, whose `<id>` entries hold
 * `title`, `text` and optionally `points`. The group key is a checked literal and the ids must be keys of the group.
 */
export function featuresFrom<Id extends string>(texts: Record<NoInfer<Id>, FeatureTexts>, defs: readonly ItemDef<Id>[]): Feature[] {
  return defs.map(({ id, icon }) => {
    const { title, text, points } = texts[id];
    return { id, icon, title, text, points: points && listFrom(points) };
  });
}

export function stepsFrom<Id extends string>(texts: Record<NoInfer<Id>, StepTexts>, defs: readonly ItemDef<Id>[]): Step[] {
  return defs.map(({ id, icon }) => ({ id, icon, title: texts[id].title, text: texts[id].text }));
}

/** A translated list of strings (`t('<list>', { returnObjects: true })`) without the entries a language leaves empty. */
export function listFrom(items: readonly string[]): string[] {
  return items.filter((item) => item !== '');
}
