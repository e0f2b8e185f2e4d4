import type { ReactNode } from 'react';
import { MEAL_TYPES } from '@clubstay/contract/rooms-rules';
import { icon as iconClass, smallIcon } from './hotel.css.ts';

/* Icons drawn for this project (24 × 24 strokes); decoration only, the text next to them says it all. */

/** The one SVG every icon here is drawn in: round strokes in the text's colour, hidden from readers. */
function StrokeIcon({
  className,
  weight,
  children,
}: {
  className: string;
  weight: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const GROUP_PATHS: Record<string, string> = {
  beach: 'M3 20h18M6 20c1-5 4-9 9-10M15 10l-3-6M15 10c2-2 5-2 6 0M15 10c-2-3-6-3-8-1',
  entertainment: 'M9 18V6l11-2v12M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  'food-drinks': 'M6 3v8a2 2 0 0 0 4 0V3M8 11v10M17 21V3c-2 1-3 4-3 8h3',
  guests: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-7 7-7s7 3 7 7M17 11a3 3 0 1 0 0-6M22 21c0-3-2-5-4-6',
  general: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 8v.01M11 12h1v5h1',
  'hotel-services': 'M4 18h16M5 18a7 7 0 0 1 14 0M12 8V6M10 6h4',
  internet: 'M2 9a15 15 0 0 1 20 0M5 13a10 10 0 0 1 14 0M8.5 16.5a5 5 0 0 1 7 0M12 20h.01',
  outdoors: 'M12 3l7 10H5zM12 9l6 8H6zM12 17v4',
  parking: 'M5 3h14v18H5zM10 17V7h3a3 3 0 0 1 0 6h-3',
  pets: 'M8 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM16 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5 13a2 2 0 1 0 0-4M19 13a2 2 0 1 0 0-4M12 12c-3 0-6 4-5 7 1 2 4 1 5 1s4 1 5-1c1-3-2-7-5-7z',
  'reception-services': 'M3 18h18M5 18a7 7 0 0 1 14 0M12 11V9M9 21h6',
  'room-facilities': 'M3 18v-7h18v7M3 14h18M6 11V7h5v4M13 11V7h5v4M3 18v2M21 18v2',
  wellness: 'M12 21c-4-3-7-6-7-10a7 7 0 0 1 14 0c0 4-3 7-7 10zM12 21V11',
  'spa-wellness':
    'M12 3c2 3 2 6 0 9-2-3-2-6 0-9zM12 12c3-3 6-3 9-2-1 4-5 6-9 6M12 12c-3-3-6-3-9-2 1 4 5 6 9 6M12 16v5',
};

/** The facility group's icon (spec 2 §3: group ids 1–14 map to these names). */
export function FacilityIcon({ name, className = iconClass }: { name: string; className?: string }) {
  const path = GROUP_PATHS[name] ?? GROUP_PATHS.general;
  return (
    <StrokeIcon className={className} weight={1.6}>
      <path d={path} />
    </StrokeIcon>
  );
}

const MEAL_PATHS = {
  cup: 'M4 8h12v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 10h2a2 2 0 0 1 0 4h-2M7 3v2M11 3v2',
  cutlery: 'M6 3v8a2 2 0 0 0 4 0V3M8 11v10M17 21V3c-2 1-3 4-3 8h3',
  none: 'M5 12h14',
} as const;

/** The meal type's icon: a cup, cutlery or none (spec 2 §3). */
export function MealIcon({ boarding, className = smallIcon }: { boarding: number; className?: string }) {
  const kind = MEAL_TYPES[boarding]?.icon ?? 'none';
  if (kind === 'none') return null;
  return (
    <StrokeIcon className={className} weight={1.6}>
      <path d={MEAL_PATHS[kind]} />
    </StrokeIcon>
  );
}

export function PinIcon({ className = smallIcon }: { className?: string }) {
  return (
    <StrokeIcon className={className} weight={1.8}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </StrokeIcon>
  );
}

export function ArrowUpIcon({ className = smallIcon }: { className?: string }) {
  return (
    <StrokeIcon className={className} weight={2}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </StrokeIcon>
  );
}
