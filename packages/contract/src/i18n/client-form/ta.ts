import type { ClientFormPhrase } from './en.js';

/** The screen texts of the client form (Add, Edit and Delete Client) in Tamil. */
export const taClientForm: Readonly<Record<ClientFormPhrase, string>> = {};
