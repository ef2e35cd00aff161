import { useClientDateText } from '../../../api/use-client-settings';
import { DashaSchedule } from '../../../components/chart-tables/dasha-schedule';

/** The DBA panel: the client's Dasha Bhukti Andharam schedule, its dates in the client's date format. */
export function DbaPanel({ runningId }: { runningId: number }) {
  const dateText = useClientDateText(runningId);
  return <DashaSchedule runningId={runningId} dateText={dateText} />;
}
