import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A seeded random source: the same seed gives the same catalogue on every machine. */
export function seededRandom(seed: number) {
  const rng = xoroshiro128plus(seed);
  const int = (from: number, to: number) => uniformInt(rng, from, to);
  return {
    int,
    /** True with the given probability (0 to 1). */
    chance: (probability: number) => int(0, 9_999) < probability * 10_000,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
  };
}
export type Random = ReturnType<typeof seededRandom>;
