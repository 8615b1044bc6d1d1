import type { z } from 'zod';
import type { ErrorSchema, RJSFValidationError, ValidatorType, RJSFSchema } from '@rjsf/utils';

/**
 * An rjsf validator backed by the tool's Zod schema. rjsf's Ajv validator compiles schemas with
 * `new Function`, which the app's CSP forbids; Zod validates without generating code.
 */
export function zodValidator(schema: z.ZodObject, message: (issue: z.core.$ZodIssue) => string): ValidatorType {
  const errorsOf = (formData: unknown) => {
    const result = schema.safeParse(formData ?? {});
    if (result.success) return [] as RJSFValidationError[];
    return result.error.issues.map((issue) => ({
      property: `.${issue.path.join('.')}`,
      message: message(issue),
      stack: `${issue.path.join('.')}: ${message(issue)}`,
      name: issue.code,
    }));
  };
  return {
    validateFormData(formData) {
      const errors = errorsOf(formData);
      const errorSchema: Record<string, { __errors: string[] }> = {};
      for (const e of errors) {
        const key = e.property!.slice(1) || '__root';
        (errorSchema[key] ??= { __errors: [] }).__errors.push(e.message!);
      }
      return { errors, errorSchema: errorSchema as unknown as ErrorSchema };
    },
    // rjsf asks this only to choose among anyOf/oneOf branches, which flat option schemas do not have;
    // the whole form is judged by validateFormData.
    isValid() {
      return true;
    },
    rawValidation<Result = unknown>(_schema: RJSFSchema, formData?: unknown) {
      return { errors: errorsOf(formData) as Result[] };
    },
  };
}
