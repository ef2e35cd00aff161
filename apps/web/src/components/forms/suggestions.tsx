import { useEffect, useState, type CSSProperties } from 'react';
import { ListGroup } from 'react-bootstrap';

/** How long typing must pause before the suggestions are asked for. */
const SUGGESTION_DELAY_MS = 200;

/**
 * Suggestions for typed text (the header's client search, the place of birth): asked for once the text has
 * `minLength` characters and typing has paused, and only while `isWanted`. An answer for text that has
 * changed since (typed on, picked, emptied by a Reset) is dropped, so it cannot reopen the list.
 */
export function useSuggestions<T>(
  text: string,
  minLength: number,
  lookup: (text: string) => Promise<{ data: T[] }>,
  isWanted = true,
) {
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    if (!isWanted || text.trim().length < minLength) return setItems([]);
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      lookup(text).then(
        (answer) => isCurrent && setItems(answer.data),
        () => isCurrent && setItems([]),
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [text, minLength, lookup, isWanted]);
  return [items, setItems] as const;
}

/** The list of suggestions under a field; choosing one calls `onPick`. */
export function SuggestionList<T>({
  label,
  items,
  keyOf,
  textOf,
  onPick,
  className,
  style,
}: {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  textOf: (item: T) => string;
  onPick: (item: T) => void;
  className: string;
  style?: CSSProperties;
}) {
  if (items.length === 0) return null;
  return (
    <ListGroup className={className} style={style} aria-label={label}>
      {items.map((item) => (
        <ListGroup.Item key={keyOf(item)} action type="button" onClick={() => onPick(item)}>
          {textOf(item)}
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
