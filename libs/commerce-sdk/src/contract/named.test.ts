import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Schema } from './endpoint.js';
import { named, types, type Equals } from './named.js';

interface Sample {
  code: string;
  quantity?: number;
}

describe('named', () => {
  const raw = v.object({ code: v.string(), quantity: v.optional(v.number()) });

  it('gives back the very schema, typed by its names', () => {
    const schema = named(raw, types<Sample>);
    expect(schema).toBe(raw);
    expectTypeOf(schema).toEqualTypeOf<Schema<Sample, Sample>>();
    expect(v.parse(schema, { code: 'GLOW10' })).toEqual({ code: 'GLOW10' });
  });

  it('refuses names that are not exactly what valibot infers', () => {
    // @ts-expect-error `quantity` is optional in the schema, required in the name.
    named(raw, types<{ code: string; quantity: number }>);
    // @ts-expect-error a name wider than the schema is refused too.
    named(raw, types<{ code: string | null; quantity?: number }>);
    // @ts-expect-error the input differs: `sort` has a default, so it may be left out.
    named(v.object({ sort: v.optional(v.string(), 'relevance') }), types<{ sort: string }>);
    named(
      v.object({ sort: v.optional(v.string(), 'relevance') }),
      types<{ sort: string }, { sort?: string }>,
    );
  });
});

describe('Schema', () => {
  it('is assignable both ways with valibot’s GenericSchema', () => {
    expectTypeOf<v.GenericSchema<Sample>>().toExtend<Schema<Sample>>();
    expectTypeOf<Schema<Sample>>().toExtend<v.GenericSchema<Sample>>();
    expectTypeOf<v.InferOutput<Schema<string, number>>>().toEqualTypeOf<number>();
    expectTypeOf<v.InferInput<Schema<string, number>>>().toEqualTypeOf<string>();
  });

  it('tells equal types from merely assignable ones', () => {
    expectTypeOf<Equals<{ a?: string }, { a?: string }>>().toEqualTypeOf<true>();
    expectTypeOf<Equals<{ a?: string }, { a: string }>>().toEqualTypeOf<false>();
    expectTypeOf<Equals<string, 'a'>>().toEqualTypeOf<false>();
  });
});
