import { messages } from '@ham/contracts';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const bodyNotObject: FastifySchemaValidationError = {
  keyword: 'type',
  instancePath: '',
  schemaPath: '#/type',
  params: {},
  message: messages.bodyNotObject,
};

/**
 * The routes' zod validation (fastify-type-provider-zod), with one rule for every body: it is a
 * JSON object. Every body schema of the API is an object, so `null`, an array, a number or a
 * string is refused here with a 400 before any schema code (refinements included) sees it.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => (isJsonObject(data) ? validate(data) : { error: [bodyNotObject] });
};
