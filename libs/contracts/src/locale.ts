import { z } from 'zod';
import { messages } from './messages';

/** Numbers in messages as Italians write them: 9.999, 100.000 (it-IT groups 4 digits only with 'always'). */
const italianNumber = new Intl.NumberFormat('it-IT', { useGrouping: 'always', maximumFractionDigits: 2 });
const formatBound = (n: number | bigint) => italianNumber.format(n);

type Issue = z.core.$ZodRawIssue;

/** The input is absent: an omitted field, or `null` / `undefined` where a value is required. */
const isMissing = (input: unknown) => input === undefined || input === null;

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (isMissing(issue.input)) return messages.required;
  switch (issue.expected) {
    case 'number':
    case 'bigint':
    case 'nan':
      return messages.notANumber;
    case 'int':
      // `.int()`: a number that is not whole; anything else is not a number at all.
      return typeof issue.input === 'number' && Number.isFinite(issue.input)
        ? messages.integer
        : messages.notANumber;
    case 'string':
      return messages.notAText;
    case 'boolean':
      return messages.notABoolean;
    case 'date':
      return messages.invalidDate;
    case 'array':
    case 'tuple':
    case 'set':
      return messages.notAList;
    case 'object':
    case 'record':
    case 'map':
      return messages.notAnObject;
    default:
      return messages.invalidValue;
  }
}

/** The words of a size issue (too_big, too_small) for each kind of value it bounds. */
type BoundWords = {
  number(bound: number | bigint, inclusive: boolean): string;
  text(bound: number): string;
  list(bound: number): string;
};

function sizeMessage(origin: string, bound: number | bigint, inclusive: boolean, words: BoundWords): string {
  switch (origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return words.number(bound, inclusive);
    case 'string':
      return words.text(Number(bound));
    case 'array':
    case 'set':
      return words.list(Number(bound));
    default:
      return messages.invalidValue;
  }
}

const tooBigWords: BoundWords = {
  number: (maximum, inclusive) =>
    inclusive ? messages.maxValue(formatBound(maximum)) : messages.lessThan(formatBound(maximum)),
  text: messages.tooLong,
  list: messages.tooMany,
};

const tooSmallWords: BoundWords = {
  number: (minimum, inclusive) => {
    if (Number(minimum) === 0) return inclusive ? messages.notNegative : messages.positive;
    return inclusive ? messages.minValue(formatBound(minimum)) : messages.greaterThan(formatBound(minimum));
  },
  // An empty text is a missing one.
  text: (minimum) => (minimum <= 1 ? messages.required : messages.tooShort(minimum)),
  list: (minimum) => (minimum <= 1 ? messages.atLeastOneItem : messages.tooFew(minimum)),
};

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return messages.email;
    case 'date':
    case 'datetime':
    case 'time':
    case 'duration':
      return messages.dateFormat;
    case 'url':
      return messages.url;
    default:
      return messages.invalidFormat;
  }
}

/**
 * The Italian message of a zod issue that the schema does not word itself (docs/product/formats-and-errors.md#field-messages): it names the real problem ('Valore massimo 9.999', 'Deve essere un numero intero',
 * 'Formato data non valido'), says 'Campo obbligatorio' only for a missing value, and never
 * shows zod's own English or technical words (types, 'record', the received value).
 */
export function italianIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return sizeMessage(issue.origin, issue.maximum, issue.inclusive ?? true, tooBigWords);
    case 'too_small':
      return sizeMessage(issue.origin, issue.minimum, issue.inclusive ?? true, tooSmallWords);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return messages.multipleOf(formatBound(issue.divisor));
    case 'unrecognized_keys':
      return messages.unknownFields;
    case 'invalid_value':
      return isMissing(issue.input) ? messages.required : messages.notAllowed;
    case 'invalid_union':
      return isMissing(issue.input) ? messages.required : messages.invalidValue;
    case 'invalid_key':
      return messages.invalidKey;
    default:
      return messages.invalidValue;
  }
}

/**
 * Installs the Italian messages for everything the schemas do not word themselves. zod is
 * bundled per remote (it is not shared), so each bundle that validates calls this once at
 * start: the API in buildApp, each remote in its routes module. Not run on import, so that
 * importing a constant from the contracts does not pull zod into a bundle.
 */
export function configureZodLocale(): void {
  z.config({ localeError: italianIssueMessage });
}
