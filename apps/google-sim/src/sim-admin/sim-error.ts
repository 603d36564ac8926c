export type SimErrorBody = { error: { code: string; message: string; field?: string } };

/** The body of a /__sim endpoint's error: a code, a message and the field at fault, if any. */
export const simError = (code: string, message: string, field?: string): SimErrorBody => ({
  error: { code, message, ...(field ? { field } : {}) },
});
