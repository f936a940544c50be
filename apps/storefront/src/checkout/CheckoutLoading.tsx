import { Skeleton, Stack } from '@beauty/ui';

/**
 * Where the checkout will be, while it loads. A module of its own: the server renders it, and the
 * checkout's code it stands in for loads in the browser only.
 */
export function CheckoutLoading() {
  return (
    <div aria-busy="true" data-testid="checkout-loading">
      <Stack space="sm">
        <Skeleton width="half" />
        <Skeleton />
        <Skeleton width="threeQuarters" />
      </Stack>
    </div>
  );
}
