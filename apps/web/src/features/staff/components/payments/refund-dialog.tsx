import {
  type StaffPaymentRow,
  type StaffRefundRequest,
  staffRefundRequestSchema,
} from '@exitcraft/shared/schemas/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldShell, inputClasses } from '../../../../components/ui/form-field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { toast } from '../../../../lib/toast.ts';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { useRefund } from '../../api/payments.ts';
import { isStepUpRequired } from '../../api/step-up.ts';
import { useStepUp } from '../step-up.tsx';
import { money } from './money.ts';

/** "Refund this payment": what it does, the reason for the audit log, then the step-up. */
export function RefundDialog({ payment, onClose }: { payment: StaffPaymentRow | null; onClose: () => void }) {
  return (
    <Modal open={payment !== null} onClose={onClose} title="Refund this payment">
      {payment && <RefundForm payment={payment} onClose={onClose} />}
    </Modal>
  );
}

function RefundForm({ payment, onClose }: { payment: StaffPaymentRow; onClose: () => void }) {
  const refund = useRefund();
  const withStepUp = useStepUp();
  const { register, handleSubmit, setError, formState } = useForm<StaffRefundRequest>({
    resolver: zodResolver(staffRefundRequestSchema),
    defaultValues: { reason: '' },
  });
  const error = formState.errors.reason?.message;
  const submit = handleSubmit(async (body) => {
    try {
      const result = await withStepUp(() => refund.mutateAsync({ id: payment.id, personId: payment.user_id, body }));
      toast.success(result.changed ? 'Payment refunded.' : 'This payment was already refunded.');
      onClose();
    } catch (failure) {
      // a cancelled password dialog leaves this one open as it was
      if (!isStepUpRequired(failure)) setError('reason', { type: 'server', message: apiErrorMessage(failure) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-slate-700">
        {money(payment)} goes back to {payment.user_email} in full, and their membership ends unless another payment
        holds it. This cannot be undone.
      </p>
      <div className="mt-4">
        <FieldShell id="refund-reason" label="Reason (kept in the audit log)" error={error}>
          <textarea
            id="refund-reason"
            maxLength={500}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'refund-reason-error' : undefined}
            className={inputClasses(Boolean(error))}
            data-autofocus
            {...register('reason')}
          />
        </FieldShell>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Refunding…' : 'Refund'}
        </Button>
      </div>
    </form>
  );
}
