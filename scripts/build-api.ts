import { buildApi } from './lib/api-build';

/** `npm run build -w @kampa/api`: the API as one JavaScript bundle in apps/api/dist. */
await buildApi();
