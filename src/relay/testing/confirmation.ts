/**
 * What a visitor does with a confirmation e-mail, for the relay's tests: read its link, and press the button of the
 * page it opens (decision 0039). The page's form has no action, so the browser posts to the page's own address,
 * the token included, with no fields.
 */

/** The `message_data.confirm_url` of a confirmation e-mail, from the body sent to the transactional API. */
export function confirmUrlOf(body: string): string {
  return (JSON.parse(body) as { message_data: { confirm_url: string } }).message_data.confirm_url;
}

/** The POST the page's button sends, to the relay at `origin` (the link names the public site). */
export function pressConfirm(confirmUrl: string, origin: string): Request {
  const url = new URL(confirmUrl);
  return new Request(`${origin}${url.pathname}${url.search}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: '',
  });
}
