import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuctionSummary } from '../../../api/auctions';
import { instantToNorwegianInput } from '../../../lib/norwegianTime';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { DateField } from '../../../ui/fields/DateField';
import { NumberField } from '../../../ui/fields/NumberField';
import { TextField } from '../../../ui/fields/TextField';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { messageOfFailure } from '../../../ui/form/formMessage';
import { useZodForm } from '../../../ui/form/useZodForm';
import styles from './RestartDialog.module.css';
import { restartSchema, type RestartTerms, type RestartValues } from './restartSchema';

interface RestartDialogProps {
  auction: AuctionSummary;
  busy: boolean;
  /** The last refusal: shown in the form, which keeps everything typed. */
  failure: Error | null;
  onSubmit: (terms: RestartTerms) => void;
  onClose: () => void;
}

const WEEK_MS = 7 * 86_400_000;

/** A week ahead at the same minute, in Norwegian time: a start the operator can change. */
function suggestedEnd(): { date: string; time: string } {
  return instantToNorwegianInput(new Date(Date.now() + WEEK_MS).toISOString()) ?? { date: '', time: '' };
}

/** Restart an auction that ended without bids: a new future end, its price and step (contract §14.2). */
export function RestartDialog({ auction, busy, failure, onSubmit, onClose }: RestartDialogProps) {
  const { t } = useTranslation('adminPeople');
  const schema = useMemo(() => restartSchema(Date.now), []);
  const defaults = useMemo<RestartValues>(
    () => ({
      ...suggestedEnd(),
      startingPrice: String(Math.round(auction.startingPrice)),
      minimalStep: String(Math.max(1, Math.round(auction.minimalStep))),
    }),
    [auction],
  );
  const form = useZodForm(schema, defaults);

  return (
    <Dialog open onClose={onClose} title={t('deals.restart.title', { car: auction.carDetails.makeModel })}>
      <Form form={form} onValid={onSubmit} busy={busy}>
        <p className={styles.note}>{t('deals.restart.bidsKept')}</p>
        <ErrorBox message={messageOfFailure(failure)} />
        <FormField
          as={DateField}
          form={form}
          name="date"
          label={t('deals.restart.date')}
          required
          hint={t('deals.restart.dateHint')}
        />
        <FormField
          as={TextField}
          form={form}
          name="time"
          label={t('deals.restart.time')}
          required
          autoComplete="off"
          inputMode="decimal"
          hint={t('deals.restart.timeHint')}
        />
        <FormField
          as={NumberField}
          form={form}
          name="startingPrice"
          label={t('deals.restart.startingPrice')}
        />
        <FormField
          as={NumberField}
          form={form}
          name="minimalStep"
          label={t('deals.restart.minimalStep')}
          hint={t('deals.restart.stepHint')}
        />
        <Button type="submit" fullWidth disabled={busy} aria-busy={busy}>
          {busy ? t('deals.restart.sending') : t('deals.restart.submit')}
        </Button>
      </Form>
    </Dialog>
  );
}
