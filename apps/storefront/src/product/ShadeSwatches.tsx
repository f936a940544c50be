import { VisuallyHidden } from '@beauty/ui';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import type { ShadeOption } from './variants';
import * as styles from './product.css';

export interface ShadeSwatchesProps {
  /** The group's name, e.g. 'Shade'. */
  label: string;
  shades: readonly ShadeOption[];
  value: string;
  onValueChange: (shade: string) => void;
  /** Said after a shade no variant of which can be bought, e.g. 'Out of stock'. */
  soldOutLabel: string;
}

/**
 * Shades as colour swatches: native radios (arrow keys move and choose, Tab leaves the group),
 * each named by its shade, the chosen one spelled out beside the group's name.
 */
export function ShadeSwatches({
  label,
  shades,
  value,
  onValueChange,
  soldOutLabel,
}: ShadeSwatchesProps) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {label}
        <span className={styles.chosenShade} aria-hidden="true">
          {value}
        </span>
      </legend>
      <div className={styles.swatches}>
        {shades.map((shade) => (
          <label key={shade.name} className={styles.swatch} title={shade.name}>
            <input
              type="radio"
              name={name}
              value={shade.name}
              checked={shade.name === value}
              onChange={() => onValueChange(shade.name)}
              aria-describedby={shade.soldOut ? `${name}-sold-out` : undefined}
              className={styles.swatchInput}
            />
            <span
              aria-hidden="true"
              className={`${styles.swatchChip}${shade.soldOut ? ` ${styles.soldOutChip}` : ''}`}
              style={assignInlineVars({ [styles.shadeColour]: shade.hex })}
            />
            <VisuallyHidden>{shade.name}</VisuallyHidden>
          </label>
        ))}
      </div>
      <span id={`${name}-sold-out`} hidden>
        {soldOutLabel}
      </span>
    </fieldset>
  );
}
