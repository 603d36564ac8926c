import { spawnNodeChild } from '../lib/child';

/**
 * Test stand-in for `npm start`: runs scripts/test-fixtures/child.ts as Kampa runs its processes,
 * prints the child's pid once it is ready, and waits to be killed.
 */
const [markerFile = ''] = process.argv.slice(2);
const child = spawnNodeChild({
  name: 'child',
  args: ['scripts/test-fixtures/child.ts', markerFile],
  stopSignal: 'SIGTERM',
});
child.process.stdout?.once('data', () => console.log(child.pid));
setInterval(() => undefined, 60_000);
