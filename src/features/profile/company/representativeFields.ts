import type { TFunction } from 'i18next';
import { FIELD_LIMITS } from '../../../fieldValues';
import { personName, phoneNumber } from '../../../product/fieldRules';

/** A representative's name and phone: what the company fills when adding and when editing. */
export const contactShape = { name: personName(), phoneNumber: phoneNumber() };

/** The two contact fields' labels and attributes, the same in both forms. */
export const contactFields = (t: TFunction<'company'>) =>
  ({
    name: {
      label: t('representatives.name'),
      autoComplete: 'off',
      required: true,
      messageValues: FIELD_LIMITS.name,
    },
    phoneNumber: {
      label: t('representatives.phoneNumber'),
      type: 'tel',
      autoComplete: 'off',
      required: true,
    },
  }) as const;
