import type { Product, Variant } from '@beauty/commerce-sdk';
import { MAX_QUANTITY_PER_ADDITION } from '@beauty/commerce-sdk/contract';
import { STOREFRONT_FLAGS, STOREFRONT_GOALS } from '@beauty/flags-sdk/storefront';
import type { CountryCode } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { Button, Price, QuantityStepper, RadioGroup, useNotifications } from '@beauty/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { bagCountQuery } from '../queries/bag';
import { useShopExperiments, useShopVariation } from '../experiments/shopExperiments';
import { reportError } from '../shell/errorReports';
import * as styles from './product.css';
import { ShadeSwatches } from './ShadeSwatches';
import { chooseVariant, maxQuantity, shadeOptions, sizeOptions, stockState } from './variants';
import { WishListButton } from './WishListButton';

export interface PurchasePanelProps {
  product: Product;
  variant: Variant;
  onVariantChange: (variant: Variant) => void;
}

const countryKey = (country: CountryCode) => `shell.country_name.${country}` as const;

/**
 * Choosing and buying: shade and size, price, availability and stock in the visitor's country,
 * quantity, add to bag and the wish list.
 */
export function PurchasePanel({ product, variant, onVariantChange }: PurchasePanelProps) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const experiments = useShopExperiments();
  // The add-to-bag experiment's variation, as the server rendered it.
  const addNow = useShopVariation(STOREFRONT_FLAGS.addToBagLabel)?.key === 'add-now';
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [quantity, setQuantity] = useState(1);
  const [refusal, setRefusal] = useState('');
  const shades = shadeOptions(product.variants);
  const sizes = sizeOptions(product.variants);
  const stock = stockState(variant);
  const max = maxQuantity(variant);
  const item = {
    productName: product.name,
    variantName: variant.name,
    brandName: product.brand.name,
  };

  const addToBag = useMutation({
    mutationFn: async (line: { variantId: number; quantity: number }) =>
      (await context.commerce()).cart.lineItems.create(line),
    onSuccess: () => {
      // The experiment's goal: the engine loads with the first item put in the bag.
      void import('../experiments/conversions').then(({ trackConversion }) =>
        trackConversion(experiments, STOREFRONT_GOALS.addToBag, reportError),
      );
      void queryClient.invalidateQueries({ queryKey: bagCountQuery(context).queryKey });
      notify({
        type: 'success',
        title: i18n.text('product.added_to_bag'),
        text: `${product.brand.name} ${product.name} · ${variant.name}`,
      });
    },
    // The wording of a refusal loads with the first one: most visits meet none. The mutation is
    // an error only once it is set.
    onError: async (error) => {
      const { bagRefusalMessage } = await import('./bagRefusal');
      setRefusal(bagRefusalMessage(error, i18n, item));
    },
  });

  const choose = (next: Variant) => {
    addToBag.reset();
    onVariantChange(next);
  };

  return (
    <div className={styles.summary}>
      {shades.length > 0 ? (
        <ShadeSwatches
          label={i18n.text('product.shade')}
          shades={shades}
          value={variant.shade?.name ?? ''}
          onValueChange={(shade) => choose(chooseVariant(product.variants, variant, { shade }))}
          soldOutLabel={i18n.text('product.out_of_stock')}
        />
      ) : null}
      {sizes.length > 0 ? (
        <RadioGroup
          label={i18n.text('product.size')}
          orientation="horizontal"
          options={sizes.map((size) => ({ value: size, label: size }))}
          value={variant.size ?? ''}
          onValueChange={(size) => choose(chooseVariant(product.variants, variant, { size }))}
        />
      ) : null}

      {stock.kind === 'unavailable' ? (
        <p className={styles.stock} data-testid="availability">
          {i18n.text('product.unavailable_in_country', {
            country: i18n.text(countryKey(i18n.country)),
          })}
        </p>
      ) : (
        <>
          <Price
            amount={variant.price.amount}
            originalAmount={variant.originalPrice?.amount}
            country={i18n.country}
            language={i18n.language}
            showDiscount
            labels={{
              sale: i18n.text('product.sale_price'),
              original: i18n.text('product.original_price'),
              free: i18n.text('common.free'),
              off: (percent) => i18n.text('product.discount', { percent }),
            }}
          />
          <p className={styles.stock} data-testid="availability">
            {stock.kind === 'out_of_stock'
              ? i18n.text('product.out_of_stock')
              : stock.kind === 'low'
                ? i18n.text('product.low_stock', { count: stock.count })
                : i18n.text('product.in_stock')}
          </p>
          {stock.kind === 'out_of_stock' ? null : (
            <div
              className={styles.actions}
              role="group"
              aria-label={i18n.text('product.purchase_bar', { product: product.name })}
            >
              <QuantityStepper
                label={i18n.text('product.quantity')}
                value={Math.min(quantity, max)}
                onValueChange={(next) => {
                  addToBag.reset();
                  setQuantity(next);
                }}
                max={max}
                labels={{
                  decrease: i18n.text('product.decrease_quantity'),
                  increase: i18n.text('product.increase_quantity'),
                  maxReached: (limit) =>
                    limit === variant.purchaseLimit
                      ? i18n.text('purchase.variant_limit', { variant: variant.name, count: limit })
                      : limit < MAX_QUANTITY_PER_ADDITION
                        ? i18n.text('product.low_stock', { count: limit })
                        : i18n.text('purchase.max_quantity'),
                }}
              />
              <Button
                className={styles.addToBag}
                loading={addToBag.isPending}
                onClick={() =>
                  addToBag.mutate({ variantId: variant.id, quantity: Math.min(quantity, max) })
                }
              >
                {i18n.text(addNow ? 'product.add_to_bag_now' : 'common.add_to_bag')}
              </Button>
            </div>
          )}
          <p role="alert" className={styles.refusal}>
            {addToBag.isError ? refusal : null}
          </p>
        </>
      )}
      <WishListButton product={product} variant={variant} />
    </div>
  );
}
