import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.js';

describe('VisuallyHidden', () => {
  it('names the control it sits in, for screen readers', () => {
    render(
      <button type="button">
        <span aria-hidden="true">♥</span>
        <VisuallyHidden>Add to wish list</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Add to wish list' })).toBeTruthy();
  });

  it('can describe another element by its id', () => {
    render(
      <>
        <input type="radio" aria-label="Coral" aria-describedby="sold-out" />
        <VisuallyHidden id="sold-out">Out of stock</VisuallyHidden>
      </>,
    );
    expect(screen.getByRole('radio', { name: 'Coral', description: 'Out of stock' })).toBeTruthy();
  });
});
