import type { APIRequestContext } from '@playwright/test';
import type { RecordedRequest } from '../../src/relay/testing/fake-provider';
import { FAIL_PATH, NEXT_REDIRECT_PATH, RECORDED_PATH } from './fake-services';
import { FAKE_URL } from './setup';

/** The requests the fake services received whose body holds `marker` (polled: the relay answers first). */
export async function recordedWith(request: APIRequestContext, marker: string): Promise<RecordedRequest[]> {
  const all = (await (await request.get(`${FAKE_URL}${RECORDED_PATH}`)).json()) as RecordedRequest[];
  return all.filter((recorded) => recorded.body.includes(marker));
}

/** Makes the next provider request answer a redirect. */
export async function redirectNextProviderCall(request: APIRequestContext, status: number, location: string) {
  await request.post(`${FAKE_URL}${NEXT_REDIRECT_PATH}`, { data: { status, location } });
}

/** Makes the provider answer `status` to the next `count` requests carrying `marker` (-1: all until `count` 0). */
export async function failProviderFor(request: APIRequestContext, marker: string, status: number, count: number) {
  await request.post(`${FAKE_URL}${FAIL_PATH}`, { data: { status, count, marker } });
}
