// Matchers for component tests (toBeInTheDocument, ...); harmless in node tests.
import '@testing-library/jest-dom/vitest';
