// Component tests use jest-dom matchers (set up in shared/src/testing/setup.ts).
/// <reference types="@testing-library/jest-dom/vitest" />
