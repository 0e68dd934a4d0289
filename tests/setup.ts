// Matchers for component tests (toBeInTheDocument, ...); harmless in node tests.
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { assertAnswersDescribed } from './helpers/api';

// findBy*/waitFor wait for their condition up to 5 s (the library's default is 1 s): a screen
// loaded lazily (the Help Center, say) takes longer than that to compile and render on a busy
// machine, and the wait ends as soon as the condition holds. (Only where there is a document:
// node tests do not load React.)
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

// Answers an API test received through tests/helpers/api.ts that openapi.json does not describe fail the test.
afterEach(assertAnswersDescribed);

// A test file's servers on PostgreSQL (TEST_DATABASE=postgres) leave their databases to the file's end.
if (process.env.TEST_DATABASE === 'postgres') {
  const { dropIdleServerDatabases } = await import('./helpers/postgres');
  afterAll(dropIdleServerDatabases);
}
