import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: '1px solid #000000',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

// Tier colours are the programme's brand, the same in every theme.
export const tier = styleVariants({
  white: [base, { background: '#ffffff', color: '#000000' }],
  black: [base, { background: '#000000', color: '#ffffff', borderColor: '#ffffff' }],
  gold: [base, { background: '#c9a227', color: '#000000', borderColor: '#c9a227' }],
});
