import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES, PHOTO_UPLOAD_LIMIT_BYTES } from '../../config';
import { PHOTO_TYPES } from '../../fieldValues';
import { currentLanguage } from '../../i18n';
import { downscaleImage, UnreadablePhoto } from '../../lib/downscaleImage';
import { admitPhotos, formatMegabytes, isPhoto, totalBytes } from '../../lib/fileLimits';
import { CloseIcon } from '../icons/CloseIcon';
import type { FormMessage } from '../form/formMessage';
import { FieldShell, fieldIds } from './FieldShell';
import { FileChooser } from './FileChooser';
import styles from './PhotoPicker.module.css';

export interface PhotoPickerProps {
  label: ReactNode;
  value: File[];
  onChange: (files: File[]) => void;
  /** Photos already stored (edit car): shown and removable, they count 0 bytes toward the limit. */
  existing?: { url: string }[];
  onRemoveExisting?: (url: string) => void;
  id?: string;
  disabled?: boolean;
  /** Why the photos chosen will not do ('Choose at least one photo'), under the picker like any field's. */
  error?: FormMessage | null;
  /** The gallery's input: the control a refused send focuses and shows. */
  ref?: Ref<HTMLInputElement>;
}

/** A chosen photo made ready to send, or null: it cannot be read as a JPEG or PNG. */
const prepare = (file: File): Promise<File | null> =>
  isPhoto(file)
    ? downscaleImage(file).catch((error: unknown) => {
        if (error instanceof UnreadablePhoto) return null;
        throw error;
      })
    : Promise.resolve(null);

/**
 * Spec §5 photo upload: JPEG and PNG only, at most 20 MB together, with a counter and removable
 * thumbnails. A file of another type, or one that cannot be read (a HEIC, a corrupt file), is
 * refused by its name (issue 32). Large photos are shrunk before they are counted.
 *
 * On a phone, Take a photo opens the camera at once (`capture`); Choose photos opens the gallery
 * (where iOS also offers the camera). Both are there, because `capture` leaves no gallery, and
 * Android's photo picker, which an image-only input opens, has no camera (docs: product-rules §5).
 */
export function PhotoPicker({
  label,
  value: files,
  onChange,
  existing = [],
  onRemoveExisting,
  id,
  disabled,
  error,
  ref,
}: PhotoPickerProps) {
  const { t } = useTranslation('ui');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const ids = fieldIds(inputId);
  const [skippedName, setSkippedName] = useState<string | null>(null);
  const [unreadableNames, setUnreadableNames] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  // The files as they are when the (asynchronous) shrinking ends, not when it began.
  const filesRef = useRef(files);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Lets the same file be chosen again after it was removed.
    event.target.value = '';
    if (chosen.length === 0) return;
    setPreparing(true);
    const prepared = await Promise.all(chosen.map(prepare));
    setPreparing(false);
    setUnreadableNames(chosen.filter((_, index) => prepared[index] === null).map((file) => file.name));
    const readable = prepared.filter((file): file is File => file !== null);
    const current = filesRef.current;
    const { accepted, skipped } = admitPhotos(totalBytes(current), readable);
    setSkippedName(skipped ? skipped.name : null);
    if (accepted.length > 0) onChange([...current, ...accepted]);
  };

  const remove = (file: File) => {
    setSkippedName(null);
    setUnreadableNames([]);
    onChange(files.filter((candidate) => candidate !== file));
  };

  return (
    <FieldShell id={inputId} label={label} hint={t('photoPicker.hint')} error={error}>
      <div className={styles.picker}>
        <FileChooser
          id={inputId}
          ref={ref}
          text={t('photoPicker.choose')}
          multiple
          accept={PHOTO_TYPES.join(',')}
          disabled={disabled}
          aria-describedby={[ids.hint, `${inputId}-counter`, error ? ids.error : ''].join(' ').trim()}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void choose(event)}
        />
        <span className={styles.camera}>
          <FileChooser
            id={`${inputId}-camera`}
            text={t('photoPicker.camera')}
            accept={PHOTO_TYPES.join(',')}
            capture="environment"
            disabled={disabled}
            aria-describedby={`${inputId}-counter`}
            onChange={(event) => void choose(event)}
          />
        </span>
        <p id={`${inputId}-counter`} className={styles.counter} aria-live="polite">
          <span className="visually-hidden">{t('photoPicker.counterLabel')}: </span>
          {t('photoPicker.counter', {
            used: formatMegabytes(totalBytes(files), INTL_LOCALES[currentLanguage()]),
            limit: formatMegabytes(PHOTO_UPLOAD_LIMIT_BYTES, INTL_LOCALES[currentLanguage()]),
          })}
        </p>
      </div>
      {preparing && <p className={styles.status}>{t('photoPicker.preparing')}</p>}
      {unreadableNames.length > 0 && (
        <p role="alert" className={styles.alert}>
          {t('photoPicker.unreadable', {
            count: unreadableNames.length,
            names: new Intl.ListFormat(INTL_LOCALES[currentLanguage()]).format(unreadableNames),
          })}
        </p>
      )}
      {skippedName && (
        <p role="alert" className={styles.alert}>
          {t('photoPicker.limitReached', { name: skippedName })}
        </p>
      )}
      {(existing.length > 0 || files.length > 0) && (
        <ul className={styles.thumbnails} aria-label={t('photoPicker.list')}>
          {existing.map((photo, index) => (
            <li key={photo.url} className={styles.thumbnail}>
              <img
                src={photo.url}
                alt={t('photoPicker.existingAlt', { number: index + 1 })}
                width="96"
                height="72"
              />
              {onRemoveExisting && (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('photoPicker.removeExisting', { number: index + 1 })}
                  onClick={() => onRemoveExisting(photo.url)}
                  disabled={disabled}
                >
                  <CloseIcon />
                </button>
              )}
            </li>
          ))}
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className={styles.thumbnail}>
              <Thumbnail file={file} alt={t('photoPicker.photoAlt', { name: file.name })} />
              <button
                type="button"
                className={styles.remove}
                aria-label={t('photoPicker.remove', { name: file.name })}
                onClick={() => remove(file)}
                disabled={disabled}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </FieldShell>
  );
}

/** The object URL lives exactly as long as the <img> shows this file (React 19 ref clean-up). */
function Thumbnail({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} width="96" height="72" />;
}
