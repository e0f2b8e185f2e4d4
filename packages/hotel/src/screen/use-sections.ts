import { useMemo, useRef, useState } from 'react';
import { useLatestCallback } from '@clubstay/ui/use-latest-callback';
import { scrollToSection, useScrolledPast, useSectionWatcher } from './hooks.ts';
import type { SectionKey } from './navigation.tsx';

const ALL_SECTIONS: readonly SectionKey[] = ['overview', 'rooms', 'about', 'facilities', 'reviews'];

/**
 * The page's sections (spec 2 §2): which it has, their elements and headings, the one in view, whether
 * the overview has scrolled away (the sticky header shows), and `goTo`, which scrolls to one and
 * moves the focus to its heading.
 */
export function useSections(isStatic: boolean, hasReviews: boolean) {
  const sections = useMemo<SectionKey[]>(
    () => [
      'overview',
      ...(isStatic ? [] : (['rooms'] as const)),
      'about',
      'facilities',
      ...(hasReviews ? (['reviews'] as const) : []),
    ],
    [isStatic, hasReviews],
  );
  const [elements, setElements] = useState<Partial<Record<SectionKey, HTMLElement | null>>>({});
  const sectionRef = useMemo(
    () =>
      Object.fromEntries(
        ALL_SECTIONS.map((name) => [
          name,
          (element: HTMLElement | null) =>
            setElements((previous) =>
              previous[name] === element ? previous : { ...previous, [name]: element },
            ),
        ]),
      ) as Record<SectionKey, (element: HTMLElement | null) => void>,
    [],
  );
  const headingRefs = useRef<Partial<Record<SectionKey, HTMLElement | null>>>({});
  const nameRef = useRef<HTMLHeadingElement | null>(null);
  const active = useSectionWatcher(sections, elements);
  const pastOverview = useScrolledPast(elements.overview);
  const goTo = useLatestCallback((key: SectionKey) => {
    const element = elements[key];
    if (element) scrollToSection(element, key === 'overview' ? nameRef.current : headingRefs.current[key]);
  });
  return { sections, sectionRef, headingRefs, nameRef, active, pastOverview, goTo };
}
