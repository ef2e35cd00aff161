import type { EventData } from '@kpdesk/contract';
import { Form } from 'react-bootstrap';
import { NOT_JUDGED, findCategory } from './judgement-values';

/** Order values: 1 is ranked first for timing; 0 leaves the planet unranked. */
const ORDER_VALUES = [NOT_JUDGED, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * A Result or Destiny Result dropdown: the nine categories by long name (spec §1, "long category names"),
 * its left edge in the chosen category's colour; the words say the category, the colour only repeats it.
 */
export function CategorySelect({
  data,
  label,
  value,
  onChange,
}: {
  data: EventData;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const chosen = findCategory(data, value);
  return (
    <Form.Select
      size="sm"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      style={{
        minWidth: '11rem',
        borderLeft: `0.75rem solid ${chosen?.background ?? 'transparent'}`,
      }}
    >
      <option value={NOT_JUDGED}>Not judged</option>
      {data.allPlanetCategory.map((category) => (
        <option key={category.value} value={category.value}>
          {category.longName}
        </option>
      ))}
    </Form.Select>
  );
}

/** An Order dropdown: None or a rank 1..9. */
export function OrderSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Form.Select
      size="sm"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      style={{ minWidth: '5rem' }}
    >
      {ORDER_VALUES.map((order) => (
        <option key={order} value={order}>
          {order === NOT_JUDGED ? 'None' : order}
        </option>
      ))}
    </Form.Select>
  );
}
