import { useEffect } from 'react';
import { BUYER_DIALOG_RESET_MS, SELLER_DIALOG_RESET_MS } from '../../config';
import { BuyerRegistration } from './BuyerRegistration';
import { SellerRegistration } from './SellerRegistration';
import { useBuyerRegistration } from './useBuyerRegistration';
import { useDelayedReset } from './useDelayedReset';
import { useSellerRegistration } from './useSellerRegistration';

export interface PanelProps {
  open: boolean;
  onClose: () => void;
}

/** Back to step 1 a moment after the card closes (spec §2); opening it again before keeps the step. */
function useResetAfterClose(reset: () => void, open: boolean, delayMs: number): void {
  const { schedule, cancel } = useDelayedReset(reset, delayMs);
  useEffect(() => {
    if (open) cancel();
    else schedule();
  }, [open, cancel, schedule]);
}

/** The seller's registration in its /register card (the module RegisterPage loads when a card opens). */
export function SellerPanel({ open, onClose }: PanelProps) {
  const flow = useSellerRegistration();
  useResetAfterClose(flow.reset, open, SELLER_DIALOG_RESET_MS);
  return <SellerRegistration flow={flow} onClose={onClose} />;
}

/** The buyer company's registration in its /register card. */
export function BuyerPanel({ open, onClose }: PanelProps) {
  const flow = useBuyerRegistration();
  useResetAfterClose(flow.reset, open, BUYER_DIALOG_RESET_MS);
  return <BuyerRegistration flow={flow} onClose={onClose} />;
}
