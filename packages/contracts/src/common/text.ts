/**
 * Rules for text people type into Kampa, shared by the API's validation and the web's forms.
 *
 * - Control characters (C0 and C1: NUL, ESC, CR/LF…, DEL) and the line and paragraph separators
 *   have no place in a one-line value; PostgreSQL refuses NUL outright.
 * - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the
 *   text after them: a name with U+202E can show as something else than it is.
 * - Unpaired UTF-16 surrogates are not text at all.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
const LONE_SURROGATE = /\p{Cs}/u;

export const SINGLE_LINE_TEXT_MESSAGE =
  'must not contain control characters, line breaks or direction overrides';
export const MULTI_LINE_TEXT_MESSAGE = 'must not contain control characters or direction overrides';

/** One-line text (a name): no control characters, no line breaks, no direction overrides. */
export const isSafeSingleLineText = (value: string): boolean =>
  !CONTROL.test(value) && !BIDI_CONTROLS.test(value) && !LONE_SURROGATE.test(value);

/** Text that may span lines (a description): line breaks and tabs allowed, nothing else above. */
export const isSafeMultiLineText = (value: string): boolean =>
  !CONTROL_EXCEPT_LINE_BREAKS.test(value) &&
  !BIDI_CONTROLS.test(value) &&
  !LONE_SURROGATE.test(value);

/**
 * Text from elsewhere (a Google account's name), made safe to store and show: what the rules
 * above refuse is dropped rather than refused, since the person cannot change it here.
 */
export const toSafeSingleLineText = (value: string): string =>
  value
    .replace(new RegExp(CONTROL.source, 'gu'), ' ')
    .replace(new RegExp(BIDI_CONTROLS.source, 'gu'), '')
    .replace(new RegExp(LONE_SURROGATE.source, 'gu'), '\uFFFD')
    .trim();
