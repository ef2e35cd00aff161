import type { ClientFormPhrase } from './en.js';

/** The screen texts of the client form (Add, Edit and Delete Client) in Telugu. */
export const teClientForm: Readonly<Record<ClientFormPhrase, string>> = {};
