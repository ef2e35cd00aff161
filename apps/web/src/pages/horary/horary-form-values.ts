import {
  DEFAULT_TIME_ZONE,
  type HoraryQuestionInput,
  type HoraryRecord,
  type ProfileView,
} from '@kpdesk/contract';

/** A local date 'yyyy-MM-dd' and time 'HH:mm:ss' of a moment, as the browser's clock reads it. */
export function toLocalMoment(now: Date): { date: string; time: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`,
  };
}

/**
 * A new question: judged now, at the astrologer's profile place and time zone when the profile has a city
 * (the place of judgement is where the astrologer works), the KP method, no rotation.
 */
export function newHoraryValues(profile: ProfileView | null, now: Date): HoraryQuestionInput {
  const hasPlace = Boolean(profile?.city) && profile?.latitude !== null && profile?.longitude !== null;
  return {
    horaryNumber: '',
    question: '',
    clientRunningId: null,
    timezone: profile?.timezone ?? DEFAULT_TIME_ZONE,
    ...toLocalMoment(now),
    place: hasPlace ? (profile?.city ?? '') : '',
    latitude: hasPlace ? (profile?.latitude ?? '') : '',
    longitude: hasPlace ? (profile?.longitude ?? '') : '',
    method: 'judgementMoment',
    rotateHouse: 1,
    eventId: null,
  };
}

/** The form's values of a saved question. */
export function toFormValues(r: HoraryRecord): HoraryQuestionInput {
  return {
    horaryNumber: String(r.horaryNumber),
    question: r.question,
    clientRunningId: r.clientRunningId,
    timezone: r.timezone,
    date: r.date,
    time: r.time,
    place: r.place,
    latitude: r.latitude,
    longitude: r.longitude,
    method: r.method,
    rotateHouse: r.rotateHouse,
    eventId: r.eventId,
  };
}

/** The houses a question about someone else is read from (KP: the house of the relative becomes the first). */
export const ROTATION_CHOICES: readonly { house: number; label: string }[] = [
  { house: 1, label: 'House 1: the querent (no rotation)' },
  { house: 2, label: 'House 2' },
  { house: 3, label: 'House 3: a younger sibling, a neighbour' },
  { house: 4, label: 'House 4: the mother' },
  { house: 5, label: 'House 5: a child' },
  { house: 6, label: 'House 6: a maternal uncle, an employee' },
  { house: 7, label: 'House 7: the spouse, a partner' },
  { house: 8, label: 'House 8' },
  { house: 9, label: 'House 9: the father' },
  { house: 10, label: 'House 10' },
  { house: 11, label: 'House 11: an elder sibling, a friend' },
  { house: 12, label: 'House 12' },
];
