import { describe, expect, it } from 'vitest';
import type { ClientRequest } from '../../api/charts';
import { toClientDisplay, toSouthCentreLines } from './client-display';
import { loadLanguageResources } from '../../i18n/language-resources';
import { i18next } from '../../i18n/setup';

const CLIENT: ClientRequest = {
  id: 1,
  runningId: 7,
  firstName: 'Meena',
  lastName: 'Iyer',
  fatherName: 'Raman',
  sex: 'Female',
  dobDate: '1935-09-12',
  dobTime: '21:08:00',
  birthDate: '1935-09-12',
  birthTime: '21:08:00',
  birthTimeCorrected: null,
  birthDay: 'Thursday',
  birthTimezone: 5.5,
  birthCity: 'Guna',
  birthLatitude: 24.65,
  birthLongitude: 77.3,
  maritalStatus: 'Married',
  marriageDate: '1960-05-02T00:00:00',
  email: null,
  mobile: null,
};

describe('client values on the chart pages', () => {
  it('formats dates, times and coordinates by the effective settings', () => {
    expect(
      toClientDisplay(CLIENT, { dateFormat: 'dd-MM-yyyy', timeFormat: 'hh:mm:ss a', coordinateFormat: 'N' }),
    ).toEqual({
      name: 'Meena Iyer',
      birthDate: '12-09-1935',
      birthTime: '09:08:00 PM',
      birthTimeCorrected: '',
      chartTime: '09:08:00 PM',
      timezone: 'GMT+05:30',
      latitude: `24°39'00" N`,
      longitude: `77°18'00" E`,
      marriageDate: '02-05-1960',
    });
  });

  it('uses the corrected time for the chart and shows it beside the entered one', () => {
    const corrected = { ...CLIENT, birthTimeCorrected: '1935-09-12 21:10:30', marriageDate: null };
    const display = toClientDisplay(corrected, {
      dateFormat: 'yyyy-MM-dd',
      timeFormat: 'HH:mm:ss',
      coordinateFormat: 'Z',
    });
    expect(display).toMatchObject({
      birthTime: '21:08:00',
      birthTimeCorrected: '1935-09-12 21:10:30',
      chartTime: '21:10:30',
      latitude: '24.6500',
      marriageDate: '',
    });
    expect(toSouthCentreLines(corrected, display, { name: 'Krishnamurti', degree: '22°35′48″' })).toEqual([
      'Meena Iyer',
      '1935-09-12 Thursday',
      '21:10:30 GMT+05:30',
      'Guna',
      '24.6500',
      '77.3000',
      'Krishnamurti 22°35′48″',
    ]);
  });

  it('writes the weekday of the centre in the display language', async () => {
    await loadLanguageResources('hi');
    const display = toClientDisplay(CLIENT, {
      dateFormat: 'dd-MM-yyyy',
      timeFormat: 'HH:mm:ss',
      coordinateFormat: 'Z',
    });
    const lines = toSouthCentreLines(CLIENT, display, null, i18next.getFixedT('hi'));
    expect(lines[1]).toMatch(/^\d{2}-\d{2}-\d{4} गुरुवार$/);
  });
});
