import { vars } from '@beauty/ui';
import { style } from '@vanilla-extract/css';

/** The overlay preview: the dialog's box, in the page. */
export const overlay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '480px',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
});

export const overlayImage = style({ display: 'block', width: '100%', height: 'auto' });

export const overlayAction = style({ alignSelf: 'flex-start', fontWeight: vars.fontWeight.bold });

export const config = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});

export const configValue = style({ margin: 0 });

export const pathList = style({ margin: 0, paddingInlineStart: vars.space.lg });
