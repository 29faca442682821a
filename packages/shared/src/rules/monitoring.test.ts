import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUNDAMENTAL_REFERENCE_TYPE_IDS } from '../enums/reference-data.ts';
import type { TInfoQuestion } from '../schemas/project-infos.ts';
import {
  addCalendarDays,
  MONITORING_INFO_KEYS,
  milestoneSchedule,
  milestoneStatus,
  monitoringInfoIssues,
  monitoringInfosToSend,
  monitoringStepStates,
  otherPercentage,
} from './monitoring.ts';
import { emptyLand } from './project-lands.ts';

const q = (over: Partial<TInfoQuestion>): TInfoQuestion => ({
  infoTypeId: 1,
  code: 'X',
  nameFr: 'x',
  nameAr: 'x',
  answerDataType: 'STRING',
  category: 'FINANCIAL',
  required: false,
  unit: null,
  validationRuleCode: null,
  summableKind: null,
  choices: [],
  ...over,
});
const a = (infoTypeId: number, value: string | null, otherValue?: number) => ({
  infoTypeId,
  value,
  choiceItemId: null,
  otherValue,
});

describe('milestone dates (decision 065)', () => {
  it('counts dayNumber after the previous milestone; absoluteDayNumber is the running total from the decision day', () => {
    const s = milestoneSchedule('2026-01-31', [
      { orderMilestone: 2, dayNumber: 30, milestoneType: 'PROCEDURAL_MILESTONE' as const },
      { orderMilestone: 1, dayNumber: 1, milestoneType: 'REGULATORY_MILESTONE' as const },
    ]);
    expect(s.map((m) => [m.orderMilestone, m.absoluteDayNumber, m.verificationExpectedDate])).toEqual([
      [1, 1, '2026-02-01'],
      [2, 31, '2026-03-03'],
    ]);
  });

  it('gives ordered, non-decreasing dates whose gaps are the day numbers', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 12 }),
        (d, days) => {
          const day = d.toISOString().slice(0, 10);
          const s = milestoneSchedule(
            day,
            days.map((n, i) => ({ orderMilestone: i + 1, dayNumber: n, milestoneType: 'PROCEDURAL_MILESTONE' as const })),
          );
          let prev = day;
          s.forEach((m, i) => {
            expect(m.verificationExpectedDate).toBe(addCalendarDays(prev, days[i] ?? 0));
            expect(m.verificationExpectedDate >= prev).toBe(true);
            prev = m.verificationExpectedDate;
          });
          expect(s.at(-1)?.absoluteDayNumber ?? 0).toBe(days.reduce((x, y) => x + y, 0));
        },
      ),
    );
  });

  it('tells a milestone disabled, done, overdue, due within 15 days, or upcoming', () => {
    const m = (date: string, over = {}) => ({ disabled: false, actionCompleted: false, verificationExpectedDate: date, ...over });
    expect(milestoneStatus(m('2026-01-01', { disabled: true, actionCompleted: true }), '2026-02-01')).toBe('DISABLED');
    expect(milestoneStatus(m('2026-01-01', { actionCompleted: true }), '2026-02-01')).toBe('DONE');
    expect(milestoneStatus(m('2026-01-31'), '2026-02-01')).toBe('OVERDUE');
    expect(milestoneStatus(m('2026-02-16'), '2026-02-01')).toBe('DUE');
    expect(milestoneStatus(m('2026-02-17'), '2026-02-01')).toBe('UPCOMING');
  });
});

describe('the info step rules (spec 3 §5)', () => {
  const questions = [
    q({ infoTypeId: 1, answerDataType: 'DATE', summableKind: 'KICKOFF_DATE' }),
    q({ infoTypeId: 2, answerDataType: 'DATE', summableKind: 'FINALISATION_DATE' }),
    q({ infoTypeId: 3, answerDataType: 'PERCENTAGE' }),
    q({ infoTypeId: 4, code: 'PERMIT_REFERENCE' }),
    q({ infoTypeId: 5, code: 'LAND_TITLE_REFERENCE' }),
  ];

  it('wants the end after the kickoff', () => {
    const issues = monitoringInfoIssues(questions, [a(1, '2027-05-01'), a(2, '2027-05-01'), a(3, null), a(4, null), a(5, null)]);
    expect(issues).toEqual([{ field: 'infos.1.value', messageKey: MONITORING_INFO_KEYS.endAfterKickoff }]);
    expect(monitoringInfoIssues(questions, [a(1, '2027-05-01'), a(2, '2027-05-02'), a(3, null), a(4, null), a(5, null)])).toEqual(
      [],
    );
  });

  it('accepts a percentage only as an integer from 0 to 100, its "Autres" share 100 − value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (n) => {
        expect(
          monitoringInfoIssues(questions, [a(1, null), a(2, null), a(3, String(n), otherPercentage(String(n)) ?? 0)]),
        ).toEqual([]);
        expect(otherPercentage(String(n))).toBe(100 - n);
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 101, max: 100_000 }).map(String),
          fc
            .double({ min: 0.01, max: 99.99, noNaN: true })
            .filter((x) => !Number.isInteger(x))
            .map(String),
        ),
        (v) => {
          expect(monitoringInfoIssues(questions, [a(1, null), a(2, null), a(3, v)])).toEqual([
            { field: 'infos.2.value', messageKey: MONITORING_INFO_KEYS.percentage },
          ]);
        },
      ),
    );
    expect(monitoringInfoIssues(questions, [a(1, null), a(2, null), a(3, '60', 50)])).toEqual([
      { field: 'infos.2.value', messageKey: MONITORING_INFO_KEYS.sumOverHundred },
    ]);
  });

  it('flags a repeated reference on each offending field', () => {
    expect(monitoringInfoIssues(questions, [a(1, null), a(2, null), a(3, null), a(4, 'tf-12'), a(5, 'TF-12 ')])).toEqual([
      { field: 'infos.3.value', messageKey: MONITORING_INFO_KEYS.uniqueReference },
      { field: 'infos.4.value', messageKey: MONITORING_INFO_KEYS.uniqueReference },
    ]);
  });

  it('sends percentages as integers, no empty answer and no empty year list', () => {
    const sent = monitoringInfosToSend(questions, [a(1, ''), a(2, '2027-01-01'), a(3, '40', 60), a(4, null), a(5, null)], []);
    expect(sent).toEqual({
      infos: [
        { infoTypeId: 2, value: '2027-01-01', choiceItemId: null },
        { infoTypeId: 3, value: '40', choiceItemId: null },
      ],
    });
    expect('exploitationYears' in sent).toBe(false);
    expect('lands' in sent).toBe(false);
  });

  it('sends the parcels only when there are some, the fields of the other reference type cleared', () => {
    const requisition = {
      ...emptyLand(),
      fundamentalReferenceTypeId: FUNDAMENTAL_REFERENCE_TYPE_IDS.REQUISITION,
      registrationRequisitionNumber: ' 13577/63 ',
      titleNumber: 12,
      covered: false,
      coverDocument: 'stray',
    };
    expect(monitoringInfosToSend(questions, [], [], [requisition]).lands).toEqual([
      { ...requisition, registrationRequisitionNumber: '13577/63', titleNumber: null, coverDocument: null },
    ]);
    expect('lands' in monitoringInfosToSend(questions, [], [], [])).toBe(false);
  });

  it('gives each header step notStarted, inProgress or done', () => {
    expect(monitoringStepStates(0, false)).toEqual(['inProgress', 'notStarted', 'notStarted']);
    expect(monitoringStepStates(2, false)).toEqual(['done', 'done', 'inProgress']);
    expect(monitoringStepStates(1, true)).toEqual(['done', 'done', 'done']);
  });
});
