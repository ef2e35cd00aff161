import { type MuhurtaSearchInput, type MuhurtaWindowData, MUHURTA_GATES } from '@kpdesk/contract';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { WindowChart } from './window-chart';
import type { MuhurtaWords } from './muhurta-words';
import type { Person } from './people-picker';

type Gate = MuhurtaWindowData['gates']['lagna'];

const houseList = (houses: readonly number[]) => `{${houses.join(', ')}}`;

/** A gate's 4-step: each planet with its houses, then their union and whether it passes. */
function GateSteps({ title, gate, words }: { title: string; gate: Gate; words: MuhurtaWords }) {
  return (
    <div className="mb-2">
      <strong>{title}</strong>{' '}
      <span>
        {gate.steps.map((s) => `${words.planet(s.planet)} ${houseList(s.houses)}`).join(' → ')} ={' '}
        {houseList(gate.houses)} {gate.passes ? '✓' : '✗'}
      </span>
    </div>
  );
}

/** The ruling planets of the window's start: slots, houses, and whether each counts (marked in words). */
function RulingPlanets({ window, words }: { window: MuhurtaWindowData; words: MuhurtaWords }) {
  return (
    <div className="mb-2">
      <strong>
        {words.label('rulingPlanets')} ({words.label('rpScore')}: {window.rpScore})
      </strong>
      <ul className="mb-0">
        {window.rulingPlanets.map((rp) => (
          <li key={rp.planet}>
            {words.planet(rp.planet)} ({rp.slots.map(words.slot).join(', ')}) {houseList(rp.houses)}{' '}
            {rp.counted ? `✓ ${words.label('signifiesFavourable')}` : ''}
            {rp.retrograde ? ` ✗ ${words.label('retrograde')}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each person's check at the window: reasons of a rejection, Tarabala, Chandrabala, running periods, score. */
function PeopleChecks({
  window,
  people,
  words,
}: {
  window: MuhurtaWindowData;
  people: readonly Person[];
  words: MuhurtaWords;
}) {
  if (window.participants.length === 0) return null;
  const nameOf = (runningId: number) =>
    people.find((p) => p.runningId === runningId)?.name ?? String(runningId);
  return (
    <div className="mb-2">
      <strong>{words.label('participants')}</strong>
      <ul className="mb-0">
        {window.participants.map((p) => (
          <li key={p.runningId}>
            {nameOf(p.runningId)}: {words.label('score')} {p.score} · {words.label('tarabala')} {p.tarabala} ·{' '}
            {words.label('chandrabala')} {p.chandrabala} · {words.label('periods')}{' '}
            {p.periods
              .map((period) => `${words.planet(period.lord)}${period.signifiesFavourable ? ' ✓' : ''}`)
              .join(' / ')}
            {p.rejected ? ` · ${words.label('rejected')}: ${p.reasons.map(words.reason).join(', ')}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Why a window qualifies: both gates with their four steps, the ruling planets and what each person's check
 * gave, and what bounds the window at each end.
 */
export function WindowDetail({
  window,
  people,
  search,
  words,
  id,
}: {
  window: MuhurtaWindowData;
  people: readonly Person[];
  search: MuhurtaSearchInput;
  words: MuhurtaWords;
  id: string;
}) {
  const [isChartShown, setChartShown] = useState(false);
  const gateName = (key: 'lagna' | 'cusp') => MUHURTA_GATES.names[key][words.language];
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-label={`${words.label('reasons')} ${window.start}`}
      className="border rounded p-2 mb-2 bg-light"
    >
      <h3 className="h6">{words.label('reasons')}</h3>
      <GateSteps title={gateName('lagna')} gate={window.gates.lagna} words={words} />
      <GateSteps title={gateName('cusp')} gate={window.gates.cusp} words={words} />
      <div className="mb-2">
        <strong>{words.label('dayLord')}</strong> {words.planet(window.dayLord)}
      </div>
      <RulingPlanets window={window} words={words} />
      <PeopleChecks window={window} people={people} words={words} />
      <div>
        <strong>{words.label('edges')}</strong> {window.edges.start.map(words.edge).join(', ')} →{' '}
        {window.edges.end.map(words.edge).join(', ')}
      </div>
      {window.houseSystem === 'Porphyry' ? <p className="mb-0">{words.label('porphyry')}</p> : null}
      {window.polarDay ? <p className="mb-0">{words.label('polarDay')}</p> : null}
      <Button
        size="sm"
        variant="outline-primary"
        className="mt-2 screen-only"
        aria-expanded={isChartShown}
        onClick={() => setChartShown(!isChartShown)}
      >
        {words.label('chart')}
      </Button>
      {isChartShown ? <WindowChart start={window.start} search={search} words={words} /> : null}
    </section>
  );
}
