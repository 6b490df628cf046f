// jest-dom matchers (loaded by jest.setup.unit.ts) for the type checker.
/// <reference types="@testing-library/jest-dom" />
