import type { EventData } from '@kpdesk/contract';
import type { CSSProperties, ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NOT_JUDGED, findCategory } from './judgement-values';

/** Order values: 1 is ranked first for timing; 0 leaves the planet unranked. */
const ORDER_VALUES = [NOT_JUDGED, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** A dropdown of one whole-number judgement value, named by its label (a table cell has no room for one). */
interface ValueSelectProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
}

function NumberSelect({
  label,
  value,
  onChange,
  style,
  children,
}: ValueSelectProps & { style: CSSProperties; children: ReactNode }) {
  return (
    <Form.Select
      size="sm"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      style={style}
    >
      {children}
    </Form.Select>
  );
}

/**
 * A Result or Destiny Result dropdown: the nine categories by long name (spec §1, "long category names"),
 * its left edge in the chosen category's colour; the words say the category, the colour only repeats it.
 */
export function CategorySelect({ data, label, value, onChange }: ValueSelectProps & { data: EventData }) {
  const { t } = useTranslation();
  const chosen = findCategory(data, value);
  const edge = `0.75rem solid ${chosen?.background ?? 'transparent'}`;
  return (
    <NumberSelect
      label={label}
      value={value}
      onChange={onChange}
      style={{ minWidth: '11rem', borderLeft: edge }}
    >
      <option value={NOT_JUDGED}>{t('Not judged')}</option>
      {data.allPlanetCategory.map((category) => (
        <option key={category.value} value={category.value}>
          {t(category.longName)}
        </option>
      ))}
    </NumberSelect>
  );
}

/** An Order dropdown: None or a rank 1..9. */
export function OrderSelect({ label, value, onChange }: ValueSelectProps) {
  const { t } = useTranslation();
  return (
    <NumberSelect label={label} value={value} onChange={onChange} style={{ minWidth: '5rem' }}>
      {ORDER_VALUES.map((order) => (
        <option key={order} value={order}>
          {order === NOT_JUDGED ? t('None') : order}
        </option>
      ))}
    </NumberSelect>
  );
}
