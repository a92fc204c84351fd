import { configDefaults } from 'vitest/config';
import { MODULE_MOCKING_TESTS, TEST_FILES, webTestConfig } from './vitest.shared.ts';

// One jsdom and one module graph per worker, not per file: building them again for each file took
// longer than the tests. The setup file resets the DOM and storage after every test. Files that mock
// modules run isolated, in vitest.isolated.config.ts.
export default webTestConfig({
  name: 'web',
  include: TEST_FILES,
  exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS],
  isolate: false,
});
