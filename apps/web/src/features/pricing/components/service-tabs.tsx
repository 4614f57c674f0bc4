import type { Service, ServiceId } from '@exitcraft/shared/content/pricing-services';
import { type KeyboardEvent, useRef } from 'react';

interface ServiceTabsProps {
  services: readonly Service[];
  selected: ServiceId;
  onSelect: (id: ServiceId) => void;
  label: string;
  panelId: string;
}

export const tabId = (id: ServiceId) => `service-tab-${id}`;

/**
 * The 13-item service selector as WAI-ARIA tabs: one tab stop, arrows move and select,
 * Home and End jump to the ends.
 */
export function ServiceTabs({ services, selected, onSelect, label, panelId }: ServiceTabsProps) {
  const refs = useRef(new Map<ServiceId, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = services.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    const service = target === undefined ? undefined : services[target];
    if (!service) return;
    event.preventDefault();
    onSelect(service.id);
    refs.current.get(service.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap justify-center gap-2">
      {services.map((service, index) => {
        const active = service.id === selected;
        return (
          <button
            key={service.id}
            ref={(node) => {
              if (node) refs.current.set(service.id, node);
              else refs.current.delete(service.id);
            }}
            type="button"
            role="tab"
            id={tabId(service.id)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(service.id)}
            onKeyDown={(event) => move(event, index)}
            className={`rounded-full border px-4 py-2 text-sm font-semibold tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 ${
              active
                ? 'border-navy-900 bg-navy-900 text-white'
                : 'border-slate-300 bg-white text-navy-900 hover:border-navy-700 hover:bg-navy-50'
            }`}
          >
            {service.label}
          </button>
        );
      })}
    </div>
  );
}
