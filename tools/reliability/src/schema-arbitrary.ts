// fast-check arbitraries built from the OpenAPI document's JSON schemas: values the contract
// accepts, as a starting point the fuzzer then mutates.
import fc from 'fast-check';

/** The part of JSON Schema the contract's generated document uses. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

const dateString = fc
  .date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date') return dateString.map((iso) => iso.slice(0, 10));
  if (schema.format === 'date-time') return dateString;
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
    } catch {
      // A pattern JavaScript cannot compile: any string below.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 10_000);
  const low = Math.max(min, -1e9);
  const high = Math.min(Math.max(max, low), 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values valid (as far as JSON Schema says) for `schema`. */
export function arbitraryOf(
  schema: JsonSchema | undefined,
  root: JsonSchema = schema ?? {},
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    return arbitraryOf(root.$defs?.[name], root, depth + 1);
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0)
    return fc.oneof(...options.map((option) => arbitraryOf(option, root, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return arbitraryOf(schema.allOf[0], root, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) {
    return fc.oneof(...type.map((one) => arbitraryOf({ ...schema, type: one }, root, depth)));
  }
  switch (type[0]) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          arbitraryOf(value, root, depth + 1),
        ]),
      );
      return fc.record(properties, {
        requiredKeys: (schema.required ?? []).filter((key) => key in properties),
      });
    }
    case 'array':
      return fc.array(arbitraryOf(schema.items, root, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
