// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '@/features/forms/test-i18n';
import { ContactForm } from './ContactForm';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The phone input loads as its slot nears the viewport; here the whole form is in view at once.
class InViewObserver {
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target }]);
  }
  disconnect() {}
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', InViewObserver);
  window.history.replaceState(null, '', '/en/contact');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function setup() {
  await renderWithI18n(<ContactForm />);
  // The plain phone input is enhanced once its lazily loaded chunk arrives, which shows the country code.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveProperty('value', '+34'), {
    timeout: 10_000,
  });
  return {
    name: screen.getByLabelText('Name and surnames') as HTMLInputElement,
    email: screen.getByLabelText('E-mail') as HTMLInputElement,
    phone: screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement,
    schedule: screen.getByLabelText('When would you like us to call?') as HTMLSelectElement,
    message: screen.getByLabelText('Your question') as HTMLTextAreaElement,
    privacy: screen.getByRole('checkbox') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Send' }),
    status: screen.getByRole('status'),
  };
}

type Form = Awaited<ReturnType<typeof setup>>;

function fill(form: Form, { phone = '+34 612 345 678', privacy = true } = {}) {
  fireEvent.change(form.name, { target: { value: 'Ana García' } });
  fireEvent.change(form.email, { target: { value: 'ana@example.es' } });
  fireEvent.change(form.phone, { target: { value: phone } });
  fireEvent.change(form.schedule, { target: { value: 'Afternoon (14:00–18:00)' } });
  fireEvent.change(form.message, { target: { value: 'About my pension plan' } });
  if (privacy) fireEvent.click(form.privacy);
}

const submit = (form: Form) => act(async () => fireEvent.click(form.submit));
/** The error summary's lines, in order. */
const summaryLines = () => within(screen.getByRole('alert')).getAllByRole('listitem').map((item) => item.textContent);
/** The error text a control is described by. */
const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
    .trim();

describe('ContactForm', () => {
  it('lists every problem of an empty form in the spec order, next to each field and in a focused summary', async () => {
    const form = await setup();
    fireEvent.change(form.phone, { target: { value: '' } });
    await submit(form);
    expect(summaryLines()).toEqual([
      'Please enter a valid phone number.',
      'Please read and accept the privacy policy.',
      'Please enter your name.',
      'Please enter your e-mail address.',
      'Please write your question.',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('alert').parentElement);
    for (const [control, text] of [
      [form.phone, 'Please enter a valid phone number.'],
      [form.privacy, 'Please read and accept the privacy policy.'],
      [form.name, 'Please enter your name.'],
      [form.email, 'Please enter your e-mail address.'],
    ] as const) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(control)).toBe(text);
    }
    expect(describedBy(form.message)).toMatch(/^Please write your question\./);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports an invalid phone before the unticked privacy policy, and a summary link focuses its field', async () => {
    const form = await setup();
    fill(form, { phone: '+34 6123', privacy: false });
    await submit(form);
    expect(summaryLines()).toEqual(['Please enter a valid phone number.', 'Please read and accept the privacy policy.']);
    expect(form.name.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Please read and accept the privacy policy.' }));
    expect(document.activeElement).toBe(form.privacy);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a message longer than the limit whole, counts what is over, and says so instead of sending', async () => {
    const form = await setup();
    fill(form);
    fireEvent.change(form.message, { target: { value: 'm'.repeat(6500) } });
    expect(form.message.value).toHaveLength(6500);
    expect(describedBy(form.message)).toBe('1,500 characters over the limit');
    await submit(form);
    expect(summaryLines()).toEqual(['Your question is 1,500 characters too long: the limit is 5,000.']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the characters left only near the limit', async () => {
    const form = await setup();
    fireEvent.change(form.message, { target: { value: 'm'.repeat(100) } });
    expect(describedBy(form.message)).toBe('');
    fireEvent.change(form.message, { target: { value: 'm'.repeat(4999) } });
    expect(describedBy(form.message)).toBe('1 character left');
  });

  it('sends what was typed, with the page path as channel, and clears the form on success', async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    const form = await setup();
    fill(form);
    await submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init!.body as string)).toEqual({
      name: 'Ana García',
      email: 'ana@example.es',
      phoneNumber: '+34 612345678',
      message: 'About my pension plan',
      sentFromPage: '/en/contact',
      schedule: 'Afternoon (14:00–18:00)',
      acceptedPrivacyPolicy: true,
      company: '',
    });
    expect(form.status.textContent).toBe('Thank you. We have your request, and someone will be in touch soon.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(form.name.value).toBe('');
    expect(form.message.value).toBe('');
    expect(form.privacy.checked).toBe(false);
    expect(form.schedule.value).toBe('Any time');
  });

  it('shows the problems the relay lists next to their fields', async () => {
    fetchMock.mockResolvedValue(
      answer(422, { ok: false, error: 'invalid_email', errors: [{ field: 'email', error: 'invalid_email' }] }),
    );
    const form = await setup();
    fill(form);
    await submit(form);
    expect(summaryLines()).toEqual(['Please enter a valid e-mail address.']);
    expect(describedBy(form.email)).toBe('Please enter a valid e-mail address.');
  });

  it('keeps everything typed when the relay fails, and shows its message', async () => {
    fetchMock.mockResolvedValue(answer(502, { ok: false, error: 'standard_error' }));
    const form = await setup();
    fill(form);
    await submit(form);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.');
    expect(form.status.textContent).toBe('');
    expect(form.name.value).toBe('Ana García');
    expect(form.email.value).toBe('ana@example.es');
    expect(form.phone.value).toMatch(/^\+34 612/);
    expect(form.schedule.value).toBe('Afternoon (14:00–18:00)');
    expect(form.message.value).toBe('About my pension plan');
    expect(form.privacy.checked).toBe(true);
  });

  it('has its own message when the relay cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const form = await setup();
    fill(form);
    await submit(form);
    expect(summaryLines()).toEqual(['We could not reach our server. Check your connection and try again.']);
    expect(form.message.value).toBe('About my pension plan');
  });

  it('clears the error while the next attempt is sending and shows a spinner in place of the button', async () => {
    fetchMock.mockResolvedValueOnce(answer(502, { ok: false, error: 'standard_error' }));
    const form = await setup();
    fill(form);
    await submit(form);
    expect(screen.queryByRole('alert')).not.toBeNull();

    let release!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    await submit(form);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(form.submit.getAttribute('aria-disabled')).toBe('true');
    expect(form.submit.textContent).toBe('Sending…');
    expect(form.status.textContent).toBe('Sending…');
    expect(form.submit.closest('form')!.getAttribute('aria-busy')).toBe('true');

    // A second click while sending does not send twice.
    await submit(form);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await act(async () => release(answer(200, { ok: true })));
    await waitFor(() => expect(form.status.textContent).toBe('Thank you. We have your request, and someone will be in touch soon.'));
    expect(form.submit.textContent).toBe('Send');
  });

  it('posts to the relay itself when JavaScript is off: method, action and the fields the relay reads', async () => {
    const form = await setup();
    const element = form.submit.closest('form')!;
    expect(element.getAttribute('method')).toBe('post');
    expect(element.getAttribute('action')).toBe('/api/contact');
    expect(form.phone.name).toBe('phone');
    expect(form.privacy.name).toBe('acceptedPrivacyPolicy');
    expect(document.querySelector<HTMLInputElement>('input[type="hidden"][name="language"]')!.value).toBe('en');
    for (const control of [form.name, form.email, form.message, form.privacy]) expect(control.required).toBe(true);
  });

  it('hides the honeypot from people and assistive technology', async () => {
    await setup();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="company"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('links the privacy policy PDF of the page language in a new tab', async () => {
    await setup();
    const link = screen.getByRole('link', { name: 'privacy policy' });
    expect(link.getAttribute('href')).toBe('/docs/en/privacy-policy.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
