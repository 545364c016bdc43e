import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchLicenceLinks, LICENCE_LINK_LIFETIME_MS } from '../../../api/operatorUsers';
import { clock, useHasPassed } from '../../../core/clock';
import { usePart } from '../../../core/appInstance';
import { Button } from '../../../ui/Button';
import { useShowError } from '../../../ui/errorDialogContext';
import { useNorwegianTime } from '../../../ui/useNorwegianTime';
import styles from './LicenceLinks.module.css';
import { licenceFileName, storedAsImage } from './licenceFile';
import { useHttp } from '../../../api/http';

interface LicenceLinksProps {
  companyId: string;
  companyName: string;
  count: number;
}

/**
 * The company's licence files through pre-signed links (contract §9), valid 10 minutes: fetched
 * only when the operator asks, held by this component alone (a mutation, gone when it unmounts,
 * never in the query cache), and hidden once they have expired. Each opens in a new tab.
 */
export function LicenceLinks({ companyId, companyName, count }: LicenceLinksProps) {
  const http = useHttp();
  const { t } = useTranslation('adminPeople');
  const time = useNorwegianTime();
  const showError = useShowError();
  const { now } = usePart(clock);
  const links = useMutation({
    mutationFn: async () => {
      // On the server's clock, as the links' lifetime and useHasPassed are.
      const askedAt = now();
      return {
        urls: await fetchLicenceLinks(http, companyId),
        expiresAt: askedAt + LICENCE_LINK_LIFETIME_MS,
      };
    },
    gcTime: 0,
    onError: showError,
  });
  const expired = useHasPassed(links.data?.expiresAt ?? Number.POSITIVE_INFINITY);
  const shown = links.data && !expired ? links.data : null;

  if (count === 0) return <p className={styles.muted}>{t('licences.none')}</p>;

  return (
    <div>
      {shown ? (
        shown.urls.length === 0 ? (
          <p className={styles.muted}>{t('licences.none')}</p>
        ) : (
          <>
            <p className={styles.muted}>
              {t('licences.validUntil', { time: time.format(new Date(shown.expiresAt).toISOString()) })}
            </p>
            <ul className={styles.list} aria-label={t('licences.listLabel', { name: companyName })}>
              {shown.urls.map((url, index) => (
                <li key={url}>
                  <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
                    {t('licences.open', { file: licenceFileName(url, index + 1) })}
                  </a>
                  {storedAsImage(url) && <p className={styles.muted}>{t('licences.imageWarning')}</p>}
                </li>
              ))}
            </ul>
          </>
        )
      ) : (
        <>
          {links.data && expired && <p className={styles.muted}>{t('licences.expired')}</p>}
          <Button
            variant="secondary"
            onClick={() => links.mutate()}
            disabled={links.isPending}
            aria-busy={links.isPending}
          >
            {links.isPending ? t('licences.fetching') : t('licences.show', { count, name: companyName })}
          </Button>
        </>
      )}
    </div>
  );
}
