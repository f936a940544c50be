import { IdParamSchema, ServerMessages } from '@beauty/commerce-sdk/contract';
import * as v from 'valibot';
import { fitsIdColumn } from '../db/ids.js';
import { ApiError } from './errors.js';

/** Validates a request part (query, body) against its contract schema: 400 with the issues on failure. */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    throw new ApiError(400, 'Invalid request', { issues: v.flatten(result.issues) });
  }
  return result.output;
}

/** Checks what the API is about to answer against the contract, so the two cannot drift. */
export function checkOutput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  output: v.InferInput<TSchema>,
): v.InferOutput<TSchema> {
  return v.parse(schema, output);
}

/** The path's `:id`: 404 'Resource not found!' when it is not an id, or too large to name a row. */
export function pathId(params: Record<string, string>): number {
  const parsed = v.safeParse(IdParamSchema, params.id);
  if (!parsed.success || !fitsIdColumn(parsed.output)) {
    throw new ApiError(404, ServerMessages.resourceNotFound);
  }
  return parsed.output;
}
