import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/ApiError';
import { deleteCar, type Car, carKeys } from '../../../api/cars';
import { setCarStatus } from '../../../api/operatorCars';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useShowError } from '../../../ui/errorDialogContext';
import { useHttp } from '../../../api/http';

interface RemoveApplicationProps {
  car: Car;
  onResult: (text: string) => void;
}

/**
 * Reject (status `Annet`) or delete an application, each after a confirmation. Deleting also
 * deletes a one-time seller linked to the car, and its photos (contract §14.2): the dialog says so.
 */
export function RemoveApplication({ car, onResult }: RemoveApplicationProps) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const showError = useShowError();
  const [confirming, setConfirming] = useState<'reject' | 'delete' | null>(null);
  const name = car.registrationNumber;
  const done = async (text: string) => {
    setConfirming(null);
    onResult(text);
    await queryClient.invalidateQueries({ queryKey: carKeys.all });
  };
  const failed = (error: ApiError) => {
    setConfirming(null);
    showError(error);
  };
  const reject = useMutation({
    mutationFn: () => setCarStatus(http, car.id, 'Annet'),
    onSuccess: () => done(t('reject.done', { name })),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteCar(http, car.id),
    onSuccess: () => done(t('delete.done', { name })),
    onError: failed,
  });
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setConfirming('reject')}
        aria-label={t('reject.openFor', { name })}
      >
        {t('reject.open')}
      </Button>
      <Button
        variant="danger"
        onClick={() => setConfirming('delete')}
        aria-label={t('delete.openFor', { name })}
      >
        {t('delete.open')}
      </Button>
      <ConfirmDialog
        open={confirming === 'reject'}
        title={t('reject.title', { name })}
        message={t('reject.message')}
        confirmLabel={t('reject.confirm')}
        busy={reject.isPending}
        onConfirm={() => reject.mutate()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t('delete.title', { name })}
        message={t('delete.message')}
        confirmLabel={t('delete.confirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
