import type * as v from 'valibot';
import type { Schema } from './endpoint.js';

/** True when `A` and `B` are the same type, not merely assignable one to the other. */
export type Equals<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** The named types of a schema, as {@link types} spells them for {@link named}. */
export interface SchemaTypes<TOutput, TInput> {
  readonly output: TOutput;
  readonly input: TInput;
}

/**
 * Names the types of a schema for {@link named}: `types<Cart>` when what is sent and what is
 * parsed are the same, `types<Output, Input>` when they differ (defaults, query strings). Passed
 * uncalled: `named` reads only its type, so the names cost the bundle nothing.
 */
export const types = <TOutput, TInput = TOutput>(): SchemaTypes<TOutput, TInput> => ({
  output: undefined as TOutput,
  input: undefined as TInput,
});

// Names the mismatch in the compiler's message rather than failing with a bare `never`.
type SameTypes<TSchema extends v.GenericSchema, TOutput, TInput> =
  Equals<v.InferOutput<TSchema>, TOutput> extends true
    ? Equals<v.InferInput<TSchema>, TInput> extends true
      ? unknown
      : { readonly 'the input of the schema differs from': TInput }
    : { readonly 'the output of the schema differs from': TOutput };

/**
 * Gives a schema the named types of `types.gen.ts` (`named(object({...}), types<Cart>)`), so the
 * published declarations say `Schema<Cart>` instead of spelling out the schema's inferred
 * type, and consumers' compilers never have to infer it. Compiling fails unless the names are
 * exactly the input and output valibot infers, so they cannot drift from the schema.
 */
// @__NO_SIDE_EFFECTS__
export function named<TSchema extends v.GenericSchema, TOutput, TInput>(
  schema: TSchema & SameTypes<TSchema, TOutput, TInput>,
  _names: () => SchemaTypes<TOutput, TInput>,
): Schema<TInput, TOutput> {
  // The parameter's type proves the schema's types are these names.
  return schema as Schema<TInput, TOutput>;
}
