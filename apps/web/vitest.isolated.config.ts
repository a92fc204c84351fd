import { MODULE_MOCKING_TESTS, webTestConfig } from './vitest.shared.ts';

// The test files that mock modules (see vitest.shared.ts), each with a fresh module graph and jsdom.
export default webTestConfig({ name: 'web-isolated', include: MODULE_MOCKING_TESTS, passWithNoTests: true });
