import type { StaffPersonDetail } from '@exitcraft/shared/schemas/staff';
import { href } from '@exitcraft/shared/routes';
import { useState } from 'react';
import { Link, useParams } from '../../../lib/router.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { usePerson } from '../api/people.ts';
import { PersonActionDialog, type PersonAction } from './person/person-action-dialog.tsx';
import { PersonAssessments } from './person/person-assessments.tsx';
import { PersonFacts } from './person/person-facts.tsx';
import { PersonPayments } from './person/person-payments.tsx';

/** One person: their account, assessments and payments, and the actions staff may take on them. */
export function PersonPage() {
  const { id = '' } = useParams();
  const person = usePerson(id);
  usePageMeta(person.data ? `${person.data.person.email} — Staff` : 'Person — Staff', 'One person in the back office.');
  return (
    <QueryView
      query={person}
      loading={<Spinner label="Loading the person…" />}
      errorTitle="This person could not be loaded"
      errorMessage={(error) => apiErrorMessage(error)}
    >
      {(detail) => <Person id={id} detail={detail} />}
    </QueryView>
  );
}

function Person({ id, detail }: { id: string; detail: StaffPersonDetail }) {
  const [action, setAction] = useState<PersonAction | null>(null);
  const p = detail.person;
  return (
    <section aria-labelledby="person-title">
      <Link to={href('staffPeople')} className="text-sm font-semibold text-navy-700 underline">
        ← People
      </Link>
      <h1 id="person-title" className="mt-2 break-words text-2xl font-bold text-navy-900">
        {p.full_name || p.email}
      </h1>
      <p className="break-all text-slate-700">{p.email}</p>

      <div className="mt-4 flex flex-wrap gap-3">
        {p.paid ? (
          <Button variant="danger" onClick={() => setAction('revoke')}>
            Revoke membership
          </Button>
        ) : (
          <Button onClick={() => setAction('grant')}>Grant membership</Button>
        )}
        <Button variant="secondary" onClick={() => setAction('sign-out')}>
          Sign out everywhere
        </Button>
      </div>

      <PersonFacts detail={detail} />
      <PersonAssessments submissions={detail.submissions} />
      <PersonPayments payments={detail.payments} />
      <PersonActionDialog personId={id} action={action} onClose={() => setAction(null)} />
    </section>
  );
}
