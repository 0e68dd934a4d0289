import { buildIfStale, buildServerIfStale } from './buildIfStale';

/**
 * First half of `npm start`: builds the app (dist/) and the server (dist-server/) when missing or
 * older than their sources. The second half runs the compiled server with plain Node.
 */
buildIfStale();
await buildServerIfStale();
