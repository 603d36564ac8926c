import { queryError } from './ads-errors';

/** A small GAQL parser: SELECT … FROM … [WHERE …] [ORDER BY …] [LIMIT n] [PARAMETERS …]. */

export type Operator =
  | '='
  | '!='
  | '>'
  | '>='
  | '<'
  | '<='
  | 'IN'
  | 'NOT IN'
  | 'LIKE'
  | 'NOT LIKE'
  | 'DURING'
  | 'BETWEEN'
  | 'IS NULL'
  | 'IS NOT NULL';

export type Condition = { field: string; op: Operator; values: string[] };
export type Ordering = { field: string; desc: boolean };
export type GaqlQuery = {
  select: string[];
  from: string;
  where: Condition[];
  orderBy: Ordering[];
  limit: number | null;
};

type Token = { kind: 'word' | 'string' | 'number' | 'symbol'; text: string };

const tokenize = (query: string): Token[] => {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const ch = query[i] ?? '';
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === "'" || ch === '"') {
      const end = query.indexOf(ch, i + 1);
      if (end < 0)
        throw queryError('UNEXPECTED_END_OF_QUERY', 'Error in query: unterminated string literal.');
      tokens.push({ kind: 'string', text: query.slice(i + 1, end) });
      i = end + 1;
    } else if (/[A-Za-z_]/.test(ch)) {
      const match = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(query.slice(i));
      const text = match?.[0] ?? ch;
      tokens.push({ kind: 'word', text });
      i += text.length;
    } else if (/[-0-9]/.test(ch)) {
      const match = /^-?\d+(\.\d+)?/.exec(query.slice(i));
      if (!match)
        throw queryError('UNEXPECTED_INPUT', `Error in query: unexpected input ${ch}.`, ch);
      tokens.push({ kind: 'number', text: match[0] });
      i += match[0].length;
    } else {
      const two = query.slice(i, i + 2);
      const text = ['!=', '>=', '<='].includes(two) ? two : ch;
      if (!['=', '!=', '>', '>=', '<', '<=', ',', '(', ')'].includes(text)) {
        throw queryError('UNEXPECTED_INPUT', `Error in query: unexpected input ${text}.`, text);
      }
      tokens.push({ kind: 'symbol', text });
      i += text.length;
    }
  }
  return tokens;
};

class Cursor {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  peek(offset = 0): Token | undefined {
    return this.tokens[this.index + offset];
  }

  isKeyword(word: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === 'word' && token.text.toUpperCase() === word;
  }

  next(): Token {
    const token = this.tokens[this.index];
    if (!token)
      throw queryError('UNEXPECTED_END_OF_QUERY', 'Error in query: unexpected end of query.');
    this.index += 1;
    return token;
  }

  expectKeyword(word: string, code: string): void {
    if (!this.isKeyword(word)) {
      const found = this.peek();
      if (!found)
        throw queryError('UNEXPECTED_END_OF_QUERY', 'Error in query: unexpected end of query.');
      throw queryError(code, `Error in query: expected ${word}, found ${found.text}.`, found.text);
    }
    this.index += 1;
  }

  expectSymbol(symbol: string): void {
    const token = this.next();
    if (token.kind !== 'symbol' || token.text !== symbol) {
      throw queryError(
        'UNEXPECTED_INPUT',
        `Error in query: expected '${symbol}', found ${token.text}.`,
        token.text,
      );
    }
  }

  field(): string {
    const token = this.next();
    if (token.kind !== 'word' || !token.text.includes('.')) {
      throw queryError(
        'BAD_FIELD_NAME',
        `Error in query: invalid field name '${token.text}'.`,
        token.text,
      );
    }
    return token.text;
  }

  done(): boolean {
    return this.index >= this.tokens.length;
  }
}

const literal = (cursor: Cursor): string => {
  const token = cursor.next();
  if (token.kind === 'symbol') {
    throw queryError(
      'UNEXPECTED_INPUT',
      `Error in query: unexpected input ${token.text}.`,
      token.text,
    );
  }
  return token.text;
};

const condition = (cursor: Cursor): Condition => {
  const field = cursor.field();
  const token = cursor.next();
  const word = token.text.toUpperCase();
  if (token.kind === 'symbol') {
    if (!['=', '!=', '>', '>=', '<', '<='].includes(token.text)) {
      throw queryError(
        'BAD_OPERATOR',
        `Error in query: invalid operator ${token.text}.`,
        token.text,
      );
    }
    return { field, op: token.text as Operator, values: [literal(cursor)] };
  }
  if (word === 'DURING') return { field, op: 'DURING', values: [literal(cursor)] };
  if (word === 'BETWEEN') {
    const from = literal(cursor);
    cursor.expectKeyword('AND', 'EXPECTED_AND');
    return { field, op: 'BETWEEN', values: [from, literal(cursor)] };
  }
  if (word === 'IS') {
    const not = cursor.isKeyword('NOT');
    if (not) cursor.next();
    cursor.expectKeyword('NULL', 'UNEXPECTED_INPUT');
    return { field, op: not ? 'IS NOT NULL' : 'IS NULL', values: [] };
  }
  const negated = word === 'NOT';
  const opWord = negated ? cursor.next().text.toUpperCase() : word;
  if (opWord === 'LIKE')
    return { field, op: negated ? 'NOT LIKE' : 'LIKE', values: [literal(cursor)] };
  if (opWord === 'IN') {
    cursor.expectSymbol('(');
    const values: string[] = [];
    while (true) {
      values.push(literal(cursor));
      const sep = cursor.next();
      if (sep.text === ')') break;
      if (sep.text !== ',')
        throw queryError('EXPECTED_LIST', 'Error in query: expected a list of values.');
    }
    return { field, op: negated ? 'NOT IN' : 'IN', values };
  }
  throw queryError('BAD_OPERATOR', `Error in query: invalid operator ${token.text}.`, token.text);
};

export const parseGaql = (query: string): GaqlQuery => {
  const cursor = new Cursor(tokenize(query));
  if (cursor.done())
    throw queryError('UNEXPECTED_END_OF_QUERY', 'Error in query: unexpected end of query.');
  cursor.expectKeyword('SELECT', 'EXPECTED_SELECT');
  const select: string[] = [cursor.field()];
  while (cursor.peek()?.text === ',') {
    cursor.next();
    select.push(cursor.field());
  }
  cursor.expectKeyword('FROM', 'EXPECTED_FROM');
  const fromToken = cursor.next();
  if (fromToken.kind !== 'word' || fromToken.text.includes('.')) {
    throw queryError(
      'BAD_RESOURCE_TYPE_IN_FROM_CLAUSE',
      `Error in query: invalid resource name '${fromToken.text}'.`,
      fromToken.text,
    );
  }
  const result: GaqlQuery = { select, from: fromToken.text, where: [], orderBy: [], limit: null };
  if (cursor.isKeyword('WHERE')) {
    cursor.next();
    result.where.push(condition(cursor));
    while (cursor.isKeyword('AND')) {
      cursor.next();
      result.where.push(condition(cursor));
    }
  }
  if (cursor.isKeyword('ORDER')) {
    cursor.next();
    cursor.expectKeyword('BY', 'EXPECTED_BY');
    do {
      if (cursor.peek()?.text === ',') cursor.next();
      const field = cursor.field();
      let desc = false;
      if (cursor.isKeyword('DESC') || cursor.isKeyword('ASC'))
        desc = cursor.next().text.toUpperCase() === 'DESC';
      result.orderBy.push({ field, desc });
    } while (cursor.peek()?.text === ',');
  }
  if (cursor.isKeyword('LIMIT')) {
    cursor.next();
    const token = cursor.next();
    const value = Number(token.text);
    if (token.kind !== 'number' || !Number.isInteger(value) || value <= 0) {
      throw queryError(
        'BAD_LIMIT_VALUE',
        `Error in query: invalid LIMIT value ${token.text}.`,
        token.text,
      );
    }
    result.limit = value;
  }
  if (cursor.isKeyword('PARAMETERS')) {
    while (!cursor.done()) cursor.next();
  }
  if (!cursor.done()) {
    const token = cursor.next();
    throw queryError(
      'UNEXPECTED_INPUT',
      `Error in query: unexpected input ${token.text}.`,
      token.text,
    );
  }
  return result;
};
