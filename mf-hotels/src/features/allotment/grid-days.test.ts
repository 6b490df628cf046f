import { gridDays } from './grid-days';

describe('gridDays', () => {
  test('weekends, holidays and month boundaries of a period across May', () => {
    const days = gridDays(['2027-04-30', '2027-05-01', '2027-05-02', '2027-05-03']);
    expect(days.map((d) => d.label)).toEqual(['30/04', '01/05', '02/05', '03/05']);
    expect(days.map((d) => d.weekday)).toEqual(['ven', 'sab', 'dom', 'lun']);
    expect(days.map((d) => d.weekend)).toEqual([false, true, true, false]);
    expect(days.map((d) => d.holiday)).toEqual([undefined, 'Festa del Lavoro', undefined, undefined]);
    // The first column and each first of a month name their month.
    expect(days.map((d) => d.month)).toEqual(['aprile 2027', 'maggio 2027', undefined, undefined]);
    // Every day knows its month, for the corner's label once the first of the month scrolled away.
    expect(days.map((d) => d.monthOf)).toEqual(['aprile 2027', 'maggio 2027', 'maggio 2027', 'maggio 2027']);
    expect(days[1].title).toBe('sabato 01/05/2027 · Festa del Lavoro');
  });
});
