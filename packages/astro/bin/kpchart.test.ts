import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@kpdesk/source', 'bin/kpchart.ts', ...args],
    {
      cwd: packageDir,
      encoding: 'utf8',
      env: { ...process.env, EPHE_PATH: '' },
    },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('kpchart CLI', () => {
  it('prints the chart as JSON, with negative numbers given as separate arguments', () => {
    const r = run([
      '--date=1990-06-15',
      '--time=12:00:00',
      '--tz',
      '8',
      '--lat',
      '-66',
      '--lon=110',
      '--ayanamsa=1',
      '--node=true',
    ]);
    expect(r.status, r.stderr).toBe(0);
    const chart = JSON.parse(r.stdout) as {
      ephemeris: string;
      julianDayUT: number;
      ayanamsa: { index: number; name: string };
      planets: { name: string; longitude: number; margin: { laterSeconds: number } }[];
      cusps: { house: number; longitude: number }[];
      dasha: { yearDays: number; mahadashas: { bhuktis: { antaras: unknown[] }[] }[] };
      panchang: { tithi: { number: number } };
    };
    expect(chart.ephemeris).toBe('Moshier');
    expect(chart.julianDayUT).toBeCloseTo(2448057.6666666665, 8);
    expect(chart.ayanamsa).toMatchObject({ index: 1, name: 'Lahiri' });
    expect(chart.planets.map((p) => p.name)).toEqual([
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]);
    // kerykeion's Lahiri/true-node value for this chart (shared/oracles), to 1″.
    expect(Math.abs((chart.planets[0]?.longitude ?? 0) - 60.08390391839455) * 3600).toBeLessThan(1);
    expect(Math.abs((chart.cusps[0]?.longitude ?? 0) - 63.24663968281792) * 3600).toBeLessThan(0.5);
    expect(chart.planets[1]?.margin.laterSeconds).toBeGreaterThan(0);
    expect(chart.dasha.mahadashas).toHaveLength(9);
    expect(chart.dasha.mahadashas[0]?.bhuktis[0]?.antaras).toHaveLength(9);
  });
  it('prints a horary chart (--horary=N) in the birth chart shape, Ascendant at the row start', () => {
    const args = ['--date=2025-02-14', '--time=10:45:30', '--tz=5.5', '--lat=13.0827', '--lon=80.2707'];
    const r = run([...args, '--horary=145', '--horary-method=nearestRising']);
    expect(r.status, r.stderr).toBe(0);
    const horary = JSON.parse(r.stdout) as {
      cusps: { longitude: number; subLord: string }[];
      horary: { number: number; method: string; row: { fromDeg: number } };
    };
    // The birth chart's keys (shapeChart), then the horary facts.
    expect(Object.keys(horary)).toEqual([
      'ephemeris',
      'julianDayUT',
      'ayanamsa',
      'profile',
      'warnings',
      'planets',
      'cusps',
      'panchang',
      'dasha',
      'significators',
      'rulingPlanets',
      'horary',
    ]);
    expect(horary.horary).toMatchObject({ number: 145, method: 'nearestRising' });
    // Row 145 starts at Libra 29°26′40″ (sageasita.com/horary-charts.html), sub lord Moon.
    expect(Math.abs((horary.cusps[0]?.longitude ?? 0) - (209 + 26 / 60 + 40 / 3600)) * 3600).toBeLessThan(1);
    expect(horary.cusps[0]?.subLord).toBe('Moon');
  }, 15_000);
  it.each([
    [['--date=2025-02-14', '--time=10:45', '--tz=5.5', '--lat=13', '--lon=80', '--horary=250']],
    [
      [
        '--date=2025-02-14',
        '--time=10:45',
        '--tz=5.5',
        '--lat=13',
        '--lon=80',
        '--horary=7',
        '--horary-method=x',
      ],
    ],
    [['--date=1990-13-15', '--time=12:00', '--tz=8', '--lat=10', '--lon=10']],
    [['--date=1990-06-15', '--time=12:00', '--tz=8', '--lat=abc', '--lon=10']],
    [['--date=1990-06-15', '--time=12:00', '--tz=8', '--lat=10', '--lon=10', '--ayanamsa=31']],
    [['--date=1990-06-15', '--time=12:00', '--tz=8', '--lat=10', '--lon=10', '--bogus=1']],
  ])('exits 2 with a one-line error for %j', (args) => {
    const r = run(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
