import { vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

// Term and value side by side: a short table of what the page found.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.bold });

export const value = style({ margin: 0, wordBreak: 'break-all' });
