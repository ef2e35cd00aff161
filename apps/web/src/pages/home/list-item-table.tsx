import type { ClientListItem } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../api/use-display-formats';
import { ChartTable } from '../../components/chart-tables/chart-table';

const LIST_COLUMNS = ['#', 'Name', 'Date'];

/**
 * The dashboard's '#, Name, Date' lists (recently viewed, birthdays, options): a row opens its record by click,
 * tap or Enter. `rowLabel` names a row for screen readers where the cells alone would not say what opens.
 */
export function ListItemTable({
  rows,
  caption,
  onOpen,
  rowLabel,
}: {
  rows: readonly ClientListItem[];
  caption: string;
  onOpen: (runningId: number) => void;
  rowLabel?: (row: ClientListItem) => string;
}) {
  const showDate = useDateFormatter();
  const { t } = useTranslation();
  return (
    <ChartTable caption={caption} columns={LIST_COLUMNS} isHoverable isCaptionHidden>
      {rows.map((r) => (
        <tr
          key={`${r.runningId}-${r.date}`}
          role="button"
          tabIndex={0}
          aria-label={rowLabel?.(r)}
          onClick={() => onOpen(r.runningId)}
          onKeyDown={(e) => e.key === 'Enter' && onOpen(r.runningId)}
        >
          {/* A negative number is the device's: a record saved offline, not sent yet (docs/offline.md). */}
          <td>{r.runningId < 0 ? '—' : r.runningId}</td>
          <td>
            {[r.firstName, r.lastName].filter(Boolean).join(' ')}
            {r.runningId < 0 ? (
              <div className="small text-body-secondary">
                {t('Saved on this device. It is sent when the network returns.')}
              </div>
            ) : null}
          </td>
          <td>{showDate(r.date)}</td>
        </tr>
      ))}
    </ChartTable>
  );
}
