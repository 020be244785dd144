import type { ParseKeys } from 'i18next';
import type { TranslationNamespace } from './resources';

/**
 * The one way to hand `t` a key the types cannot follow: one built from a value the data types only as `string`
 * (a blog category slug from the CMS). Every other key is a literal or built from a typed union, and tsc checks it
 * against the Spanish texts; a key narrowed here is checked by the translation test instead, which requires its
 * pattern to match keys that exist (tests/unit/translations.test.ts).
 */
export function untypedKey<Ns extends TranslationNamespace>(key: string): ParseKeys<Ns> {
  return key as ParseKeys<Ns>;
}
