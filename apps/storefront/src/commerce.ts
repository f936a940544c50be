import { createCommerceClient, type CommerceClient } from '@beauty/commerce-sdk';
import { queryOptions } from '@tanstack/react-query';

/** The shop talks to the API on its own origin. Country and language come from @beauty/i18n later. */
export function createShopClient(origin: string): CommerceClient {
  return createCommerceClient({ baseUrl: origin, country: 'sg', language: 'en' });
}

export const brandsQuery = (client: CommerceClient) =>
  queryOptions({
    queryKey: ['brands'],
    queryFn: ({ signal }) => client.brands.list({ signal }),
    staleTime: 5 * 60_000,
  });
