import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '../../../api/cars';
import { addCarImages } from '../../../api/operatorCars';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { FileChooser } from '../../../ui/fields/FileChooser';
import { messageOfFailure } from '../../../ui/form/formMessage';
import styles from '../shared/DialogForm.module.css';
import { carKeys } from '../../../api/cars';

interface AddPhotosDialogProps {
  car: Car;
  open: boolean;
  onClose: () => void;
  onResult: (text: string) => void;
}

/** Append JPEG or PNG photos to an application (`add-images`); a refusal keeps the chosen files. */
export function AddPhotosDialog({ car, open, onClose, onResult }: AddPhotosDialogProps) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [unchosen, setUnchosen] = useState(false);
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: () => addCarImages(car.id, files),
    onSuccess: async () => {
      onResult(t('photos.done', { count: files.length, name: car.registrationNumber }));
      setFiles([]);
      onClose();
      await queryClient.invalidateQueries({ queryKey: carKeys.all });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) setUnchosen(true);
    else if (!upload.isPending) upload.mutate();
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('photos.title', { name: car.registrationNumber })}>
      <form noValidate onSubmit={submit} className={styles.form}>
        <FileChooser
          id={inputId}
          text={t('photos.choose')}
          accept="image/jpeg,image/png"
          multiple
          onChange={(event) => {
            setFiles([...(event.target.files ?? [])]);
            setUnchosen(false);
          }}
        />
        <p role="status" className={styles.note}>
          {files.length > 0 ? t('photos.chosen', { count: files.length }) : ''}
        </p>
        <ErrorBox message={unchosen ? { key: 'admin:photos.noneChosen' } : messageOfFailure(upload.error)} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={upload.isPending} aria-busy={upload.isPending}>
            {t('photos.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
