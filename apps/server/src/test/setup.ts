import { afterAll } from 'vitest';
import { dropSpareSchemas } from './spare-schemas.js';

// The test file's PostgreSQL database (or the emptied schemas it kept for its next app) goes with the file.
afterAll(dropSpareSchemas);
