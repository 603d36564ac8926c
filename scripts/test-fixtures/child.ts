import { writeFileSync } from 'node:fs';

/** Test stand-in for a Kampa process: on SIGTERM it writes its clean-stop marker and exits. */
const [markerFile = ''] = process.argv.slice(2);
process.on('SIGTERM', () => {
  // Its stdout went with the parent: this write fails and must not stop the clean exit.
  console.log('stopping');
  writeFileSync(markerFile, 'stopped cleanly');
  process.exit(0);
});
setInterval(() => undefined, 60_000);
console.log('ready');
