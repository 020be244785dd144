/**
 * The seam where the form relay plugs into the Node server: requests under /api/ go here, web-standard
 * Request in, Response out. Until the relay exists every API path answers a JSON 404.
 */
export async function handleApiRequest(_request: Request): Promise<Response> {
  return Response.json({ ok: false, error: 'not_found' }, { status: 404 });
}
