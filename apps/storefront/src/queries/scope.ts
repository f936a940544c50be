import type { CommerceClient } from '@beauty/commerce-sdk';
import { commerceQueries, type CommerceQueries, type QueryScope } from '@beauty/commerce-sdk/query';
import type { Site } from '@beauty/i18n';
import type { ShopBoot } from '../boot';

/** The query scope of a site: its country and language, nothing else of the visit. */
export const apiScope = ({ country, language }: Site): QueryScope => ({ country, language });

/**
 * The commerce client, awaited: in the browser its code (the contract, which checks every answer)
 * loads with the first call, not with the page. Calling it again gives the same client.
 */
export type CommerceAccess = () => Promise<CommerceClient>;

/** One client for every call of `create`, made on the first. */
export function commerceAccess(
  create: () => CommerceClient | Promise<CommerceClient>,
): CommerceAccess {
  let client: Promise<CommerceClient> | undefined;
  return () => (client ??= Promise.resolve().then(create));
}

/** What a query needs from the router context: the client and the visit's site. */
export interface QueryContext {
  commerce: CommerceAccess;
  boot: Pick<ShopBoot, 'site'>;
}

/**
 * The SDK's query options for every read, keyed by the visit's country and language, with its
 * query policy (freshness, retries): `shopQueries(context).brands.list()`. Every page's data goes
 * through here. The client loads with the first call, not with the options.
 */
export const shopQueries = ({ commerce, boot }: QueryContext): CommerceQueries<CommerceClient> =>
  commerceQueries(commerce, apiScope(boot.site));
