import { useState } from 'react';
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

/** /register: the seller and buyer registrations as two expandable cards (spec §2). */
export function RegisterPage() {
  const { t } = useTranslation('registration');
  const [open, setOpen] = useState<Record<Card, boolean>>({ seller: false, buyer: false });
  const seller = useSellerRegistration();
  const buyer = useBuyerRegistration();
  const sellerReset = useDelayedReset(seller.reset, SELLER_DIALOG_RESET_MS);
  const buyerReset = useDelayedReset(buyer.reset, BUYER_DIALOG_RESET_MS);

  const toggle = (card: Card) => {
    const reset = card === 'seller' ? sellerReset : buyerReset;
    if (open[card]) reset.schedule();
    else reset.cancel();
    setOpen((current) => ({ ...current, [card]: !current[card] }));
  };

  const close = (card: Card) => () => {
    (card === 'seller' ? sellerReset : buyerReset).schedule();
    setOpen((current) => ({ ...current, [card]: false }));
  };

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
          <SellerRegistration flow={seller} onClose={close('seller')} />
        </RegistrationCard>
        <RegistrationCard
          title={t('page.buyerCard')}
          description={t('page.buyerCardText')}
          expanded={open.buyer}
          onToggle={() => toggle('buyer')}
          icon={<BuyerIcon />}
        >
          <BuyerRegistration flow={buyer} onClose={close('buyer')} />
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
