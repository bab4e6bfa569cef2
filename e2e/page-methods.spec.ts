// Issue 21 (5): a page answers only GET and HEAD; any other method, TRACE included (fetch's
// Request cannot carry it, so Next used to answer 500 with a stack), gets 405 with Allow.
// (A method Node's HTTP parser does not know, TRACK for one, is refused by Node itself: 400.)
import { expect, test } from '@playwright/test';

for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS', 'PROPFIND']) {
  test(`${method} on a page answers 405 with Allow, not 500`, async ({ request }) => {
    const response = await request.fetch('/home', { method });
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('GET, HEAD');
    expect(await response.text()).toBe('不支持该请求方式');
  });
}

test('GET and HEAD on a page still answer 200', async ({ request }) => {
  expect((await request.fetch('/home', { method: 'GET' })).status()).toBe(200);
  expect((await request.fetch('/home', { method: 'HEAD' })).status()).toBe(200);
});
