// The browser imports this on the first API call (see `createShop`): the client and its contract
// checks are a chunk of their own, not part of what a page needs to show and hydrate.
export { createCommerceClient } from '@beauty/commerce-sdk';
