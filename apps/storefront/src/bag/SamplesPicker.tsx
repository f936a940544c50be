import { useI18n } from '@beauty/i18n/react';
import { Checkbox } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useId } from 'react';
import { shopMutations } from '../queries/mutations';
import { useBagChange, type BagView } from './useBagChange';
import * as styles from './bag.css';

/** The bag with the given samples chosen and the others not. */
export function withSamples(bag: BagView, sampleIds: readonly number[]): BagView {
  return {
    ...bag,
    samples: bag.samples.map((sample) => ({ ...sample, selected: sampleIds.includes(sample.id) })),
  };
}

/** The free samples, chosen up to the number the bag allows ('{noOfSelected} of {maxSelectable}'). */
export function SamplesPicker({ bag }: { bag: BagView }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const titleId = useId();
  const { samples, maxSamples } = bag;
  const chosen = samples.filter((sample) => sample.selected).map((sample) => sample.id);
  const choose = useBagChange({
    options: shopMutations(context).cart.samples.create(),
    optimistic: (current, { sampleIds }) => withSamples(current, sampleIds),
    settle: (current, answer) => ({
      ...current,
      samples: answer.data.samples,
      maxSamples: answer.data.maxSelectable,
    }),
    refusal: () => i18n.text('bag.max_samples', { maxSelectable: maxSamples }),
  });
  const full = chosen.length >= maxSamples;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {i18n.text('bag.samples_title')}
      </h2>
      {samples.length === 0 || maxSamples === 0 ? (
        <p className={styles.muted}>{i18n.text('bag.no_samples')}</p>
      ) : (
        <>
          <p className={styles.muted} aria-live="polite" data-testid="samples-count">
            {i18n.text('bag.samples_selected', {
              noOfSelected: chosen.length,
              maxSelectable: maxSamples,
            })}
          </p>
          <ul className={styles.tiles}>
            {samples.map((sample) => (
              <li key={sample.id} className={styles.tile}>
                <Checkbox
                  label={`${sample.brand.name} ${sample.variant.productName}`}
                  hint={sample.variant.name}
                  checked={sample.selected}
                  disabled={!sample.available || (full && !sample.selected)}
                  onCheckedChange={(checked) =>
                    choose.mutate({
                      sampleIds: checked
                        ? [...chosen, sample.id]
                        : chosen.filter((id) => id !== sample.id),
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
