import { Form } from 'react-bootstrap';
import type { MuhurtaWords } from './muhurta-words';

const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * One set of houses as twelve labelled checkboxes in a fieldset (favourable or negating); the error of the
 * set sits under it, linked to the group.
 */
export function HouseSet({
  id,
  legend,
  houses,
  error,
  onChange,
  words,
}: {
  id: string;
  legend: string;
  houses: readonly number[];
  error?: string;
  onChange: (houses: number[]) => void;
  words: MuhurtaWords;
}) {
  const toggle = (house: number, on: boolean) =>
    onChange(on ? [...houses, house].sort((a, b) => a - b) : houses.filter((h) => h !== house));
  return (
    <fieldset
      className="mb-3"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={Boolean(error)}
    >
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="d-flex flex-wrap gap-2">
        {HOUSES.map((house) => (
          <Form.Check
            key={house}
            inline
            className="me-1"
            type="checkbox"
            id={`${id}-${house}`}
            label={String(house)}
            aria-label={`${legend} ${house}`}
            checked={houses.includes(house)}
            onChange={(e) => toggle(house, e.target.checked)}
          />
        ))}
      </div>
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {words.t(error)}
        </div>
      ) : null}
    </fieldset>
  );
}
