/**
 * An uploaded SVG logo made safe to show anywhere (the report page, the PDF, an e-mail): the
 * document is read token by token and written again from an allow-list, so nothing passes that
 * was not understood. Kept: the drawing elements and their presentation attributes. Dropped:
 * scripts, `<style>`, `<foreignObject>` and every other element not listed (with its content),
 * event handlers (`on…`) and every attribute not listed, links and references that leave the
 * document (`href` other than `#id`, `url(…)` other than `url(#id)`), comments, CDATA and
 * processing instructions. A DOCTYPE (entities) or markup that does not parse refuses the file.
 */

/** Elements kept, by their lower-cased name (`linearGradient` written back as it was). */
const ELEMENTS = new Map(
  [
    'svg',
    'g',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'defs',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'title',
    'desc',
    'use',
  ].map((name) => [name.toLowerCase(), name]),
);

/** Attributes kept on any kept element. */
const ATTRIBUTES = new Set(
  [
    'id',
    'class',
    'xmlns',
    'version',
    'viewBox',
    'width',
    'height',
    'x',
    'y',
    'x1',
    'y1',
    'x2',
    'y2',
    'cx',
    'cy',
    'r',
    'rx',
    'ry',
    'd',
    'points',
    'transform',
    'fill',
    'fill-opacity',
    'fill-rule',
    'stroke',
    'stroke-width',
    'stroke-opacity',
    'stroke-linecap',
    'stroke-linejoin',
    'stroke-miterlimit',
    'stroke-dasharray',
    'opacity',
    'clip-path',
    'clip-rule',
    'clipPathUnits',
    'gradientUnits',
    'gradientTransform',
    'offset',
    'stop-color',
    'stop-opacity',
    'font-family',
    'font-size',
    'font-weight',
    'text-anchor',
    'dominant-baseline',
    'preserveAspectRatio',
    'role',
    'aria-label',
    'href',
    'xlink:href',
    'xmlns:xlink',
  ].map((name) => name.toLowerCase()),
);

export class SvgRejectedError extends Error {}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** Entities an attribute or text may hold, decoded so what is checked is what a browser reads. */
const decodeEntities = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? '';
  });

/** A value that could reach outside the document: any `url(` but `url(#id)`, any scheme. */
const isExternal = (value: string): boolean => {
  // Without white space and control characters, which a browser skips inside a scheme.
  const compact = [...value]
    .filter((character) => (character.codePointAt(0) ?? 0) > 0x20 && !/\s/.test(character))
    .join('')
    .toLowerCase();
  if (/url\((?!['"]?#)/.test(compact)) return true;
  if (/(?:javascript|data|vbscript|https?|file|ftp):/.test(compact)) return true;
  return compact.includes('expression(') || compact.includes('@import');
};

const keptAttribute = (name: string, value: string): boolean => {
  const lower = name.toLowerCase();
  if (!ATTRIBUTES.has(lower) || lower.startsWith('on')) return false;
  if (lower === 'href' || lower === 'xlink:href') return /^#[A-Za-z][\w.-]*$/.test(value);
  if (lower === 'xmlns' || lower === 'xmlns:xlink') return true;
  return !isExternal(value);
};

const ATTRIBUTE = /([^\s=/>]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'))?/g;

/** The sanitised SVG; throws `SvgRejectedError` for a file that is not a plain SVG document. */
export const sanitizeSvg = (input: string): string => {
  const source = input.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) throw new SvgRejectedError('SVG with a DOCTYPE');
  const out: string[] = [];
  /** Open elements: the kept name, or null for one dropped with all its content. */
  const stack: (string | null)[] = [];
  const isDropping = () => stack.includes(null);
  let position = 0;
  let sawRoot = false;
  while (position < source.length) {
    const next = source.indexOf('<', position);
    const text = source.slice(position, next === -1 ? source.length : next);
    if (text && !isDropping() && stack.length > 0) out.push(escapeText(decodeEntities(text)));
    if (next === -1) break;
    if (source.startsWith('<!--', next)) {
      const end = source.indexOf('-->', next + 4);
      if (end === -1) throw new SvgRejectedError('unclosed comment');
      position = end + 3;
      continue;
    }
    if (source.startsWith('<![CDATA[', next)) {
      const end = source.indexOf(']]>', next);
      if (end === -1) throw new SvgRejectedError('unclosed CDATA');
      position = end + 3;
      continue;
    }
    if (source.startsWith('<?', next)) {
      const end = source.indexOf('?>', next);
      if (end === -1) throw new SvgRejectedError('unclosed processing instruction');
      position = end + 2;
      continue;
    }
    const close = /^<\/\s*([A-Za-z][\w:.-]*)\s*>/.exec(source.slice(next));
    if (close) {
      const open = stack.pop();
      if (open === undefined) throw new SvgRejectedError('closing tag without its opening');
      if (open !== null) out.push(`</${open}>`);
      position = next + close[0].length;
      continue;
    }
    const tag =
      /^<([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>/.exec(
        source.slice(next),
      );
    if (!tag) throw new SvgRejectedError('markup that does not parse');
    const [whole, rawName = '', rawAttributes = '', selfClosing] = tag;
    position = next + whole.length;
    const name = ELEMENTS.get(rawName.toLowerCase()) ?? null;
    if (stack.length === 0) {
      if (sawRoot || name !== 'svg') throw new SvgRejectedError('not an SVG document');
      sawRoot = true;
    }
    const kept = isDropping() ? null : name;
    if (kept !== null) {
      const attributes = [...rawAttributes.matchAll(ATTRIBUTE)]
        .map(
          ([, attribute = '', double, single]) =>
            [attribute, decodeEntities(double ?? single ?? '')] as const,
        )
        .filter(([attribute, value]) => keptAttribute(attribute, value))
        .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
        .join('');
      out.push(`<${kept}${attributes}${selfClosing ? '/>' : '>'}`);
    }
    if (!selfClosing) stack.push(kept);
  }
  if (!sawRoot || stack.length > 0) throw new SvgRejectedError('not a complete SVG document');
  return out.join('');
};
