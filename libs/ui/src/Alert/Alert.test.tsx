import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './Alert.js';

describe('Alert', () => {
  it('announces a failure at once, with what to do next', () => {
    render(
      <Alert tone="danger" title="This sign-in attempt was blocked.">
        Quote this reference ID: SI-0123456789
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'This sign-in attempt was blocked.Quote this reference ID: SI-0123456789',
    );
  });

  it('tells other outcomes politely, as a status', () => {
    render(<Alert tone="success" title="Your password has been changed." />);
    expect(screen.getByRole('status').textContent).toBe('Your password has been changed.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
