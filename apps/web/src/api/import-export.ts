import { importExportCalls as calls } from '@kpdesk/contract';
import { bodyCall, callsOf } from './client';
import { downloadFile } from './download';

export type { ImportCommit, ImportPreview, ImportRow, CsvMapping } from '@kpdesk/contract';

/** Client import and export, from the contract's call list. */
export const importExportApi = {
  ...callsOf(calls),
  exportPractice: () => downloadFile(calls.exportPractice),
  exportClients: () => downloadFile(calls.exportClients),
  preview: bodyCall(calls.preview),
  commit: bodyCall(calls.commit),
};
