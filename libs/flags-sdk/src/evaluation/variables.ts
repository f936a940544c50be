import { FlagsError } from '../errors.js';
import type { RawVariable } from '../configuration/types.js';

/** Variable types of a variation. */
export type VariableType = 'BOOLEAN' | 'NUMBER' | 'STRING' | 'JSON' | 'JS' | 'CSS';

/** A variable after coercion to its declared type. */
export interface Variable {
  key: string;
  type: VariableType | string;
  value: unknown;
}

/**
 * Coerces a configuration value to its declared type. Booleans read `"true"`/`"false"` text as
 * what it says (the product spec wins over the original's truthiness); numbers and JSON that do
 * not parse raise NumberParse / JSONParse.
 */
export function coerceVariable(variable: RawVariable): Variable {
  const { key, type, value } = variable;
  switch (type) {
    case 'BOOLEAN': {
      if (typeof value === 'string') {
        const text = value.trim().toLowerCase();
        if (text === 'true') return { key, type, value: true };
        if (text === 'false' || text === '') return { key, type, value: false };
      }
      return { key, type, value: Boolean(value) };
    }
    case 'NUMBER': {
      const number = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
      if (Number.isNaN(number)) {
        throw new FlagsError('NumberParse', `Variable ${key}: ${String(value)} is not a number`);
      }
      return { key, type, value: number };
    }
    case 'JSON': {
      if (typeof value !== 'string') return { key, type, value };
      try {
        return { key, type, value: JSON.parse(value) as unknown };
      } catch {
        throw new FlagsError('JSONParse', `Variable ${key}: value is not JSON`);
      }
    }
    default:
      return { key, type, value: value === null || value === undefined ? '' : String(value) };
  }
}
