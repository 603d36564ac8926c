const SAMPLE_PARAMS: Record<string, string> = {
  projectUid: 'abcdefghijklmnopqrstu',
  propertyId: '123456',
};

/** A contract path with well-formed sample values, for tests that walk every operation. */
export const samplePath = (path: string): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
