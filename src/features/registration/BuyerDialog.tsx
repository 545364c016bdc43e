import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BUYER_DIALOG_RESET_MS } from '../../config';
import { Dialog } from '../../ui/Dialog';
import { BuyerRegistration } from './BuyerRegistration';
import { useBuyerRegistration } from './useBuyerRegistration';
import { useDelayedReset } from './useDelayedReset';

/** The landing page's BUY dialog; back to step 1 two seconds after closing (spec §2). */
export function BuyerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('registration');
  const flow = useBuyerRegistration();
  const { schedule, cancel } = useDelayedReset(flow.reset, BUYER_DIALOG_RESET_MS);

  useEffect(() => {
    if (open) cancel();
    else schedule();
  }, [open, cancel, schedule]);

  return (
    <Dialog open={open} onClose={onClose} title={t('buyerDialog.title')} wide>
      <BuyerRegistration flow={flow} onClose={onClose} />
    </Dialog>
  );
}
