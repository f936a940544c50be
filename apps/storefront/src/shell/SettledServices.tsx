import { BagSync } from '../bag/useBagSync';
import { BuildFreshness } from './BuildFreshness';
import ShopAnalytics from './ShopAnalytics';

/**
 * What a page runs once it has settled, in one chunk: analytics and error reports (device
 * detection, hashing, the tag manager, fraud prevention), the build-freshness watch (it shows
 * nothing until it has polled) and every tab's bag count following the bag changes made in the
 * others.
 */
export default function SettledServices({ origin }: { origin: string }) {
  return (
    <>
      <ShopAnalytics origin={origin} />
      <BuildFreshness />
      <BagSync />
    </>
  );
}
