// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './LinkedText';

describe('LinkedText', () => {
  it('renders the tagged span as the link and keeps the text around it', () => {
    const { container } = render(
      <p>
        <LinkedText text="I accept the <policy>privacy policy</policy>." tag="policy" link={<a href="/doc.pdf" />} />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/doc.pdf');
    expect(container.textContent).toBe('I accept the privacy policy.');
  });

  it('shows a sentence without the tag as plain text', () => {
    const { container } = render(<LinkedText text="No link here." tag="policy" link={<a href="/docs/x.pdf" />} />);
    expect(container.textContent).toBe('No link here.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
