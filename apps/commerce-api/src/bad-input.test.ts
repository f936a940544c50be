// Every operation of the contract, called with what a careless or hostile client sends: each
// answers a 4xx error object, never a 500, and logs nothing as unexpected.
import { endpoints } from '@beauty/commerce-sdk/contract';
import { describe, expect, it } from 'vitest';
import { testTokens, useTestApi } from './test/api.js';
import { engines } from './test/databases.js';

const junkBodies: unknown[] = [
  {},
  [],
  'plain text',
  { revision: 1, idempotencyKey: ['x'], recipient: 'me', paymentToken: { $gt: '' } },
  { orderId: -1, token: 'x'.repeat(5_000) },
  { revision: 'r', idempotencyKey: 'k'.repeat(16), paymentToken: '\u0000' },
];
const junkParams = ['0', '-1', '99999999999999999999', 'abc', '%27%20OR%201%3D1'];
const junkQueries = ['?page=-1', '?perPage=1000000', '?token=x&email=@', '?to=nobody'];

describe.each(engines)('bad input on %s', (engine) => {
  const logged: unknown[] = [];
  const shop = useTestApi(engine, { logError: (error) => logged.push(error) });

  it('gets a 4xx from every operation, for a guest and for a member', async () => {
    const member = await testTokens.sign(shop.memberIds.gold!);
    const seen: string[] = [];
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const paths = endpoint.path.includes(':')
        ? junkParams.map((param) => endpoint.path.replace(/:[a-zA-Z]+/g, param))
        : [endpoint.path];
      for (const path of paths) {
        for (const token of [undefined, member]) {
          const attempts =
            endpoint.method === 'GET' || endpoint.method === 'DELETE'
              ? junkQueries.map((query) => ({ path: path + query, body: undefined }))
              : junkBodies.map((body) => ({ path, body }));
          for (const attempt of attempts) {
            const answer = await shop.call(attempt.path, {
              method: endpoint.method,
              body: attempt.body,
              token,
              device: 'bad-input-device',
            });
            if (answer.status >= 500) seen.push(`${name} ${attempt.path} → ${answer.status}`);
          }
        }
      }
    }
    expect(seen).toEqual([]);
    expect(logged).toEqual([]);
  });
});
