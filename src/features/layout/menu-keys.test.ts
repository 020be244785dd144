import { describe, expect, it } from 'vitest';
import { menuKeyTarget } from './menu-keys';

describe('menuKeyTarget', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(menuKeyTarget('ArrowDown', -1, 5)).toBe(0);
    expect(menuKeyTarget('ArrowDown', 2, 5)).toBe(3);
    expect(menuKeyTarget('ArrowDown', 4, 5)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 3, 5)).toBe(2);
    expect(menuKeyTarget('ArrowUp', 0, 5)).toBe(4);
    expect(menuKeyTarget('ArrowUp', -1, 5)).toBe(4);
  });

  it('jumps to the first and last item', () => {
    expect(menuKeyTarget('Home', 3, 5)).toBe(0);
    expect(menuKeyTarget('End', 1, 5)).toBe(4);
  });

  it('leaves other keys, and an empty menu, alone', () => {
    expect(menuKeyTarget('Tab', 1, 5)).toBeNull();
    expect(menuKeyTarget('a', 1, 5)).toBeNull();
    expect(menuKeyTarget('ArrowDown', -1, 0)).toBeNull();
  });
});
