import { useMemo } from 'react';
import { encode } from 'uqr';
import { cx } from '../internal/cx.js';
import * as styles from './QrCode.css.js';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** What the code holds, e.g. a PromptPay EMVCo payload. */
  value: string;
  /** What the code is for, read by screen readers (`role="img"`): 'PromptPay QR code to pay ฿1,250.00'. */
  label: string;
  /** Width and height in CSS pixels; 240 by default. It shrinks to fit a narrow screen. */
  size?: number;
  /** Error correction level; `M` (15 %) by default. */
  ecc?: 'L' | 'M' | 'Q' | 'H';
  className?: string;
}

/** The quiet zone around the code, in modules: the four the QR standard asks for. */
const QUIET_ZONE = 4;

/** The dark modules of a matrix as one SVG path of unit squares. */
function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let path = '';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return path;
}

/**
 * A scannable QR code drawn as SVG: dark modules on a light ground in every theme, with the
 * standard quiet zone, crisp at any size. The image is named by `label` for screen readers; show
 * the amount and any instructions as text beside it as well.
 */
export function QrCode({ value, label, size = 240, ecc = 'M', className }: QrCodeProps) {
  const qr = useMemo(() => encode(value, { ecc, border: QUIET_ZONE }), [value, ecc]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={cx(styles.root, className)}
    >
      <rect width={qr.size} height={qr.size} className={styles.ground} />
      <path d={qrPath(qr.data)} className={styles.modules} />
    </svg>
  );
}
