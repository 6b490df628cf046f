import { proposedCaseName, quoteRequestCaseWrite } from './quote-requests';

const request = (fullName: string, area = 'Venezia e laguna') => ({
  customer: { fullName },
  area: { name: area },
  begin: '2027-04-10',
  end: '2027-04-13',
});

describe('proposedCaseName', () => {
  it.each([
    ['Viaggi Demo - Venezia e laguna dal 10/04/2027 al 13/04/2027', request('Viaggi Demo')],
    ['Scuola Dante - Toscana dal 10/04/2027 al 13/04/2027', request('Scuola Dante', 'Toscana')],
  ])('%s', (name, r) => expect(proposedCaseName(r)).toBe(name));

  it('is cut to the length of a case name, and is a valid one', () => {
    const name = proposedCaseName(request('A'.repeat(250)));
    expect(name).toHaveLength(200);
    expect(quoteRequestCaseWrite.safeParse({ name }).success).toBe(true);
  });
});

describe('quoteRequestCaseWrite', () => {
  it.each([
    [{ name: '  Gita  ' }, { name: 'Gita' }],
    [{ name: '' }, null],
    [{ name: '   ' }, null],
    [{}, null],
  ])('%o → %o', (body, parsed) => {
    const r = quoteRequestCaseWrite.safeParse(body);
    expect(r.success ? r.data : null).toEqual(parsed);
  });
});
