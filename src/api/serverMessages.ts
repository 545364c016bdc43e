import { i18n } from '../i18n';
import type { resources } from '../i18n/resources';
import { formatMoney } from '../lib/money';

/** The texts of this module: loaded with the HTTP layer, read when an error arrives. */
const NAMESPACE = 'serverMessages';
type Texts = (typeof resources)['no'][typeof NAMESPACE];
type MessageKey = keyof Texts['messages'];
type FieldKey = keyof Texts['fields'];

type Values = Record<string, string>;

interface MessageRule {
  /** The backend's exact wording (contract §2, §4, §6, §7, §8, §11), values captured. */
  pattern: RegExp;
  key: MessageKey;
  values?: (match: RegExpExecArray) => Values;
  /** Where the same words mean something more precise: by the path of the request that got them. */
  byPath?: readonly (readonly [RegExp, MessageKey])[];
}

/** `%.2f` in the server's locale: `1100.00`, or `1100,00`; shown as `1 100,-` (spec §9). */
function money(raw: string | undefined): string {
  const amount = Number((raw ?? '').replace(',', '.'));
  return raw !== undefined && Number.isFinite(amount) ? formatMoney(amount) : (raw ?? '');
}

const first = (name: string) => (match: RegExpExecArray) => ({ [name]: match[1] ?? '' });
const amount = (match: RegExpExecArray) => ({ amount: money(match[1]) });

/** Every message the backend is known to send outside the validation list below. */
export const MESSAGE_RULES: readonly MessageRule[] = [
  { pattern: /^Your request is invalid\. Cannot proceed\.$/, key: 'invalidRequest' },
  // Says 10 MB, means 20 MB for the whole request (contract §2.2).
  { pattern: /^Max upload size of \d+ MB exceeded\. Try again with less data\.$/, key: 'uploadTooLarge' },
  { pattern: /^Invalid date format\. Check and try again$/, key: 'invalidDate' },
  { pattern: /^User with this email already exists$/, key: 'emailTaken' },
  {
    pattern: /^Could not perform save\.$/,
    key: 'couldNotSave',
    // Any failed save (GlobalExceptionHandler): on an auction's write it is an amount beyond the
    // DECIMAL(10, 2) columns (contract §14.11); on a company's registration, its organisation number.
    byPath: [
      [/\/auctions(?:\/|\?|$)/, 'amountNotSaved'],
      [/\/users\/register-buyer(?:\?|$)/, 'organisationNotSaved'],
    ],
  },
  { pattern: /^Unsupported file type: (.*)$/, key: 'unsupportedFileType', values: first('type') },
  { pattern: /^File content type is null or empty$/, key: 'fileTypeMissing' },
  { pattern: /^File '(.*)' could not be processed$/, key: 'fileNotProcessed', values: first('name') },
  { pattern: /^User with email (.*) was not found$/, key: 'userEmailNotFound', values: first('email') },
  { pattern: /^User with number (.*) was not found$/, key: 'userPhoneNotFound', values: first('phone') },
  { pattern: /^Invalid credentials\. Please check email or password\.$/, key: 'invalidCredentials' },
  {
    pattern: /^User with id '?([^']*?)'? (?:was not found|does not exist)$/,
    key: 'userNotFound',
    values: first('id'),
  },
  { pattern: /^Provided token is invalid\.$/, key: 'tokenInvalid' },
  { pattern: /^Current user id is not present\. Cannot proceed\.$/, key: 'userIdMissing' },
  { pattern: /^Access Denied$/, key: 'accessDenied' },
  {
    pattern: /^Car with id '?([^']*?)'? (?:was not found|does not exist)$/,
    key: 'carNotFound',
    values: first('id'),
  },
  { pattern: /^Car with this registration number already exists$/, key: 'registrationNumberTaken' },
  {
    pattern: /^Car with the registration number '(.*)' already exists$/,
    key: 'registrationNumberTakenNamed',
    values: first('registrationNumber'),
  },
  { pattern: /^Car is already on the auction\. Cannot update\.$/, key: 'carOnAuctionNoUpdate' },
  { pattern: /^Car is already sold\. Cannot update\.$/, key: 'carSoldNoUpdate' },
  { pattern: /^Auction with id '(.*)' not found$/, key: 'auctionNotFound', values: first('id') },
  { pattern: /^Auction for a car with id '(.*)' not found$/, key: 'carAuctionNotFound', values: first('id') },
  { pattern: /^Auction for car '(.*)' already exists$/, key: 'auctionExists', values: first('id') },
  { pattern: /^Auction is already closed\. Cannot place new bid\.$/, key: 'auctionClosed' },
  { pattern: /^Auction is currently paused\.$/, key: 'auctionPaused' },
  { pattern: /^Bid is too low\. Must be at least (\d+(?:[.,]\d+)?)$/, key: 'bidTooLow', values: amount },
  {
    pattern: /^Auto Bid is too low\. Must be at least (\d+(?:[.,]\d+)?)$/,
    key: 'autoBidTooLow',
    values: amount,
  },
  {
    pattern:
      /^An auto bid with the amount '(\d+(?:[.,]\d+)?)' exists already\. Can't place a bid with the exact same amount$/,
    key: 'sameAsAutoBid',
    values: amount,
  },
];

/** The field names of the validation messages (contract §10), by what the backend writes. */
export const VALIDATION_FIELDS: Readonly<Record<string, FieldKey>> = {
  name: 'name',
  'phone number': 'phoneNumber',
  email: 'email',
  password: 'password',
  address: 'address',
  'street address': 'streetAddress',
  'postal location': 'postalLocation',
  'postal code': 'postalCode',
  country: 'country',
  'organisation name': 'organisationName',
  'organisation number': 'organisationNumber',
  'company id': 'companyId',
  'fallback email': 'fallbackEmail',
  id: 'id',
  'car id': 'carId',
  'owner id': 'ownerId',
  'registration number': 'registrationNumber',
  kms: 'kilometers',
  kilometers: 'kilometers',
  'kilometers value': 'kilometers',
  price: 'expectedPrice',
  make: 'make',
  model: 'model',
  'engine type': 'engineType',
  'engine volume': 'engineVolume',
  bodywork: 'bodywork',
  seats: 'numberOfSeats',
  doors: 'numberOfDoors',
  color: 'color',
  'gearbox type': 'gearboxType',
  'operating mode': 'operatingMode',
  weight: 'weight',
  'auction id': 'auctionId',
  amount: 'amount',
};

const VALIDATION_PREFIX = /^Validation error\(s\): ([\s\S]*)$/;
const REQUIRED =
  /^(.+?) (?:cannot be null or blank|cannot be null|cannot be blank|should not be blank|is empty)$/;
const NOT_NEGATIVE = /^(.+?) (?:cannot be less th[ae]n 0|must be no less than 0)$/;
const PASSWORD_LENGTH = /^Password (?:should|must) be at least 8 symbols long$/;

type Key = `validation.${keyof Texts['validation']}` | `fields.${FieldKey}` | `messages.${MessageKey}`;
const t = (key: Key, values?: Values): string => i18n.t(key, { ns: NAMESPACE, ...values });

/** One validation message in the reader's language, or as received when it is not known. */
function translateViolation(violation: string): string {
  if (PASSWORD_LENGTH.test(violation)) return t('validation.passwordTooShort');
  if (violation === 'Car cannot be registered in the future') return t('validation.futureRegistration');
  if (violation === 'must not be null') return t('validation.missingValue');
  for (const [pattern, key] of [
    [REQUIRED, 'validation.required'],
    [NOT_NEGATIVE, 'validation.notNegative'],
  ] as const) {
    const field = VALIDATION_FIELDS[pattern.exec(violation)?.[1]?.toLowerCase() ?? ''];
    if (field !== undefined) return t(key, { field: t(`fields.${field}`) });
  }
  return violation;
}

/**
 * A message of the backend in the user's language, with its values (amounts the Norwegian way);
 * a message this list does not know is shown as received. Until the texts have loaded (they come
 * with the HTTP layer), the message also stays as received. `path` is the request's, when the same
 * words mean different things on different calls ("Could not perform save.").
 */
export function translateServerMessage(message: string, path?: string): string {
  if (!i18n.hasLoadedNamespace(NAMESPACE)) return message;
  const validation = VALIDATION_PREFIX.exec(message.trim());
  if (validation) {
    // "A; B; " in no fixed order; a null field under NotNull and NotBlank says the same thing twice.
    const parts = (validation[1] ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const list = [...new Set(parts.map(translateViolation))].join('; ');
    return t('validation.summary', { list });
  }
  for (const rule of MESSAGE_RULES) {
    const match = rule.pattern.exec(message.trim());
    if (!match) continue;
    const key = rule.byPath?.find(([where]) => path !== undefined && where.test(path))?.[1] ?? rule.key;
    return t(`messages.${key}`, rule.values?.(match));
  }
  return message;
}

/**
 * One of the backend's messages in the product's own words, by what it means, with values the
 * caller vouches for: for a refusal whose text must not be shown as it came (a message on the user's
 * error queue, which anyone logged in can write, contract §14.9).
 */
export const serverMessageText = (key: MessageKey, values?: Values): string => t(`messages.${key}`, values);

/** Loads the texts in the current language (and again on a language change, as i18next does). */
export const loadServerMessages = (): Promise<void> => i18n.loadNamespaces(NAMESPACE);

const SAME_AS_AUTO_BID = MESSAGE_RULES.find((rule) => rule.key === 'sameAsAutoBid')?.pattern;

/**
 * A bid refused because it equals an autobid's limit (contract §7.4 rule 3), by the server's own
 * words: the room tells it in place, without the amount's owner (issue 36).
 */
export const refusesSameAsAutoBid = (serverMessage: string | undefined): boolean =>
  serverMessage !== undefined &&
  SAME_AS_AUTO_BID !== undefined &&
  SAME_AS_AUTO_BID.test(serverMessage.trim());
