import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME, BUYER_DIALOG_RESET_MS, SELLER_DIALOG_RESET_MS } from '../../config';
import { BuyerRegistration } from './BuyerRegistration';
import { RegistrationCard } from './RegistrationCard';
import { SellerRegistration } from './SellerRegistration';
import { useBuyerRegistration } from './useBuyerRegistration';
import { useDelayedReset } from './useDelayedReset';
import { useSellerRegistration } from './useSellerRegistration';
import styles from './Registration.module.css';

type Card = 'seller' | 'buyer';

interface PanelProps {
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

function SellerPanel({ open, onClose }: PanelProps) {
  const flow = useSellerRegistration();
  useResetAfterClose(flow.reset, open, SELLER_DIALOG_RESET_MS);
  return <SellerRegistration flow={flow} onClose={onClose} />;
}

function BuyerPanel({ open, onClose }: PanelProps) {
  const flow = useBuyerRegistration();
  useResetAfterClose(flow.reset, open, BUYER_DIALOG_RESET_MS);
  return <BuyerRegistration flow={flow} onClose={onClose} />;
}

/**
 * /register: the seller and buyer registrations as two expandable cards (spec §2). A card's form
 * starts when the card first opens (RegistrationCard), not with the page.
 */
export function RegisterPage() {
  const { t } = useTranslation('registration');
  const [open, setOpen] = useState<Record<Card, boolean>>({ seller: false, buyer: false });
  const toggle = (card: Card) => setOpen((current) => ({ ...current, [card]: !current[card] }));
  const close = (card: Card) => () => setOpen((current) => ({ ...current, [card]: false }));

  return (
    <div className={styles.page}>
      <title>{`${t('page.title')} – ${BRAND_NAME}`}</title>
      <meta name="description" content={t('page.metaDescription')} />
      <h1>{t('page.title')}</h1>
      <p className={styles.pageIntro}>{t('page.intro')}</p>
      <div className={styles.cards}>
        <RegistrationCard
          title={t('page.sellerCard')}
          description={t('page.sellerCardText')}
          expanded={open.seller}
          onToggle={() => toggle('seller')}
          icon={<SellerIcon />}
        >
          <SellerPanel open={open.seller} onClose={close('seller')} />
        </RegistrationCard>
        <RegistrationCard
          title={t('page.buyerCard')}
          description={t('page.buyerCardText')}
          expanded={open.buyer}
          onToggle={() => toggle('buyer')}
          icon={<BuyerIcon />}
        >
          <BuyerPanel open={open.buyer} onClose={close('buyer')} />
        </RegistrationCard>
      </div>
    </div>
  );
}

function SellerIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40">
      <circle cx="20" cy="14" r="7" fill="currentColor" />
      <path d="M6 36c0-8 6-13 14-13s14 5 14 13z" fill="currentColor" />
    </svg>
  );
}

function BuyerIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40">
      <path d="M6 36V12l10-6v30zM18 36V16h16v20z" fill="currentColor" />
      <path d="M22 20h3v3h-3zM28 20h3v3h-3zM22 27h3v3h-3zM28 27h3v3h-3z" fill="#fff" />
    </svg>
  );
}
