import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './options';

describe('parseBenchArgs', () => {
  it('defaults to 5 runs of every template in every language, with both builds', () => {
    expect(parseBenchArgs([])).toEqual({
      runs: 5,
      langs: ['es', 'en', 'pt', 'it'],
      templates: ['home', 'inner', 'contact', 'blog', 'post', 'category'],
      skipBuild: false,
      skipScale: false,
      skipLighthouse: false,
      scalePosts: 1000,
      json: null,
      port: null,
      floor: false,
    });
  });

  it('reads values after a space or an equals sign, and lists in their canonical order', () => {
    const options = parseBenchArgs(['--runs', '3', '--langs=it,es', '--templates', 'post, home', '--skip-build', '--skip-scale', '--skip-lighthouse', '--json', 'r.json', '--floor']);
    expect(options).toMatchObject({ runs: 3, langs: ['es', 'it'], templates: ['home', 'post'], skipBuild: true, skipScale: true, skipLighthouse: true, json: 'r.json', floor: true });
  });

  it('refuses what it cannot use, naming the option', () => {
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow('--runs needs a positive whole number, got "0"');
    expect(() => parseBenchArgs(['--runs'])).toThrow('--runs needs a value');
    expect(() => parseBenchArgs(['--json', '--skip-build'])).toThrow('--json needs a value');
    expect(() => parseBenchArgs(['--langs', 'en,fr'])).toThrow(/--langs takes .*es, en, pt, it; got "en,fr"/);
    expect(() => parseBenchArgs(['--templates', 'about'])).toThrow(/--templates takes/);
    expect(() => parseBenchArgs(['--fast'])).toThrow('Unknown option --fast');
  });
});
