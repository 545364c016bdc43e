import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../config';
import { paths } from '../../paths';
import { useSession } from '../../session/useSession';
import { PageHead } from '../../ui/PageHead';
import { RegistrationCard } from './RegistrationCard';
import styles from './Registration.module.css';

type Card = 'seller' | 'buyer';

/**
 * The forms load when a card is first opened or about to be (pointer over it, focus on it): a
 * visitor who only reads the page downloads and starts none of their code (forms, validation,
 * HTTP client), which on a slow phone blocked the page as it started (bench/README.md §10).
 */
const loadPanels = () => import('./RegistrationPanels');
const startLoadingPanels = () => void loadPanels().catch(() => undefined);
const SellerPanel = lazy(() => loadPanels().then((module) => ({ default: module.SellerPanel })));
const BuyerPanel = lazy(() => loadPanels().then((module) => ({ default: module.BuyerPanel })));

/**
 * /register: the seller and buyer registrations as two expandable cards (spec §2). A card's form
 * starts when the card first opens (RegistrationCard), not with the page.
 */
export function RegisterPage() {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation();
  const loading = (
    <p className={styles.loading} role="status">
      {tCommon('loading')}
    </p>
  );
  const [open, setOpen] = useState<Record<Card, boolean>>({ seller: false, buyer: false });
  const toggle = (card: Card) => setOpen((current) => ({ ...current, [card]: !current[card] }));
  const close = (card: Card) => () => setOpen((current) => ({ ...current, [card]: false }));
  const { isLoggedIn, userId } = useSession();
  // Issue 30: registering is not offered to someone logged in; the page says why, and where to go.
  if (isLoggedIn && userId !== null) return <LoggedIn userId={userId} />;

  return (
    <div className={styles.page}>
      <PageHead title={`${t('page.title')} – ${BRAND_NAME}`} description={t('page.metaDescription')} />
      <h1>{t('page.title')}</h1>
      <p className={styles.pageIntro}>{t('page.intro')}</p>
      <div className={styles.cards}>
        <RegistrationCard
          title={t('page.sellerCard')}
          description={t('page.sellerCardText')}
          expanded={open.seller}
          onToggle={() => toggle('seller')}
          onIntent={startLoadingPanels}
          icon={<SellerIcon />}
        >
          <Suspense fallback={loading}>
            <SellerPanel open={open.seller} onClose={close('seller')} />
          </Suspense>
        </RegistrationCard>
        <RegistrationCard
          title={t('page.buyerCard')}
          description={t('page.buyerCardText')}
          expanded={open.buyer}
          onToggle={() => toggle('buyer')}
          onIntent={startLoadingPanels}
          icon={<BuyerIcon />}
        >
          <Suspense fallback={loading}>
            <BuyerPanel open={open.buyer} onClose={close('buyer')} />
          </Suspense>
        </RegistrationCard>
      </div>
    </div>
  );
}

function LoggedIn({ userId }: { userId: string }) {
  const { t } = useTranslation('registration');
  return (
    <div className={styles.page}>
      <PageHead title={`${t('page.title')} – ${BRAND_NAME}`} />
      <h1>{t('page.title')}</h1>
      <p className={styles.pageIntro}>
        {t('page.loggedIn')} <Link to={paths.user(userId)}>{t('page.toProfile')}</Link>
      </p>
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
