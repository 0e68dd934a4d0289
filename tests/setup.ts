// Matchers for component tests (toBeInTheDocument, ...); harmless in node tests.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { assertAnswersDescribed } from './helpers/api';

// Answers an API test received through tests/helpers/api.ts that openapi.json does not describe fail the test.
afterEach(assertAnswersDescribed);
