import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testCheckout } from './testCheckout';
import { useCheckoutForm } from './useCheckoutForm';

const checkout = testCheckout();

describe('useCheckoutForm', () => {
  it('shows a field’s error once it is left, then as the shopper types', () => {
    const { result } = renderHook(() => useCheckoutForm(checkout, 'sg'));
    act(() => result.current.change('email', 'mei@'));
    expect(result.current.errorOf('email')).toBeUndefined();
    act(() => result.current.leave('email'));
    expect(result.current.errorOf('email')).toEqual({ key: 'booking.invalid_email' });
    act(() => result.current.change('email', 'mei@example.com'));
    expect(result.current.errorOf('email')).toBeUndefined();
  });

  it('shows every error once the form is sent, and lists the fields in the form’s order', () => {
    const { result } = renderHook(() => useCheckoutForm(checkout, 'sg'));
    let valid = true;
    act(() => {
      valid = result.current.check();
    });
    expect(valid).toBe(false);
    expect(result.current.errorOf('fullName')).toEqual({ key: 'booking.full_name_required' });
    expect(result.current.invalidFields().slice(0, 3)).toEqual([
      'fullName',
      'email',
      'phoneNumber',
    ]);
  });

  it('shows the server’s errors until the field changes, and tells about every edit', () => {
    const onEdit = vi.fn();
    const { result } = renderHook(() => useCheckoutForm(checkout, 'sg', onEdit));
    act(() =>
      result.current.showServerErrors({ postalCode: { key: 'checkout.invalid_postcode' } }),
    );
    expect(result.current.errorOf('postalCode')).toEqual({ key: 'checkout.invalid_postcode' });
    act(() => result.current.change('postalCode', '238801'));
    expect(result.current.errorOf('postalCode')).toBeUndefined();
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});
