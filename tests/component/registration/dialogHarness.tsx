import { useState } from 'react';
import { BuyerDialog } from '../../../src/features/registration/BuyerDialog';
import { SellerQuickDialog } from '../../../src/features/registration/SellerQuickDialog';

/** The landing's SELL button as a test presses it: "open seller" opens the quick submission. */
export function SellerDialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open seller
      </button>
      <SellerQuickDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The landing's BUY button as a test presses it: "open buyer" opens the buyer registration. */
export function BuyerDialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open buyer
      </button>
      <BuyerDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
