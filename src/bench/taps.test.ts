import { describe, expect, it } from 'vitest';
import { tapsTable, type TapRun } from './taps';

const run = (overrides: Partial<TapRun>): TapRun => ({
  firstPaintMs: 500,
  hydratedMs: 2_000,
  tapMs: 600,
  panelAfterTapMs: 20,
  scrolledPx: 0,
  openAfterHydration: true,
  ...overrides,
});

const cells = (row: string) => row.split('|').slice(1, -1).map((cell) => cell.trim());

describe('tapsTable', () => {
  it('shows medians of paint, hydration and tap, and the worst panel delay, the largest scroll and the runs kept open', () => {
    const table = tapsTable([
      { template: 'post', lang: 'es', page: '/es/blog/a', runs: [run({ hydratedMs: 1_900 }), run({ panelAfterTapMs: 60 }), run({ hydratedMs: 2_400 })] },
    ]);
    expect(cells(table.split('\n')[2])).toEqual(['post', 'es', '/es/blog/a', '0.50 s', '2.00 s', '0.60 s', '60 ms', '0 px', '3/3']);
  });

  it('flags a panel that never showed or came after 100 ms, a scroll, and a menu reset by hydration', () => {
    const table = tapsTable([
      { template: 'home', lang: 'pt', page: '/pt', runs: [run({ panelAfterTapMs: null, scrolledPx: 10_450, openAfterHydration: false }), run({})] },
      { template: 'blog', lang: 'pt', page: '/pt/blog', runs: [run({ panelAfterTapMs: 400 })] },
    ]);
    const [, , home, blog] = table.split('\n');
    expect(home).toContain('never ✗');
    expect(home).toContain('10450 px ✗');
    expect(home).toContain('1/2 ✗');
    expect(blog).toContain('400 ms ✗');
  });
});
