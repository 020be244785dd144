import { describe, expect, it } from 'vitest';
import type { PageSend } from './page-session';
import { devtoolsToucher, viewportOffset } from './touch';

describe('viewportOffset', () => {
  const marks = [{ x: 120, y: 300 }, { x: 260, y: 600 }];

  it('is the one shift between where the screen was touched and where the page saw it', () => {
    expect(viewportOffset(marks, [{ x: 120, y: 213, type: 'touch' }, { x: 260, y: 513, type: 'touch' }])).toEqual({ x: 0, y: 87 });
  });

  it('refuses a page scaled against the screen, a pointer that is not a touch, and a touch the page missed', () => {
    // A page without a viewport tag is laid out 980 px wide and shown at 375: 2.6 page px per screen px.
    expect(() => viewportOffset(marks, [{ x: 313.6, y: 556.6, type: 'touch' }, { x: 679.5, y: 1340.6, type: 'touch' }])).toThrow(/shifted alike/);
    expect(() => viewportOffset(marks, [{ x: 120, y: 213, type: 'mouse' }, { x: 260, y: 513, type: 'mouse' }])).toThrow(/as touches/);
    expect(() => viewportOffset(marks, [{ x: 120, y: 213, type: 'touch' }])).toThrow(/shifted alike/);
  });
});

describe('devtoolsToucher', () => {
  it('sends a touch down and up at the point through DevTools, in a headless browser', async () => {
    const sent: [string, object | undefined][] = [];
    const send = (async (method: string, params?: object) => {
      sent.push([method, params]);
      return {};
    }) as PageSend;
    await devtoolsToucher.touch(send, { x: 341, y: 97 });
    expect(sent).toEqual([
      ['Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 341, y: 97 }] }],
      ['Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }],
    ]);
    expect(devtoolsToucher.browserFlags).toContain('--headless');
  });
});
