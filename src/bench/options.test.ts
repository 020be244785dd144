import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from './options';

describe('parseBenchArgs', () => {
  it('defaults to 5 runs of every template in every language, with both builds', () => {
    expect(parseBenchArgs([])).toEqual({
      runs: 5,
      langs: ['es', 'en', 'pt', 'it'],
      templates: ['home', 'inner', 'contact', 'blog', 'post', 'category', 'complaints'],
      skipBuild: false,
      skipScale: false,
      skipLighthouse: false,
      scalePosts: 1000,
      json: null,
      port: null,
      floor: false,
      relay: false,
      taps: false,
      touch: 'screen',
      site: null,
      publish: null,
      relayRuntimes: ['node', 'workerd'],
      relayPosts: 200,
      relayConcurrency: 10,
      providerLatencyMs: 0,
      ambiguous: false,
      storeLock: false,
    });
  });

  it('reads values after a space or an equals sign, and lists in their canonical order', () => {
    const options = parseBenchArgs(['--runs', '3', '--langs=it,es', '--templates', 'post, home', '--skip-build', '--skip-scale', '--skip-lighthouse', '--json', 'r.json', '--floor', '--taps', '--site=out-before', '--touch', 'devtools']);
    expect(options).toMatchObject({ runs: 3, langs: ['es', 'it'], templates: ['home', 'post'], skipBuild: true, skipScale: true, skipLighthouse: true, json: 'r.json', floor: true, taps: true, site: 'out-before', touch: 'devtools' });
  });

  it('reads the relay mode and its bounds', () => {
    const options = parseBenchArgs(['--relay', '--relay-runtimes', 'workerd', '--relay-posts=50', '--relay-concurrency', '5', '--provider-latency', '200', '--ambiguous']);
    expect(options).toMatchObject({ relay: true, relayRuntimes: ['workerd'], relayPosts: 50, relayConcurrency: 5, providerLatencyMs: 200, ambiguous: true });
    expect(parseBenchArgs(['--relay-runtimes', 'workerd,node']).relayRuntimes).toEqual(['node', 'workerd']);
    expect(parseBenchArgs(['--store-lock']).storeLock).toBe(true);
    expect(parseBenchArgs(['--provider-latency', '0']).providerLatencyMs).toBe(0);
  });

  it('refuses what it cannot use, naming the option', () => {
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow('--runs needs a positive whole number, got "0"');
    expect(() => parseBenchArgs(['--runs'])).toThrow('--runs needs a value');
    expect(() => parseBenchArgs(['--json', '--skip-build'])).toThrow('--json needs a value');
    expect(() => parseBenchArgs(['--langs', 'en,fr'])).toThrow(/--langs takes .*es, en, pt, it; got "en,fr"/);
    expect(() => parseBenchArgs(['--templates', 'about'])).toThrow(/--templates takes/);
    expect(() => parseBenchArgs(['--fast'])).toThrow('Unknown option --fast');
    expect(() => parseBenchArgs(['--relay-posts', '10001'])).toThrow('--relay-posts needs a whole number from 1 to 10000, got "10001"');
    expect(() => parseBenchArgs(['--relay-concurrency', '0'])).toThrow('--relay-concurrency needs a whole number from 1 to 100');
    expect(() => parseBenchArgs(['--provider-latency', '-5'])).toThrow('--provider-latency needs a whole number from 0 to 5000');
    expect(() => parseBenchArgs(['--relay-runtimes', 'bun'])).toThrow(/--relay-runtimes takes .*node, workerd; got "bun"/);
    expect(() => parseBenchArgs(['--touch', 'screen,devtools'])).toThrow('--touch takes one of screen, devtools; got "screen,devtools"');
  });
});
