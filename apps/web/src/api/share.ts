import { shareCalls as calls, type ShareCreateInput } from '@kpdesk/contract';
import { callApi, callsOf } from './client';

export type { ShareCreated, ShareLink, ShareSection, ShareState, SharedView } from '@kpdesk/contract';

/** Share links of a client and the public read of a link, from the contract's call list. */
export const shareApi = {
  ...callsOf(calls),
  /** Creates a link; the answer carries the token and URL, shown this once. */
  create: async (runningId: number, body: ShareCreateInput) =>
    (await callApi(calls.create, { params: { runningId }, body })).data,
  /** The client's links, newest first, with their state. */
  list: async (runningId: number) => (await callApi(calls.list, { params: { runningId } })).data,
  revoke: async (runningId: number, id: number) => {
    await callApi(calls.revoke, { params: { runningId, id } });
  },
  /** The public read of a token: no sign-in, only the chosen sections. */
  read: async (token: string) => (await callApi(calls.read, { params: { token } })).data,
};

/** React Query key of a client's links (a create or a revoke makes it stale). */
export const shareLinksKey = (runningId: number) => ['share', runningId] as const;
