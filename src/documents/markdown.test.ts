import { describe, expect, it } from 'vitest';
import { parseMarkdownDocument, type MarkdownContext } from './markdown';

const context: MarkdownContext = {
  fill: (text) => text.replace('{BRAND.name}', 'Nortia'),
  generated: (name) => {
    if (name !== 'identity') throw new Error(`no block ${name}`);
    return { kind: 'facts', rows: [['Company name', 'Nortia S.L.']] };
  },
};

const FILE = `---
subject: Who runs {BRAND.name}
---

## 1. Owner

### In short

{BRAND.name} runs this website,
on two lines.

{{identity}}

- one
- two

> Places are limited.

<!-- widths: 30 70 -->
| Cookie | Purpose |
| --- | --- |
| Consent | Remembers your choice |
`;

describe('parseMarkdownDocument', () => {
  it('reads every kind of block, in order, with the facts filled in', () => {
    expect(parseMarkdownDocument(FILE, context, 'x.md')).toEqual({
      fields: { subject: 'Who runs Nortia' },
      blocks: [
        { kind: 'heading', text: '1. Owner' },
        { kind: 'subheading', text: 'In short' },
        { kind: 'paragraph', text: 'Nortia runs this website, on two lines.' },
        { kind: 'facts', rows: [['Company name', 'Nortia S.L.']] },
        { kind: 'bullets', items: ['one', 'two'] },
        { kind: 'notice', text: 'Places are limited.' },
        { kind: 'table', columns: [{ header: 'Cookie', width: 30 }, { header: 'Purpose', width: 70 }], rows: [['Consent', 'Remembers your choice']] },
      ],
    });
  });

  it('refuses a file without front matter, a table whose widths do not match, a paragraph run into a list, an unknown block', () => {
    expect(() => parseMarkdownDocument('## 1. Owner\n', context, 'x.md')).toThrow('x.md: no front matter');
    expect(() => parseMarkdownDocument(FILE.replace('widths: 30 70', 'widths: 30'), context, 'x.md')).toThrow('as many widths');
    expect(() => parseMarkdownDocument(FILE.replace('- one', 'Text\n- one'), context, 'x.md')).toThrow('mixes a paragraph');
    expect(() => parseMarkdownDocument(FILE.replace('{{identity}}', '{{offices}}'), context, 'x.md')).toThrow('no block offices');
  });
});
