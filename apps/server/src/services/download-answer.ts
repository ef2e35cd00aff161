import type { Readable } from 'node:stream';

/** What a file call's service answers: the download's name and its content as a stream. */
export interface DownloadAnswer {
  fileName: string;
  file: Readable;
}
