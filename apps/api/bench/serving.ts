import http from 'node:http';

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; bytes: number; body: string };

/** A GET whose body is counted as sent (fetch would decompress it). */
const rawGet = (url: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes: body.length,
            body: body.toString('latin1'),
          });
        });
      })
      .on('error', reject);
  });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The encodings and cache headers of `/`, its entry script and stylesheet, and `/robots.txt`. */
export const measureServing = async (url: string) => {
  const accept = { 'accept-encoding': 'gzip, br' };
  const plainShell = await rawGet(`${url}/`);
  const shell = await rawGet(`${url}/`, accept);
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(plainShell.body)?.[1];
  const css = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(plainShell.body)?.[1];
  if (!entry || !css) throw new Error('no entry script or stylesheet in index.html');
  const [entryRaw, entryBr, entryGzip, cssBr, robots] = await Promise.all([
    rawGet(`${url}${entry}`),
    rawGet(`${url}${entry}`, accept),
    rawGet(`${url}${entry}`, { 'accept-encoding': 'gzip' }),
    rawGet(`${url}${css}`, accept),
    rawGet(`${url}/robots.txt`),
  ]);
  const encoding = (answer: RawAnswer) => answer.headers['content-encoding'] ?? 'none';
  return {
    compression:
      `entry JS ${encoding(entryBr)} ${kb(entryBr.bytes)} (gzip ${kb(entryGzip.bytes)}, raw ` +
      `${kb(entryRaw.bytes)}); CSS ${encoding(cssBr)}; HTML ${encoding(shell)}`,
    isCompressed:
      encoding(entryBr) === 'br' && encoding(entryGzip) === 'gzip' && encoding(shell) === 'br',
    assetCacheControl: String(entryBr.headers['cache-control']),
    indexCacheControl: String(shell.headers['cache-control']),
    robots: `${String(robots.headers['content-type'])}, ${JSON.stringify(robots.body.split('\n')[0])}`,
    isRobotsReal: /^text\/plain/.test(String(robots.headers['content-type'])),
  };
};
