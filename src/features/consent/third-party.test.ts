import { describe, expect, it } from 'vitest';
import { thirdPartyScriptsFor } from './third-party';

const env = { chatUrl: 'https://chat.test/w.js', chatWidgetEs: 'es-1', chatWidgetPt: 'pt-1', popupUrl: 'https://pop.test/p.js' };

describe('thirdPartyScriptsFor', () => {
  it('loads chat and popup in Spanish', () => {
    expect(thirdPartyScriptsFor('es', env).map((s) => s.id)).toEqual(['nortia-chat', 'nortia-popup']);
    expect(thirdPartyScriptsFor('es', env)[0].attributes['data-widget-id']).toBe('es-1');
  });
  it('loads only the chat in Portuguese, with its own widget id', () => {
    const scripts = thirdPartyScriptsFor('pt', env);
    expect(scripts.map((s) => s.id)).toEqual(['nortia-chat']);
    expect(scripts[0].attributes['data-widget-id']).toBe('pt-1');
  });
  it('loads nothing in English and Italian', () => {
    expect(thirdPartyScriptsFor('en', env)).toEqual([]);
    expect(thirdPartyScriptsFor('it', env)).toEqual([]);
  });
  it('loads nothing when the settings are unset', () => {
    expect(thirdPartyScriptsFor('es', {})).toEqual([]);
    expect(thirdPartyScriptsFor('pt', { chatUrl: 'https://chat.test/w.js' })).toEqual([]);
  });
});
