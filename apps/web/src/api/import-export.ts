import { importExportCalls as calls } from '@kpdesk/contract';
import { bodyCall } from './client';
import { downloadFile } from './download';

export type { ImportCommit, ImportPreview, ImportRow, CsvMapping } from '@kpdesk/contract';

/** Client import and export (issue 15), from the contract's call list. */
export const importExportApi = {
  exportPractice: () => downloadFile(calls.exportPractice),
  exportClients: () => downloadFile(calls.exportClients),
  preview: bodyCall(calls.preview),
  commit: bodyCall(calls.commit),
};
