import { afterAll } from 'vitest';
import { restoreAdminLanguage } from './admin-language';

// Every e2e file leaves the shared admin's console language as it found it.
afterAll(restoreAdminLanguage);
