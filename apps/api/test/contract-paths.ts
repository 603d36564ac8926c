const SAMPLE_PARAMS: Record<string, string> = {
  projectUid: 'abcdefghijklmnopqrstu',
  propertyId: '123456',
  connectionId: '00000000-0000-4000-8000-000000000000',
};

/** A contract path with well-formed sample values, for tests that walk every operation. */
export const samplePath = (path: string): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
