import { describe, expect, it } from 'vitest';
import { isUsed, keyUses, type SourceFile } from './translation-usage';

const NAMESPACES = ['common', 'home', 'blog', 'forms', 'preview'];

/** Which of `keys` (`ns:key`) the sources use. */
function used(files: SourceFile[] | string, keys: string[]): string[] {
  const sources = typeof files === 'string' ? [{ path: 'src/a.tsx', text: files }] : files;
  const uses = keyUses(sources, NAMESPACES);
  return keys.filter((entry) => {
    const [ns, key] = entry.split(':');
    return isUsed(uses, ns, key);
  });
}

describe('translation key scanner', () => {
  it('reads literal keys in the namespace of the nearest useTranslation, aliases and ns: prefixes included', () => {
    const text = `
      function A() { const { t } = useTranslation('home'); return t('hero.label'); }
      function B() {
        const { t } = useTranslation(['blog', 'common']);
        const { t: tForms } = useTranslation('forms');
        return [t('card.by', { author }), t('common:footer.blog'), tForms(open ? 'status.sending' : "status.required")];
      }
      function C() { const { t } = useTranslation(); return t('header.search'); }`;
    const keys = ['home:hero.label', 'blog:card.by', 'common:footer.blog', 'forms:status.sending', 'forms:status.required', 'common:header.search'];
    expect(used(text, [...keys, 'blog:hero.label', 'home:card.by', 'blog:status.sending', 'home:header.search'])).toEqual(keys);
  });

  it('reads the string literals of a file that types data as ParseKeys<ns> as keys of ns', () => {
    const text = `
      type Link = { page: string; label: ParseKeys<'common'> };
      export const LINKS: Link[] = [{ page: 'blog', label: 'header.menu.resources' }];`;
    expect(used(text, ['common:header.menu.resources', 'common:header.menu.contact', 'home:header.menu.resources'])).toEqual([
      'common:header.menu.resources',
    ]);
  });

  it('reads t parameters typed TFunction<ns> and getFixedT(lng, ns), and namespace constants', () => {
    const files = [
      { path: 'src/ns.ts', text: `export const FORMS_NS = 'forms';` },
      { path: 'src/a.ts', text: `function b(t: TFunction<'blog'>) { t('post.copied'); }` },
      { path: 'src/b.ts', text: `const t = i18n.getFixedT(lang, FORMS_NS); t('errors.message_too_long', { count });` },
    ];
    expect(used(files, ['blog:post.copied', 'forms:errors.message_too_long_one', 'forms:errors.message_too_long_other', 'home:post.copied'])).toEqual([
      'blog:post.copied',
      'forms:errors.message_too_long_one',
      'forms:errors.message_too_long_other',
    ]);
  });

  it('reads template keys as patterns, one segment per ${…}, with the file’s const templates substituted', () => {
    const text = `
      const { t } = useTranslation('home');
      const key = \`hero.slides.\${slide.id}\` as const;
      t(\`\${key}.header\`); t(\`services.\${page}.label\`); t(\`common:\${section}\`);`;
    expect(used(text, ['home:hero.slides.advice.header', 'home:hero.header', 'home:services.insurance.label', 'home:services.a.b.label', 'common:header.search'])).toEqual([
      'home:hero.slides.advice.header',
      'home:services.insurance.label',
    ]);
  });

  it('counts everything under a key read whole, and the key’s plural forms', () => {
    const text = `const { t } = useTranslation('home'); t('planning.steps', { returnObjects: true }); t('count', { count });`;
    expect(used(text, ['home:planning.steps.needs.title', 'home:planning.steps.0', 'home:count_one', 'home:count_few', 'home:counter'])).toEqual([
      'home:planning.steps.needs.title',
      'home:planning.steps.0',
      'home:count_one',
      'home:count_few',
    ]);
  });

  it('gives a namespace prop every namespace the code passes to that component', () => {
    const files = [
      { path: 'src/ClosingCta.tsx', text: `export function ClosingCta({ namespace }) { const { t } = useTranslation(namespace); t('cta.title'); }` },
      { path: 'src/Page.tsx', text: `const NS = 'home';\n<ClosingCta namespace={NS} />\n<Other namespace="forms" />\n<ClosingCta namespace="blog" />` },
    ];
    expect(used(files, ['home:cta.title', 'blog:cta.title', 'forms:cta.title'])).toEqual(['home:cta.title', 'blog:cta.title']);
  });

  it('reads i18nKey, untypedKey and namespaces imported whole as JSON, but not JSON type imports', () => {
    const files = [
      { path: 'src/a.tsx', text: `const { t } = useTranslation('blog');\n<Trans t={t} i18nKey="post.copied" />\n<Trans i18nKey={'common:footer.blog'} />` },
      { path: 'src/b.ts', text: 'untypedKey<\'blog\'>(`categories.${slug}.label`)' },
      { path: 'src/c.ts', text: `import es from '../../public/locales/es/preview.json';\nimport type home from '../../public/locales/es/home.json';` },
    ];
    expect(used(files, ['blog:post.copied', 'common:footer.blog', 'blog:categories.nortia.label', 'preview:bar', 'home:hero.label'])).toEqual([
      'blog:post.copied',
      'common:footer.blog',
      'blog:categories.nortia.label',
      'preview:bar',
    ]);
    expect(keyUses(files, NAMESPACES).filter((use) => use.untyped).map((use) => use.where)).toEqual(['src/b.ts:1']);
  });
});
