import { formatWindowLength, type MuhurtaSearchInput, type MuhurtaWindowData } from '@kpdesk/contract';
import { useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { MuhurtaWords } from './muhurta-words';
import type { Person } from './people-picker';
import { WindowDetail } from './window-detail';

/** The key of a window: its start and end (unique within one search). */
export const windowKey = (w: Pick<MuhurtaWindowData, 'start' | 'end'>) => `${w.start}|${w.end}`;

/** What the list lets the astrologer do with a window. */
export interface WindowActions {
  /** The search the windows came from (a window's chart is cast at its place). */
  search: MuhurtaSearchInput;
  chosen: ReadonlySet<string>;
  onChoose: (window: MuhurtaWindowData, isChosen: boolean) => void;
  /** Save to a client; absent when no client can take it (no people concerned). */
  onSave?: (window: MuhurtaWindowData) => void;
}

/** One window as a card: times, length, lords, score, people's verdicts, and its details on demand. */
function WindowCard({
  window,
  rank,
  people,
  actions,
  words,
}: {
  window: MuhurtaWindowData;
  rank: number;
  people: readonly Person[];
  actions: WindowActions;
  words: MuhurtaWords;
}) {
  const [isOpen, setOpen] = useState(false);
  const detailId = `muhurta-window-${rank}`;
  const detailRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!isOpen) return;
    const detail = document.getElementById(detailId);
    detailRef.current = detail;
    detail?.scrollIntoView({ block: 'nearest' });
    detail?.focus();
  }, [isOpen, detailId]);
  const lords = [window.lagna.signLord, window.lagna.starLord, window.lagna.subLord]
    .map(words.planet)
    .join(' / ');
  const key = windowKey(window);
  return (
    <li className="card mb-2 muhurta-window">
      <div className="card-body py-2">
        <div className="d-flex flex-wrap gap-3 align-items-baseline">
          <strong>
            {rank}. {window.start} – {window.end.slice(11)}
          </strong>
          <span>
            {words.label('length')}: {formatWindowLength(window.seconds)}
          </span>
          <span>
            {words.label('score')}: {window.score}
          </span>
        </div>
        <div>
          {words.t('Lagna')} {lords} · {words.label('subLordStep')} ({words.label('cusp')}){' '}
          {words.planet(window.cuspSubLord)}
        </div>
        <div className="d-flex flex-wrap gap-2 mt-2 align-items-center screen-only">
          <Button
            size="sm"
            variant="outline-primary"
            aria-expanded={isOpen}
            aria-controls={detailId}
            onClick={() => setOpen(!isOpen)}
          >
            {words.label('details')}
          </Button>
          {actions.onSave ? (
            <Button size="sm" variant="outline-success" onClick={() => actions.onSave?.(window)}>
              {words.label('save')}
            </Button>
          ) : null}
          <Form.Check
            type="checkbox"
            id={`choose-${rank}`}
            label={words.label('choose')}
            checked={actions.chosen.has(key)}
            onChange={(e) => actions.onChoose(window, e.target.checked)}
          />
        </div>
        {isOpen ? (
          <WindowDetail id={detailId} window={window} people={people} search={actions.search} words={words} />
        ) : null}
      </div>
    </li>
  );
}

/** The windows in the finder's order (score, then length, then start), as a list of cards. */
export function WindowList({
  windows,
  people,
  actions,
  words,
  label,
}: {
  windows: readonly MuhurtaWindowData[];
  people: readonly Person[];
  actions: WindowActions;
  words: MuhurtaWords;
  label: string;
}) {
  return (
    <ol className="list-unstyled" aria-label={label}>
      {windows.map((w, i) => (
        <WindowCard
          key={windowKey(w)}
          window={w}
          rank={i + 1}
          people={people}
          actions={actions}
          words={words}
        />
      ))}
    </ol>
  );
}
