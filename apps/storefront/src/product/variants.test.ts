import { describe, expect, it } from 'vitest';
import { testVariant } from './testProduct';
import {
  chooseVariant,
  initialVariant,
  maxQuantity,
  shadeOptions,
  sizeOptions,
  stockState,
} from './variants';

const ruby = testVariant({ id: 1, name: 'Ruby', shade: { name: 'Ruby', hex: '#a4161a' } });
const coral = testVariant({
  id: 2,
  name: 'Coral',
  shade: { name: 'Coral', hex: '#ef6f61' },
  inStock: false,
  inventory: 0,
});
const small = testVariant({ id: 3, name: '30 ml', size: '30 ml' });
const large = testVariant({ id: 4, name: '100 ml', size: '100 ml' });

describe('the variant a product page opens on', () => {
  it('is the first one the shopper can buy', () => {
    expect(initialVariant({ variants: [coral, ruby] })).toBe(ruby);
  });

  it('is the first when none can be bought', () => {
    expect(initialVariant({ variants: [coral] })).toBe(coral);
    expect(initialVariant({ variants: [] })).toBeUndefined();
  });
});

describe('shades and sizes', () => {
  it('lists each shade once, marking those sold out', () => {
    expect(shadeOptions([ruby, coral, small])).toEqual([
      { name: 'Ruby', hex: '#a4161a', soldOut: false },
      { name: 'Coral', hex: '#ef6f61', soldOut: true },
    ]);
  });

  it('lists each size once, in catalogue order', () => {
    expect(
      sizeOptions([large, small, ruby, testVariant({ id: 9, name: 'x', size: '100 ml' })]),
    ).toEqual(['100 ml', '30 ml']);
  });

  it('chooses the variant of a shade, or of a size', () => {
    expect(chooseVariant([ruby, coral], ruby, { shade: 'Coral' })).toBe(coral);
    expect(chooseVariant([small, large], small, { size: '100 ml' })).toBe(large);
  });

  it('keeps the other dimension when a variant has both', () => {
    const rubySmall = testVariant({ id: 5, name: 'Ruby 30', shade: ruby.shade, size: '30 ml' });
    const rubyLarge = testVariant({ id: 6, name: 'Ruby 100', shade: ruby.shade, size: '100 ml' });
    const coralLarge = testVariant({
      id: 7,
      name: 'Coral 100',
      shade: coral.shade,
      size: '100 ml',
    });
    const all = [rubySmall, rubyLarge, coralLarge];
    expect(chooseVariant(all, rubyLarge, { shade: 'Coral' })).toBe(coralLarge);
    // No small coral: the first coral there is.
    expect(chooseVariant(all, coralLarge, { size: '30 ml' })).toBe(rubySmall);
  });
});

describe('stock', () => {
  it('says whether the variant is sold in the country, in stock, or nearly gone', () => {
    expect(stockState(testVariant({ id: 1, name: 'a', availableInCountry: false }))).toEqual({
      kind: 'unavailable',
    });
    expect(stockState(coral)).toEqual({ kind: 'out_of_stock' });
    expect(stockState(testVariant({ id: 1, name: 'a', inventory: 3 }))).toEqual({
      kind: 'low',
      count: 3,
    });
    expect(stockState(ruby)).toEqual({ kind: 'in_stock' });
  });

  it('lets one addition hold at most 6, the stock left and the variant limit', () => {
    expect(maxQuantity(ruby)).toBe(6);
    expect(maxQuantity(testVariant({ id: 1, name: 'a', inventory: 2 }))).toBe(2);
    expect(maxQuantity(testVariant({ id: 1, name: 'a', purchaseLimit: 3 }))).toBe(3);
  });
});
