// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './typed-before-hydration';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('typedBeforeHydration', () => {
  it('starts from what the pre-rendered fields hold', () => {
    document.body.innerHTML = '<input id="n" value=""><textarea id="m"></textarea><input id="p" type="checkbox">';
    (document.getElementById('n') as HTMLInputElement).value = 'Marta';
    (document.getElementById('m') as HTMLTextAreaElement).value = 'Call me';
    (document.getElementById('p') as HTMLInputElement).checked = true;
    const initial = { name: '', message: '', privacy: false, honeypot: '' };
    expect(typedBeforeHydration(initial, { name: 'n', message: 'm', privacy: 'p' })).toEqual({ name: 'Marta', message: 'Call me', privacy: true, honeypot: '' });
  });

  it('keeps the initial values where the fields are not in the document (a fresh render)', () => {
    const initial = { name: '', subscribed: false };
    expect(typedBeforeHydration(initial, { name: 'missing', subscribed: 'also-missing' })).toEqual(initial);
  });
});
