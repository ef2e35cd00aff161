import type { MatchAnswer } from '@kpdesk/contract';
import type { ReactNode } from 'react';
import { RowsTable } from '../chart-tables/header-rows';
import { BothLivesTimeline } from './both-lives-timeline';
import type { MatchWords } from './match-words';

/** Whether a block sits under a page's own section heading (the shared page), one level down. */
interface BlockProps {
  match: MatchAnswer;
  w: MatchWords;
  isNested?: boolean;
}

function Block({
  id,
  title,
  isNested = false,
  children,
}: {
  id: string;
  title: string;
  isNested?: boolean | undefined;
  children: ReactNode;
}) {
  const Heading = isNested ? 'h3' : 'h2';
  return (
    <section aria-labelledby={id} className="mb-4">
      <Heading id={id} className="h5">
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** The KP judgement (§8): each chart's 7th cusp sub lord, its houses and verdict; the periods both run. */
export function KpBlock({ match, w, isNested }: BlockProps) {
  const { kp } = match;
  const person = (p: MatchAnswer['kp']['bride']) => [
    w.planet(p.cusp7SubLord),
    p.houses.join(', '),
    `${w.verdict(p.verdict)}${p.separation ? ` · ${w.label('separation')}` : ''}`,
  ];
  return (
    <Block id="match-kp" title={w.label('kpJudgement')} isNested={isNested}>
      <RowsTable
        isCaptionHidden
        caption={w.label('kpJudgement')}
        head={['', w.label('planet'), w.label('houses'), w.label('verdict')]}
        rows={[
          [`${w.label('bride')}: ${match.bride.name}`, ...person(kp.bride)],
          [`${w.label('groom')}: ${match.groom.name}`, ...person(kp.groom)],
        ]}
      />
      <p>
        <strong>{kp.bothPromise ? w.label('bothPromise') : w.label('notBothPromise')}</strong>
      </p>
      <p className="small">
        {w.label('rulingPlanets')} ({w.label('reportMoment')} {kp.moment}, {kp.place}):{' '}
        {kp.rulingPlanets
          .map((r) => `${w.planet(r.planet)}${r.isRetrograde ? ` (${w.label('retrograde')})` : ''}`)
          .join(', ')}
      </p>
      <h3 className="h6">{w.label('timeline')}</h3>
      <BothLivesTimeline match={match} w={w} />
      {kp.periods.length === 0 ? (
        <p>{w.label('noPeriods')}</p>
      ) : (
        <RowsTable
          isCaptionHidden
          caption={w.label('periods')}
          head={[w.label('from'), w.label('to'), w.label('bride'), w.label('groom')]}
          rows={kp.periods.map((p) => [
            p.from.slice(0, 10),
            p.to.slice(0, 10),
            p.bride.map(w.planet).join(' / '),
            p.groom.map(w.planet).join(' / '),
          ])}
        />
      )}
    </Block>
  );
}

/** The 36 points: each koota's rule, both partners' values and points; doshas with their cancellations. */
export function AshtakootaBlock({ match, w, isNested }: BlockProps) {
  const a = match.ashtakoota;
  return (
    <Block id="match-ashtakoota" title={w.label('ashtakoota')} isNested={isNested}>
      <RowsTable
        isCaptionHidden
        caption={w.label('ashtakoota')}
        head={[w.label('koota'), w.label('rule'), w.label('bride'), w.label('groom'), w.label('points')]}
        rows={a.kootas.map((k) => [
          w.koota(k.key),
          w.kootaRule(k.key),
          w.kootaValue(k.key, k.bride),
          w.kootaValue(k.key, k.groom),
          `${k.points} / ${k.max}`,
        ])}
      />
      <p>
        <strong>
          {w.label('total')}: {a.total} / 36 ({w.band(a.band)}) · {w.label('totalWithCancellations')}:{' '}
          {a.totalWithCancellations} / 36 ({w.band(a.bandWithCancellations)})
        </strong>
      </p>
      <RowsTable
        isCaptionHidden
        caption={w.label('dosha')}
        head={[w.label('dosha'), '', w.label('cancelledBy')]}
        rows={a.doshas.map((d) => [
          w.dosha(d.key),
          d.present ? w.label('present') : w.label('absent'),
          d.present
            ? d.cancelledBy.length
              ? d.cancelledBy.map(w.doshaRule).join('; ')
              : w.label('notCancelled')
            : '—',
        ])}
      />
    </Block>
  );
}

/** The ten poruthams (each passed or failed in words, the must-pass ones marked) and Manglik of both. */
export function PoruthamManglikBlock({ match, w, isNested }: BlockProps) {
  const manglik = (m: MatchAnswer['manglik']['bride']) => [
    m.present ? w.label('present') : w.label('absent'),
    [m.from.lagna, m.from.moon, m.from.venus].map((h) => (h === null ? '—' : String(h))).join(' / '),
    m.cancellations.map(w.manglikRule).join('; ') || '—',
  ];
  return (
    <Block id="match-poruthams" title={w.label('poruthams')} isNested={isNested}>
      <RowsTable
        isCaptionHidden
        caption={w.label('poruthams')}
        head={[w.label('porutham'), '', w.label('mustPass')]}
        rows={match.poruthams.map((p) => [
          w.porutham(p.key),
          p.passed ? `✓ ${w.label('passed')}` : `✗ ${w.label('failed')}`,
          p.mustPass ? w.label('mustPass') : '',
        ])}
      />
      <p>
        <strong>
          {w.label('poruthamTotal')}: {match.poruthamTotal} / 10
        </strong>
      </p>
      <h3 className="h6">{w.label('manglik')}</h3>
      <RowsTable
        isCaptionHidden
        caption={w.label('manglik')}
        head={['', w.label('manglik'), w.label('marsHouse'), w.label('cancellations')]}
        rows={[
          [`${w.label('bride')}: ${match.bride.name}`, ...manglik(match.manglik.bride)],
          [`${w.label('groom')}: ${match.groom.name}`, ...manglik(match.manglik.groom)],
        ]}
      />
      {match.manglik.reducedByBoth ? <p>{w.label('reducedByBoth')}</p> : null}
      {match.ayanamsaDiffers ? <p role="note">{w.label('ayanamsaDiffers')}</p> : null}
    </Block>
  );
}

/** The whole report in the Match page's order: the KP judgement, the 36 points, the poruthams and Manglik. */
export function MatchReport({ match, w, isNested }: BlockProps) {
  return (
    <>
      <KpBlock match={match} w={w} isNested={isNested} />
      <AshtakootaBlock match={match} w={w} isNested={isNested} />
      <PoruthamManglikBlock match={match} w={w} isNested={isNested} />
    </>
  );
}
