/**
 * A registration number as the app sends and checks it, wherever it was typed: without any
 * whitespace and in capitals ("ab 12 345" is AB12345, as on the plate). The backend stores it
 * exactly as sent and compares it as it is (contract §6), so one spelling per car matters: the
 * existence check and the unique index then see the same number.
 */
export const normaliseRegistrationNumber = (typed: string): string =>
  typed.replace(/\s+/g, '').toLocaleUpperCase('nb-NO');
