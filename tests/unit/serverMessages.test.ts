import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n';
import {
  MESSAGE_RULES,
  refusesSameAsAutoBid,
  translateServerMessage,
  VALIDATION_FIELDS,
} from '../../src/api/serverMessages';

const NBSP = '\u00a0';

/**
 * Every message the production backend is known to send (contract §2.2, §4, §6.4, §6.6, §7.3–7.5,
 * §8.4, §10) and the stand-in's own, exactly as written there, with what each user reads.
 */
const CATALOGUE: [message: string, norwegian: string, english: string][] = [
  [
    'Your request is invalid. Cannot proceed.',
    'Forespørselen var ugyldig og ble ikke utført.',
    'Your request is invalid. Cannot proceed.',
  ],
  [
    'Max upload size of 10 MB exceeded. Try again with less data.',
    'Filene er for store: det som sendes på én gang, kan være høyst 20 MB til sammen.',
    'The files are too large: one upload may be at most 20 MB in total.',
  ],
  [
    'Invalid date format. Check and try again',
    'Ugyldig datoformat. Sjekk datoen og prøv igjen.',
    'Invalid date format. Check and try again',
  ],
  [
    'User with this email already exists',
    'Det finnes allerede en bruker med denne e-postadressen.',
    'User with this email already exists',
  ],
  ['Could not perform save.', 'Opplysningene kunne ikke lagres.', 'The details could not be saved.'],
  [
    'Unsupported file type: application/octet-stream',
    'Filtypen støttes ikke: application/octet-stream',
    'Unsupported file type: application/octet-stream',
  ],
  [
    'File content type is null or empty',
    'En av filene mangler filtype og kunne ikke lagres.',
    'One of the files has no file type and could not be stored.',
  ],
  [
    "File 'lisens.pdf' could not be processed",
    'Filen «lisens.pdf» kunne ikke behandles.',
    "File 'lisens.pdf' could not be processed",
  ],
  [
    'User with email kari@firma.no was not found',
    'Fant ingen bruker med e-postadressen kari@firma.no.',
    'User with email kari@firma.no was not found',
  ],
  [
    'User with number +4712345678 was not found',
    'Fant ingen bruker med telefonnummeret +4712345678.',
    'User with number +4712345678 was not found',
  ],
  [
    'Invalid credentials. Please check email or password.',
    'Feil e-post eller passord. Sjekk begge og prøv igjen.',
    'Invalid credentials. Please check email or password.',
  ],
  ['User with id 42 was not found', 'Fant ikke brukeren (ID 42).', 'User with id 42 was not found'],
  ["User with id '42' does not exist", 'Fant ikke brukeren (ID 42).', 'User with id 42 was not found'],
  [
    'Provided token is invalid.',
    'Innloggingen din gjelder ikke lenger. Logg inn på nytt.',
    'Your login is no longer valid. Please log in again.',
  ],
  [
    'Current user id is not present. Cannot proceed.',
    'Innloggingen mangler bruker-ID. Logg inn på nytt.',
    'Your login has no user id. Please log in again.',
  ],
  [
    'Access Denied',
    'Ingen tilgang. Bare representanter for godkjente bedrifter kan by.',
    'Access denied. Only representatives of approved companies can bid.',
  ],
  ['Car with id c1 was not found', 'Fant ikke bilen (ID c1).', 'Car with id c1 was not found'],
  ["Car with id 'c1' does not exist", 'Fant ikke bilen (ID c1).', 'Car with id c1 was not found'],
  [
    'Car with this registration number already exists',
    'Det finnes allerede en bil med dette registreringsnummeret.',
    'Car with this registration number already exists',
  ],
  [
    "Car with the registration number 'AB12345' already exists",
    'Det finnes allerede en bil med registreringsnummeret AB12345.',
    "Car with the registration number 'AB12345' already exists",
  ],
  [
    'Car is already on the auction. Cannot update.',
    'Bilen er på auksjon og kan ikke endres.',
    'Car is already on the auction. Cannot update.',
  ],
  [
    'Car is already sold. Cannot update.',
    'Bilen er solgt og kan ikke endres.',
    'Car is already sold. Cannot update.',
  ],
  ["Auction with id 'a1' not found", 'Fant ikke auksjonen (ID a1).', "Auction with id 'a1' not found"],
  [
    "Auction for a car with id 'c1' not found",
    'Fant ingen auksjon for bilen (ID c1).',
    "Auction for a car with id 'c1' not found",
  ],
  [
    "Auction for car 'c1' already exists",
    'Bilen har allerede en auksjon (bil-ID c1).',
    "Auction for car 'c1' already exists",
  ],
  [
    'Auction is already closed. Cannot place new bid.',
    'Auksjonen er avsluttet. Du kan ikke by mer.',
    'Auction is already closed. Cannot place new bid.',
  ],
  [
    'Auction is currently paused.',
    'Auksjonen er satt på pause. Du kan ikke by nå.',
    'Auction is currently paused.',
  ],
  [
    'Bid is too low. Must be at least 1100.00',
    `Budet er for lavt. Det må være minst 1${NBSP}100,-`,
    `Bid is too low. Must be at least 1${NBSP}100,-`,
  ],
  // The server's locale is unknown: %.2f may print a decimal comma.
  [
    'Bid is too low. Must be at least 152500,50',
    `Budet er for lavt. Det må være minst 152${NBSP}500,5,-`,
    `Bid is too low. Must be at least 152${NBSP}500,5,-`,
  ],
  [
    'Auto Bid is too low. Must be at least 121000.00',
    `Autobudet er for lavt. Grensen må være minst 121${NBSP}000,-`,
    `Autobid is too low. The limit must be at least 121${NBSP}000,-`,
  ],
  [
    "An auto bid with the amount '100000.00' exists already. Can't place a bid with the exact same amount",
    `Auksjonen tar ikke imot et bud på nøyaktig 100${NBSP}000,-. By et annet beløp.`,
    `The auction does not take a bid of exactly 100${NBSP}000,-. Bid another amount.`,
  ],
];

/** Contract §10: every validation text, as the backend writes it, and the Norwegian reading. */
const VIOLATIONS: [violation: string, norwegian: string][] = [
  ['Name cannot be null', 'Navn er påkrevd'],
  ['Name cannot be blank', 'Navn er påkrevd'],
  ['Phone number cannot be null', 'Telefonnummer er påkrevd'],
  ['phone number cannot be blank', 'Telefonnummer er påkrevd'],
  ['Phone number cannot be blank', 'Telefonnummer er påkrevd'],
  ['Email cannot be null', 'E-post er påkrevd'],
  ['Email cannot be blank', 'E-post er påkrevd'],
  ['Password cannot be null', 'Passord er påkrevd'],
  ['Password cannot be blank', 'Passord er påkrevd'],
  ['Password is empty', 'Passord er påkrevd'],
  ['Password should be at least 8 symbols long', 'Passordet må ha minst 8 tegn'],
  ['Password must be at least 8 symbols long', 'Passordet må ha minst 8 tegn'],
  ['Address cannot be null', 'Adresse er påkrevd'],
  ['Street address cannot be null', 'Gateadresse er påkrevd'],
  ['Street address cannot be blank', 'Gateadresse er påkrevd'],
  ['Postal location cannot be null', 'Poststed er påkrevd'],
  ['Postal location cannot be blank', 'Poststed er påkrevd'],
  ['Postal code cannot be null', 'Postnummer er påkrevd'],
  ['Postal code cannot be blank', 'Postnummer er påkrevd'],
  ['Organisation Name cannot be null', 'Organisasjonsnavn er påkrevd'],
  ['Organisation Name cannot be blank', 'Organisasjonsnavn er påkrevd'],
  ['Organisation name cannot be blank', 'Organisasjonsnavn er påkrevd'],
  ['Organisation Number cannot be null', 'Organisasjonsnummer er påkrevd'],
  ['Organisation number cannot be null', 'Organisasjonsnummer er påkrevd'],
  ['Country cannot be null', 'Land er påkrevd'],
  ['Country cannot be blank', 'Land er påkrevd'],
  ['Company Id cannot be null', 'Bedriftens ID er påkrevd'],
  ['Fallback email cannot be null', 'Reserve-e-post er påkrevd'],
  ['Fallback email cannot be blank', 'Reserve-e-post er påkrevd'],
  ['Id cannot be null', 'ID er påkrevd'],
  ['ID cannot be null', 'ID er påkrevd'],
  ['Car Id cannot be null', 'Bilens ID er påkrevd'],
  ['Owner ID cannot be null', 'Eierens ID er påkrevd'],
  ['Registration number cannot be null', 'Registreringsnummer er påkrevd'],
  ['Registration number should not be blank', 'Registreringsnummer er påkrevd'],
  ['Registration number cannot be null or blank', 'Registreringsnummer er påkrevd'],
  ['KMs cannot be null', 'Kilometerstand er påkrevd'],
  ['Kilometers value cannot be less than 0', 'Kilometerstand kan ikke være mindre enn 0'],
  ['Kilometers cannot be less then 0', 'Kilometerstand kan ikke være mindre enn 0'],
  ['Price cannot be null', 'Forventet pris er påkrevd'],
  ['Price must be no less than 0', 'Forventet pris kan ikke være mindre enn 0'],
  ['Make cannot be null or blank', 'Merke er påkrevd'],
  ['Model cannot be null or blank', 'Modell er påkrevd'],
  ['Car cannot be registered in the future', 'Første gang registrert i Norge kan ikke være fram i tid'],
  ['Engine type cannot be null or blank', 'Drivstoff er påkrevd'],
  ['Engine volume cannot be less then 0', 'Slagvolum kan ikke være mindre enn 0'],
  ['Bodywork cannot be null or blank', 'Karosseri er påkrevd'],
  ['Seats cannot be less then 0', 'Antall seter kan ikke være mindre enn 0'],
  ['Doors cannot be less then 0', 'Antall dører kan ikke være mindre enn 0'],
  ['Color cannot be null or blank', 'Farge er påkrevd'],
  ['Gearbox type cannot be null or blank', 'Girkasse er påkrevd'],
  ['Operating mode cannot be null or blank', 'Hjuldrift er påkrevd'],
  ['Weight cannot be less then 0', 'Vekt kan ikke være mindre enn 0'],
  ['must not be null', 'en påkrevd verdi mangler'],
  ['Auction Id cannot be null', 'Auksjonens ID er påkrevd'],
  ['AMount must be no less than 0', 'Beløpet kan ikke være mindre enn 0'],
];

const inLanguage = async (language: 'no' | 'en', message: string) => {
  await i18n.changeLanguage(language);
  return translateServerMessage(message);
};

describe('server messages in the user’s language', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it.each(CATALOGUE)('%s', async (message, norwegian, english) => {
    expect(await inLanguage('no', message)).toBe(norwegian);
    expect(await inLanguage('en', message)).toBe(english);
  });

  // Issue 36: production's one message for any failed save means money on an auction's write.
  it.each([
    [
      '/api/v1/auctions/place-bid',
      'Beløpet kunne ikke lagres: det er større enn systemet kan ta imot (høyst 99 999 999,-).',
    ],
    [
      '/api/v1/auctions/place-auto-bid',
      'Beløpet kunne ikke lagres: det er større enn systemet kan ta imot (høyst 99 999 999,-).',
    ],
    [
      '/api/v1/auctions/start',
      'Beløpet kunne ikke lagres: det er større enn systemet kan ta imot (høyst 99 999 999,-).',
    ],
    [
      '/api/v1/auctions',
      'Beløpet kunne ikke lagres: det er større enn systemet kan ta imot (høyst 99 999 999,-).',
    ],
    [
      '/api/v1/auctions/update-restart',
      'Beløpet kunne ikke lagres: det er større enn systemet kan ta imot (høyst 99 999 999,-).',
    ],
    [
      '/api/v1/users/register-buyer',
      'Opplysningene kunne ikke lagres. Organisasjonsnummeret kan allerede være registrert.',
    ],
    ['/api/v1/users/register-representative', 'Opplysningene kunne ikke lagres.'],
  ])('"Could not perform save." on %s', async (path, norwegian) => {
    await i18n.changeLanguage('no');
    const reading = translateServerMessage('Could not perform save.', path);
    expect(reading).toBe(norwegian);
    if (path.includes('/auctions')) expect(reading).not.toMatch(/organisasjon/i);
    await i18n.changeLanguage('en');
    const english = translateServerMessage('Could not perform save.', path);
    expect(english).toMatch(
      path.includes('/auctions') ? /^The amount could not be saved/ : /^The details could not be saved/,
    );
    if (path.includes('/auctions')) expect(english).not.toMatch(/organisation/i);
  });

  it('knows a refusal of a bid equal to an autobid limit by the server’s own words', () => {
    expect(
      refusesSameAsAutoBid(
        "An auto bid with the amount '147000.00' exists already. Can't place a bid with the exact same amount",
      ),
    ).toBe(true);
    expect(refusesSameAsAutoBid('Bid is too low. Must be at least 147000.00')).toBe(false);
    expect(refusesSameAsAutoBid(undefined)).toBe(false);
  });

  it('has a sample in the catalogue for every message rule', () => {
    const untested = MESSAGE_RULES.filter(
      (rule) => !CATALOGUE.some(([message]) => rule.pattern.test(message)),
    );
    expect(untested.map((rule) => rule.key)).toEqual([]);
  });

  it.each(VIOLATIONS)('validation: %s', async (violation, norwegian) => {
    expect(await inLanguage('no', `Validation error(s): ${violation}; `)).toBe(
      `Serveren godtok ikke opplysningene: ${norwegian}`,
    );
    const english = await inLanguage('en', `Validation error(s): ${violation}; `);
    expect(english).toMatch(/^The server did not accept the details: /);
    expect(english).not.toContain(violation);
  });

  it('knows every field the validation texts name', () => {
    const named = new Set(Object.values(VALIDATION_FIELDS));
    const sampled = new Set(
      VIOLATIONS.map(([violation]) =>
        /^(.+?) cannot|^(.+?) must|^(.+?) should|^(.+?) is empty/i.exec(violation),
      )
        .flatMap((match) => (match ? [match.slice(1).find(Boolean)?.toLowerCase() ?? ''] : []))
        .map((name) => VALIDATION_FIELDS[name])
        .filter((field) => field !== undefined),
    );
    expect([...named].filter((field) => !sampled.has(field))).toEqual([]);
  });

  it('reads several validation texts at once, says a repeated one once, keeps an unknown one as sent', async () => {
    expect(
      await inLanguage(
        'no',
        'Validation error(s): Name cannot be null; Name cannot be blank; Weight cannot be less then 0; Flux must be positive; ',
      ),
    ).toBe(
      'Serveren godtok ikke opplysningene: Navn er påkrevd; Vekt kan ikke være mindre enn 0; Flux must be positive',
    );
    expect(await inLanguage('en', 'Validation error(s): KMs cannot be null; ')).toBe(
      'The server did not accept the details: Kilometers is required',
    );
  });

  it('shows a message it does not know as received', async () => {
    expect(await inLanguage('no', 'Something new went wrong.')).toBe('Something new went wrong.');
    expect(await inLanguage('no', 'Bid is too low. Must be at least lots')).toBe(
      'Bid is too low. Must be at least lots',
    );
  });
});
