import { afterAll } from 'vitest';
import { dropSpareSchemas } from './spare-schemas.js';

// The emptied PostgreSQL schemas that a test file kept for its next app go with the file.
afterAll(dropSpareSchemas);
