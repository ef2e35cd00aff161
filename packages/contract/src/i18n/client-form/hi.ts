import type { ClientFormPhrase } from './en.js';

/** The screen texts of the client form (Add, Edit and Delete Client) in Hindi. */
export const hiClientForm: Readonly<Record<ClientFormPhrase, string>> = {};
