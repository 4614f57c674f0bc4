import {
  type StaffCoupon,
  type StaffCouponCreate,
  type StaffCouponForm,
  staffCouponFormSchema,
  type StaffCouponLimitForm,
  staffCouponLimitFormSchema,
  type StaffCouponPatch,
} from '@exitcraft/shared/schemas/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { toast } from '../../../../lib/toast.ts';
import { setFormApiError } from '../../../../lib/api-error.ts';
import { useChangeCoupon, useCreateCoupon } from '../../api/coupons.ts';
import { isStepUpRequired } from '../../api/step-up.ts';
import { useStepUp } from '../step-up.tsx';
import { FormFooter, LimitFields } from './coupon-form-parts.tsx';

/** `coupon` null: a new coupon; otherwise that coupon's limit and expiry. */
export function CouponFormDialog({ coupon, onClose }: { coupon: StaffCoupon | null | undefined; onClose: () => void }) {
  return (
    <Modal open={coupon !== undefined} onClose={onClose} title={coupon ? `Change ${coupon.code}` : 'New coupon'}>
      {coupon ? (
        <ChangeCouponForm coupon={coupon} onClose={onClose} />
      ) : coupon === null ? (
        <NewCouponForm onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function NewCouponForm({ onClose }: { onClose: () => void }) {
  const create = useCreateCoupon();
  const withStepUp = useStepUp();
  const { register, handleSubmit, setError, formState } = useForm<StaffCouponForm, unknown, StaffCouponCreate>({
    resolver: zodResolver(staffCouponFormSchema),
    defaultValues: { code: '', percent_off: '', max_redemptions: '', expires_at: '' },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (body) => {
    try {
      await withStepUp(() => create.mutateAsync(body));
      toast.success(`Coupon ${body.code.toUpperCase()} created.`);
      onClose();
    } catch (failure) {
      if (isStepUpRequired(failure)) return;
      setFormApiError(failure, setError, { fields: ['code', 'percent_off', 'max_redemptions', 'expires_at'] });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField label="Code" error={errors.code?.message} data-autofocus maxLength={64} {...register('code')} />
      <TextField
        label="Percent off (1-100)"
        inputMode="numeric"
        error={errors.percent_off?.message}
        {...register('percent_off')}
      />
      <LimitFields
        limit={register('max_redemptions')}
        expires={register('expires_at')}
        errors={{ limit: errors.max_redemptions?.message, expires: errors.expires_at?.message }}
      />
      <FormFooter
        error={errors.root?.server?.message}
        busy={formState.isSubmitting}
        label="Create coupon"
        onClose={onClose}
      />
    </form>
  );
}

function ChangeCouponForm({ coupon, onClose }: { coupon: StaffCoupon; onClose: () => void }) {
  const change = useChangeCoupon();
  const withStepUp = useStepUp();
  const { register, handleSubmit, setError, formState } = useForm<StaffCouponLimitForm, unknown, StaffCouponPatch>({
    resolver: zodResolver(staffCouponLimitFormSchema),
    defaultValues: {
      max_redemptions: coupon.max_redemptions ? String(coupon.max_redemptions) : '',
      expires_at: coupon.expires_at?.slice(0, 10) ?? '',
    },
  });
  const submit = handleSubmit(async (patch) => {
    try {
      await withStepUp(() => change.mutateAsync({ code: coupon.code, patch }));
      toast.success(`Coupon ${coupon.code} changed.`);
      onClose();
    } catch (failure) {
      if (isStepUpRequired(failure)) return;
      setFormApiError(failure, setError, { fields: ['max_redemptions', 'expires_at'] });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <LimitFields
        limit={register('max_redemptions')}
        expires={register('expires_at')}
        errors={{ limit: formState.errors.max_redemptions?.message, expires: formState.errors.expires_at?.message }}
        autoFocus
      />
      <FormFooter
        error={formState.errors.root?.server?.message}
        busy={formState.isSubmitting}
        label="Save changes"
        onClose={onClose}
      />
    </form>
  );
}
