import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../ui/fields/CheckboxField';

interface MakeChoiceProps {
  label: string;
  count: number;
  checked: boolean;
  onToggle: (make: string, checked: boolean) => void;
}

/** One make in the filter, with its count; redrawn only when it is ticked or unticked. */
export const MakeChoice = memo(function MakeChoice({ label, count, checked, onToggle }: MakeChoiceProps) {
  const { t } = useTranslation('auctions');
  return (
    <CheckboxField
      label={t('finder.makeOption', { make: label, count })}
      value={checked}
      onChange={(next) => onToggle(label, next)}
    />
  );
});
