import type { Checkout } from '@beauty/commerce-sdk/contract';
import type { CountryCode } from '@beauty/i18n';
import { useCallback, useMemo, useState } from 'react';
import {
  initialValues,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFormValues,
  type FieldError,
} from './checkoutForm';

/** The checkout form's state: values, the errors to show, and what changes them. */
export interface CheckoutForm {
  values: CheckoutFormValues;
  /** The error shown on a field: the server's, or the form's once the field was left or sent. */
  errorOf(field: CheckoutField): FieldError | undefined;
  change<F extends CheckoutField>(field: F, value: CheckoutFormValues[F]): void;
  /** The shopper left the field: its errors show from now on, as they type. */
  leave(field: CheckoutField): void;
  /** Marks every field as sent; true when the form has no error. */
  check(): boolean;
  /** The API's refusal of some fields, shown on them until they change. */
  showServerErrors(errors: CheckoutErrors): void;
  /** The fields with an error shown, in the form's order (to focus the first). */
  invalidFields(): CheckoutField[];
}

/**
 * The checkout form, validated as the shopper types with the contract's schemas and the country's
 * rules ({@link validateCheckout}): a field's error shows once it was left (or the form sent),
 * then follows every keystroke; the server's errors show on their fields until they change.
 * `onEdit` hears every change (a new attempt at the order starts from it).
 */
export function useCheckoutForm(
  checkout: Checkout,
  country: CountryCode,
  onEdit: () => void = () => {},
): CheckoutForm {
  const [values, setValues] = useState(() => initialValues(checkout, country));
  const [visited, setVisited] = useState<ReadonlySet<CheckoutField>>(() => new Set());
  const [sent, setSent] = useState(false);
  const [serverErrors, setServerErrors] = useState<CheckoutErrors>({});
  const errors = useMemo(
    () => validateCheckout(values, checkout, country),
    [values, checkout, country],
  );

  const errorOf = useCallback(
    (field: CheckoutField) =>
      serverErrors[field] ?? (sent || visited.has(field) ? errors[field] : undefined),
    [serverErrors, errors, sent, visited],
  );

  const change = useCallback(
    <F extends CheckoutField>(field: F, value: CheckoutFormValues[F]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest;
      });
      onEdit();
    },
    [onEdit],
  );

  const leave = useCallback((field: CheckoutField) => {
    setVisited((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  return {
    values,
    errorOf,
    change,
    leave,
    check: () => {
      setSent(true);
      return Object.keys(errors).length === 0;
    },
    showServerErrors: setServerErrors,
    invalidFields: () =>
      (Object.keys(values) as CheckoutField[]).filter(
        (field) => serverErrors[field] ?? errors[field],
      ),
  };
}
