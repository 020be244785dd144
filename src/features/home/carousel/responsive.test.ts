import { describe, expect, it } from 'vitest';
import { PARTNER_CAROUSEL_SETTINGS } from '../partners/PartnersSection';
import { activeBreakpoint, settingsAt } from './responsive';

describe('responsive carousel settings', () => {
  const { responsive } = PARTNER_CAROUSEL_SETTINGS;

  it('finds the narrowest breakpoint that still matches the width', () => {
    expect(activeBreakpoint(responsive, 1280)).toBeNull();
    expect(activeBreakpoint(responsive, 1024)).toBe(1024);
    expect(activeBreakpoint(responsive, 700)).toBe(1024);
    expect(activeBreakpoint(responsive, 600)).toBe(600);
    expect(activeBreakpoint(responsive, 375)).toBe(480);
  });

  it('applies the spec settings, cascading from wide to narrow', () => {
    expect(settingsAt(PARTNER_CAROUSEL_SETTINGS, null)).toMatchObject({ slidesToShow: 4, arrows: true, speed: 500, infinite: true });
    expect(settingsAt(PARTNER_CAROUSEL_SETTINGS, 1024)).toMatchObject({ slidesToShow: 3, arrows: false });
    expect(settingsAt(PARTNER_CAROUSEL_SETTINGS, 600)).toMatchObject({ slidesToShow: 2, arrows: false });
    expect(settingsAt(PARTNER_CAROUSEL_SETTINGS, 480)).toMatchObject({ slidesToShow: 1, arrows: false });
    expect(settingsAt(PARTNER_CAROUSEL_SETTINGS, 480)).not.toHaveProperty('responsive');
  });
});
