import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, queryText } from './queryText';

describe('queryText', () => {
  it('reads what the shopper typed, as the router parsed it', () => {
    expect(queryText(' lip gloss ')).toBe('lip gloss');
    expect(queryText(123)).toBe('123');
    expect(queryText(true)).toBe('true');
  });

  it('has no text for anything else', () => {
    expect(queryText(undefined)).toBe('');
    expect(queryText({ q: 'x' })).toBe('');
    expect(queryText(['a'])).toBe('');
  });

  it('cuts what the API would refuse', () => {
    expect(queryText('a'.repeat(MAX_QUERY_LENGTH + 5))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('reads control characters (a pasted NUL, an escape) as spaces', () => {
    expect(queryText('serum\u0000')).toBe('serum');
    expect(queryText('lip\u0000\u001bgloss')).toBe('lip gloss');
    expect(queryText('\u0000')).toBe('');
  });
});
