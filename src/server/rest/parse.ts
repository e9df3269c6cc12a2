import { z } from 'zod';
import { toValidationIssues } from '../../domain/errors';
import { ApiError } from '../errors';

/** Parses input with a domain schema; failure is 400 VALIDATION_FAILED listing every field. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) {
    throw new ApiError('VALIDATION_FAILED', 'The request has invalid fields', toValidationIssues(result.error));
  }
  return result.data;
}
