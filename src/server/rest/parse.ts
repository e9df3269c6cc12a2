import type { z } from 'zod';
import { toValidationIssues } from '../../domain/errors';
import { ApiError } from '../errors';

/** Parses input with a domain schema; failure is 400 VALIDATION_FAILED listing every field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ApiError('VALIDATION_FAILED', 'The request has invalid fields', toValidationIssues(result.error));
  }
  return result.data;
}
