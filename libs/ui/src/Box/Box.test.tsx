import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from '../Heading/index.js';
import { Stack } from '../Stack/index.js';
import { Text } from '../Text/index.js';
import { Box } from './Box.js';

describe('layout and type primitives', () => {
  it('Box renders the element asked for, turns layout props into classes and passes the rest', () => {
    render(
      <Box as="section" aria-label="Brands" display="flex" padding="md" data-testid="box">
        content
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'Brands' });
    expect(box.tagName).toBe('SECTION');
    expect(box.className.split(' ').length).toBeGreaterThanOrEqual(2);
    expect(box.hasAttribute('display')).toBe(false);
    expect(box.getAttribute('data-testid')).toBe('box');
  });

  it('Heading renders the outline level it is given', () => {
    render(<Heading level={1}>Brands A-Z</Heading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Brands A-Z' })).toBeTruthy();
  });

  it('Stack and Text render their children in order', () => {
    render(
      <Stack as="ul">
        <li>
          <Text as="span">First</Text>
        </li>
        <li>
          <Text as="span">Second</Text>
        </li>
      </Stack>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'First',
      'Second',
    ]);
  });
});
