import { API_PREFIX, type CallSpec, type Envelope } from '@kpdesk/contract';
import { ApiError, FAILURE_TEXTS } from './client';
import { raiseGlobalFailure } from './error-events';
import { readToken } from './token';

/** A file the server sent: its content and the name it suggested. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * Fetches a file call of the contract's list (a `download` call) with the sign-in token, which a plain link
 * could not carry; a call with a body (the muhurta's chosen windows) posts it as JSON. Failures are reported
 * as `callApi` reports them.
 */
export async function downloadFile(call: CallSpec, body?: unknown): Promise<DownloadedFile> {
  const token = readToken();
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${call.path}`, {
      method: call.method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    raiseGlobalFailure('network');
    throw new ApiError('network', FAILURE_TEXTS.network);
  }
  if (response.status === 403) {
    raiseGlobalFailure('login');
    throw new ApiError('login', FAILURE_TEXTS.login, '403');
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    if (envelope && response.status < 500) throw new ApiError('refused', envelope.message, envelope.code);
    throw new ApiError('unknown', FAILURE_TEXTS.unknown);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response, call.path.split('/').pop() ?? 'file'),
  };
}

/** Hands a downloaded file to the browser's save dialog. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has run; the address is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
