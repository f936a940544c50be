import { commerceQuery, type CommerceClient, type QueryScope } from '@beauty/commerce-sdk';
import type { OperationName } from '@beauty/commerce-sdk/contract';
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
 * A query of one SDK operation, keyed by the visit's country and language, with the SDK's query
 * policy (freshness, retries). Every page's data goes through here.
 */
export function shopQuery<T>(
  { commerce, boot }: QueryContext,
  operation: OperationName,
  params: unknown,
  queryFn: (client: CommerceClient, signal: AbortSignal) => Promise<T>,
) {
  return commerceQuery(apiScope(boot.site), operation, params, async ({ signal }) =>
    queryFn(await commerce(), signal),
  );
}
