import { dashboardCopy, onboardingButtons } from '@exitcraft/shared/content/dashboard';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSiteConfig } from '../../../shared/site-config/use-site-config.ts';
import { useRecordAdviserSession } from '../api.ts';

/** Calendly-compatible pages tell their embedding page about a booking with this message. */
const scheduledEvent = 'calendly.event_scheduled';

/**
 * Step 2: book the 30-minute adviser session, or skip it. The booking page (a site setting) opens
 * in a frame of our own dialog, so no third-party script runs on the page; the CSP frames exactly
 * that origin (staff set it in the back office). A booking is recorded when the page reports one; closing it without booking leaves
 * the step where it was.
 */
export function AdviserBooking() {
  const config = useSiteConfig();
  const record = useRecordAdviserSession();
  const [open, setOpen] = useState(false);
  const schedulingUrl = config.data?.schedulingUrl ?? null;
  // no booking page set (or none could be read): said at once, and only Skip is offered
  const unavailable = !config.isPending && !schedulingUrl;

  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => setOpen(true)} disabled={record.isPending || config.isPending || unavailable}>
          {onboardingButtons.book}
        </Button>
        <Button
          variant="ghost"
          className="border border-slate-300"
          disabled={record.isPending}
          onClick={() => record.mutate('skipped')}
        >
          {onboardingButtons.skip}
        </Button>
      </div>
      <p role="status" className="mt-3 text-sm text-slate-600">
        {unavailable ? dashboardCopy.bookingUnavailable : ''}
      </p>
      {schedulingUrl && (
        <BookingDialog
          url={schedulingUrl}
          open={open}
          onClose={() => setOpen(false)}
          onBooked={() => {
            setOpen(false);
            record.mutate('booked', { onSuccess: () => toast.success('Your adviser session is booked.') });
          }}
        />
      )}
    </div>
  );
}

function BookingDialog({
  url,
  open,
  onClose,
  onBooked,
}: {
  url: string;
  open: boolean;
  onClose: () => void;
  onBooked: () => void;
}) {
  useEffect(() => {
    if (!open) return;
    const origin = new URL(url).origin;
    const listen = (event: MessageEvent) => {
      const data = event.data as { event?: unknown } | null;
      if (event.origin === origin && data?.event === scheduledEvent) onBooked();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [open, url, onBooked]);

  const framed = new URL(url);
  framed.searchParams.set('embed_domain', window.location.hostname);
  framed.searchParams.set('embed_type', 'Inline');
  return (
    <Modal open={open} onClose={onClose} title="Book your adviser session" size="max-w-3xl">
      <iframe
        title="Adviser booking calendar"
        src={framed.toString()}
        className="mt-4 h-[70dvh] w-full rounded-lg border-0"
      />
    </Modal>
  );
}
