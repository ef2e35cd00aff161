import type { HoraryQuestionInput, HoraryRecord, ProfileView } from '@kpdesk/contract';
import type { TFunction } from 'i18next';
import type { SelectOption } from '../../components/forms/labelled-select';
import { toJudgementValues } from '../../components/options/judgement-fields';
import { judgementNow } from '../../components/options/judgement-now';

/** A new question: judged now at the astrologer's profile place and zone (see judgementNow), the KP method, no rotation. */
export function newHoraryValues(profile: ProfileView | null, instantMs: number): HoraryQuestionInput {
  return {
    horaryNumber: '',
    question: '',
    clientRunningId: null,
    ...judgementNow(profile, instantMs),
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
    ...toJudgementValues(r),
    method: r.method,
    rotateHouse: r.rotateHouse,
    eventId: r.eventId,
  };
}

/** Whom a house stands for when a question is about someone else (KP: that house becomes the first). */
const HOUSE_PERSONS: Readonly<Record<number, string>> = {
  1: 'the querent (no rotation)',
  3: 'a younger sibling, a neighbour',
  4: 'the mother',
  5: 'a child',
  6: 'a maternal uncle, an employee',
  7: 'the spouse, a partner',
  9: 'the father',
  11: 'an elder sibling, a friend',
};

/** The houses a question about someone else is read from, each with the person it stands for, in the display language. */
export function rotationChoices(t: TFunction): SelectOption[] {
  return Array.from({ length: 12 }, (_, i) => {
    const house = i + 1;
    const person = HOUSE_PERSONS[house];
    return {
      value: house,
      label: person
        ? t('House {{house}}: {{person}}', { house, person: t(person) })
        : t('House {{house}}', { house }),
    };
  });
}
