import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { addCarImages, carKeys, type Car } from '../../../api/cars';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { PhotoPicker } from '../../../ui/fields/PhotoPicker';
import { Form } from '../../../ui/form/Form';
import { FormField } from '../../../ui/form/FormField';
import { messageOfFailure, type FormMessageKey } from '../../../ui/form/formMessage';
import { useZodForm } from '../../../ui/form/useZodForm';
import { UploadProgress } from '../../../ui/UploadProgress';
import { useUpload } from '../../../ui/useUpload';
import styles from '../shared/DialogForm.module.css';
import { useHttp } from '../../../api/http';

const NONE_CHOSEN: FormMessageKey = 'admin:photos.noneChosen';
const photosSchema = z.object({ photos: z.array(z.custom<File>()).check(z.minLength(1, NONE_CHOSEN)) });

interface AddPhotosDialogProps {
  car: Car;
  open: boolean;
  onClose: () => void;
  onResult: (text: string) => void;
}

/**
 * Append photos to a car (`add-images`, contract §9), with the seller's own picker: JPEG and PNG,
 * shrunk before they are counted, 20 MB together, and the upload's progress with Cancel. Production
 * takes them whatever the car's status, so photos can follow after a start too, but an auction keeps
 * the thumbnail it was started with. A refusal or a cancel keeps the chosen photos.
 */
export function AddPhotosDialog({ car, open, onClose, onResult }: AddPhotosDialogProps) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const upload = useUpload();
  const form = useZodForm(photosSchema, { photos: [] });
  const send = useMutation({
    mutationFn: ({ photos }: { photos: File[] }) =>
      upload.run((watch) => addCarImages(http, car.id, photos, watch)).then(() => photos.length),
    onSuccess: async (count) => {
      onResult(t('photos.done', { count, name: car.registrationNumber }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: carKeys.all });
    },
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('photos.title', { name: car.registrationNumber })}>
      <Form form={form} onValid={send.mutate} busy={send.isPending} className={styles.form}>
        {car.status !== 'Vurdering' && <p className={styles.note}>{t('photos.afterStart')}</p>}
        <FormField
          as={PhotoPicker}
          form={form}
          name="photos"
          label={t('photos.choose')}
          disabled={send.isPending}
        />
        <ErrorBox message={messageOfFailure(send.error)} />
        <UploadProgress upload={upload} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
            {t('photos.submit')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
