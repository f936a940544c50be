import type { Sample } from '@beauty/commerce-sdk/contract';
import { isAvailable, lineVariant } from '../catalogue/index.js';
import { maxSamples, type BagState } from './state.js';

/** Samples sold in the country, whether chosen, and whether they can be. */
export function samplesView(state: BagState): Sample[] {
  return state.samples.flatMap((sample) => {
    const variant = state.extras.get(sample.sku);
    if (!variant || variant.price === null) return [];
    return [
      {
        id: sample.id,
        variant: lineVariant(variant, state.currency),
        brand: variant.brand,
        selected: state.selectedSampleIds.has(sample.id) && maxSamples(state) > 0,
        available: isAvailable(variant) && maxSamples(state) > 0,
      },
    ];
  });
}
