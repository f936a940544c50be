import { API_PREFIX } from '@beauty/commerce-sdk';
import { endpoints, ErrorObjectSchema, type Endpoint } from '@beauty/commerce-sdk/contract';
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

// Transforms and checks that JSON Schema cannot express are left out, not fatal.
const convert = (schema: v.GenericSchema, typeMode: 'input' | 'output') =>
  toJsonSchema(schema, { typeMode, errorMode: 'ignore' });

function parameters(endpoint: Endpoint) {
  const pathParams = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = endpoint.query ? convert(endpoint.query, 'input') : undefined;
  const required = new Set(query?.required ?? []);
  const queryParams = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: schema as JsonSchema,
  }));
  return [...pathParams, ...queryParams];
}

/** The OpenAPI 3.1 document of `/api/web/v1`, generated from the contract's schemas. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorResponse = {
    description: 'Error object',
    content: { 'application/json': { schema: convert(ErrorObjectSchema, 'output') } },
  };
  for (const [operationId, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const base = endpoint.root ? '' : API_PREFIX;
    const path = `${base}/${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = {
      operationId,
      tags: [operationId.split('.')[0]],
      parameters: parameters(endpoint),
      ...(endpoint.body && {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: convert(endpoint.body, 'input') } },
        },
      }),
      responses: {
        200: {
          description: 'Success',
          content: { 'application/json': { schema: convert(endpoint.response, 'output') } },
        },
        default: errorResponse,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Beauty storefront API',
      version: '1.0.0',
      description:
        'The upstream contract of the storefront. Every call sends X-Site-Country (lower-case country) and Accept-Language; errors answer the error object.',
    },
    servers: [{ url: '/' }],
    paths,
  };
}
