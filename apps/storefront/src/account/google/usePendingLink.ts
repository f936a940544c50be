import { useSyncExternalStore } from 'react';
import { readPendingLinkRaw, type PendingLink } from './oidc';

const subscribeNever = () => () => undefined;

let cached: { raw: string | null; link: PendingLink | undefined } = { raw: null, link: undefined };

function read(): PendingLink | undefined {
  const raw = readPendingLinkRaw();
  if (raw !== cached.raw) {
    cached = { raw, link: raw ? (JSON.parse(raw) as PendingLink) : undefined };
  }
  return cached.link;
}

/**
 * The Google identity waiting to be linked by registering, in this tab. Known in the browser
 * only: the server renders the plain registration.
 */
export function usePendingLink(): PendingLink | undefined {
  return useSyncExternalStore(subscribeNever, read, () => undefined);
}
