import { chartsApi } from '../../api/charts';
import { QueryView, useChartQuery } from '../chart-page/chart-query';
import { PositionTable, type PositionColumns } from './position-table';

/** A position table of the client, loaded on its own. */
export function ClientPositionTable({
  runningId,
  call,
  caption,
  columns = 'kp',
}: {
  runningId: number;
  call: 'planetaryPosition' | 'cuspalPosition';
  caption: string;
  columns?: PositionColumns;
}) {
  const loaded = useChartQuery(call, runningId, () => chartsApi.table(call, runningId));
  return (
    <QueryView query={loaded} loadingText={`Loading - ${caption}`}>
      {(table) => <PositionTable caption={caption} table={table} columns={columns} />}
    </QueryView>
  );
}
