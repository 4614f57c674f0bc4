import { defaultServiceId, selectorCopy, services, type ServiceId } from '@exitcraft/shared/content/pricing-services';
import { useState } from 'react';
import { PanelActions } from './panel-actions.tsx';
import { PlanPanel } from './plan-panel.tsx';
import { ServiceTabs, tabId } from './service-tabs.tsx';

const panelId = 'service-panels';

/** The service selector with the Guest and Member panels of the chosen service, side by side. */
export function ServiceSelector() {
  const [selected, setSelected] = useState<ServiceId>(defaultServiceId);
  const service = services.find((item) => item.id === selected) ?? services[0];
  if (!service) return null;

  return (
    <section aria-labelledby="services-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="services-title" className="text-center text-3xl font-bold text-navy-900">
        {selectorCopy.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{selectorCopy.lead}</p>
      <div className="mt-8">
        <ServiceTabs
          services={services}
          selected={selected}
          onSelect={setSelected}
          label={selectorCopy.label}
          panelId={panelId}
        />
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(service.id)} className="mt-8">
        <p className="mx-auto max-w-3xl text-center text-lg text-slate-700">{service.summary}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <PlanPanel
            tier="guest"
            title={selectorCopy.guestTitle}
            price={selectorCopy.guestPrice}
            copy={service.guest}
            action={<PanelActions tier="guest" />}
          />
          <PlanPanel
            tier="member"
            title={selectorCopy.memberTitle}
            price={selectorCopy.memberPrice}
            copy={service.member}
            action={<PanelActions tier="member" />}
          />
        </div>
      </div>
    </section>
  );
}
