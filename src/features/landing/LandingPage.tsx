import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../config';
import { paths } from '../../paths';
import { draftKeys } from '../../product/draftKeys';
import { useSession } from '../../session/useSession';
import { Button, buttonClassName } from '../../ui/Button';
import { useKeptDraft } from '../../ui/form/useKeptDraft';
import { PageHead } from '../../ui/PageHead';
import { CarCarousel } from './CarCarousel';
import { Faq } from './Faq';
import { SampleAuctions } from './SampleAuctions';
import { TaggedText } from './TaggedText';
import styles from './LandingPage.module.css';
import { useLoginPrompt } from '../../session/loginPrompt';

type DialogComponent = ComponentType<{ open: boolean; onClose: () => void }>;

interface LandingPageProps {
  /**
   * The SELL and BUY dialogs belong to the registration feature (the BUY dialog is the same form as
   * the buyer card on /register). The app passes them in, lazily loaded on first open, so their
   * fields, pickers and the HTTP layer stay out of the landing chunk, the one page in the initial
   * download budget.
   */
  SellDialog: DialogComponent;
  BuyDialog: DialogComponent;
}

type DialogName = 'sell' | 'buy';

const STEPS = ['one', 'two', 'three'] as const;

// A waiting draft is told by a hint whose code (and its date formatting) loads only when a draft
// waits: for a visitor without one, and in the prerendered page, the landing loads nothing more
// (bench/README.md §1, the landing's JS).
const DraftHint = lazy(() =>
  import('../../ui/form/DraftHint').then((module) => ({ default: module.DraftHint })),
);

const QUICK_SUBMISSION_DRAFT = [draftKeys.quickSubmission];
const BUYER_REGISTRATION_DRAFT = Object.values(draftKeys.registration('buyer'));
const ADD_CAR_DRAFT = [draftKeys.addCar];

/** Spec §1 landing page. */
export function LandingPage({ SellDialog, BuyDialog }: LandingPageProps) {
  const loginPrompt = useLoginPrompt();
  const { t } = useTranslation('landing');
  // Logging in or creating a buyer account is offered only to someone not logged in (issue 30).
  const { isLoggedIn, userId } = useSession();
  const [open, setOpen] = useState<DialogName | null>(null);
  // A dialog stays mounted once opened, so it can reset itself a moment after closing (spec §2).
  const [loaded, setLoaded] = useState<ReadonlySet<DialogName>>(new Set());

  const openDialog = (name: DialogName) => {
    setLoaded((current) => new Set(current).add(name));
    setOpen(name);
  };
  const close = () => setOpen(null);
  // A draft left unsent is told beside the button that sends it; read again once a dialog closes.
  const carDraft = useKeptDraft(isLoggedIn ? ADD_CAR_DRAFT : QUICK_SUBMISSION_DRAFT, {
    owner: isLoggedIn ? userId : null,
    readAgain: open,
  });
  const registrationDraft = useKeptDraft(isLoggedIn ? [] : BUYER_REGISTRATION_DRAFT, { readAgain: open });
  return (
    <div className={styles.page}>
      <PageHead title={`${BRAND_NAME} – ${t('meta.title')}`} description={t('meta.description')} />

      <section className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.headline}>{t('hero.headline')}</h1>
          <p className={styles.slogan}>{t('hero.slogan')}</p>
          <div className={styles.heroActions}>
            {/* Logged in, SELL adds a car (a non-seller is told the page is for sellers) and BUY finds auctions. */}
            {isLoggedIn && userId !== null ? (
              <>
                <Link
                  to={paths.addCar(userId)}
                  className={`${buttonClassName('accent')} ${styles.heroButton}`}
                >
                  {t('hero.sell')}
                </Link>
                <Link to={paths.auctions()} className={`${buttonClassName()} ${styles.heroButton}`}>
                  {t('hero.buy')}
                </Link>
              </>
            ) : (
              <>
                <Button
                  variant="accent"
                  className={styles.heroButton}
                  aria-haspopup="dialog"
                  onClick={() => openDialog('sell')}
                >
                  {t('hero.sell')}
                </Button>
                <Button
                  className={styles.heroButton}
                  aria-haspopup="dialog"
                  onClick={() => openDialog('buy')}
                >
                  {t('hero.buy')}
                </Button>
              </>
            )}
          </div>
          {/* A draft left unsent is told beside the button that sends it. */}
          {carDraft !== null && (
            <Suspense fallback={null}>
              <DraftHint savedAt={carDraft} text={(day) => t('draft.car', { day })}>
                {isLoggedIn && userId !== null ? (
                  <Link to={paths.addCar(userId)} className={buttonClassName('secondary')}>
                    {t('draft.carAction')}
                  </Link>
                ) : (
                  <Button variant="secondary" aria-haspopup="dialog" onClick={() => openDialog('sell')}>
                    {t('draft.carAction')}
                  </Button>
                )}
              </DraftHint>
            </Suspense>
          )}
          {registrationDraft !== null && (
            <Suspense fallback={null}>
              <DraftHint savedAt={registrationDraft} text={(day) => t('draft.registration', { day })}>
                <Button variant="secondary" aria-haspopup="dialog" onClick={() => openDialog('buy')}>
                  {t('draft.registrationAction')}
                </Button>
              </DraftHint>
            </Suspense>
          )}
        </div>
        <div className={styles.heroMedia}>
          <CarCarousel />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="landing-steps">
        <h2 id="landing-steps">{t('steps.heading')}</h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{t(`steps.${step}.title`)}</h3>
              <p>{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="landing-samples">
        <h2 id="landing-samples">{t('samples.heading')}</h2>
        <p className={styles.note}>{t('samples.note')}</p>
        <SampleAuctions />
        {!isLoggedIn && (
          <p className={styles.prompt}>
            <TaggedText
              text={t('prompt.text')}
              tags={{
                login: (content) => (
                  <button type="button" className={styles.linkButton} onClick={() => loginPrompt.request()}>
                    {content}
                  </button>
                ),
                register: (content) => (
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-haspopup="dialog"
                    onClick={() => openDialog('buy')}
                  >
                    {content}
                  </button>
                ),
              }}
            />
          </p>
        )}
      </section>

      <section className={styles.section}>
        <Faq />
      </section>

      <Suspense fallback={null}>
        {loaded.has('sell') && <SellDialog open={open === 'sell'} onClose={close} />}
        {loaded.has('buy') && <BuyDialog open={open === 'buy'} onClose={close} />}
      </Suspense>
    </div>
  );
}
