import { useEffect, useRef } from 'react';
import { sendInterest } from '@clubstay/api-client/interest';

interface PageInterest {
  hotel: number;
  city?: string;
  /** The lowest total shown, in EUR. */
  price?: number;
}

/**
 * Spec 2 §7: when the visitor leaves the hotel page (the page unloads or goes to the back-forward
 * cache: `pagehide`; or the app moves to another page), one beacon tells the API which hotel, city
 * and price they looked at. At most one per hotel page shown.
 */
export function useInterestBeacon(interest: PageInterest | null): void {
  const latest = useRef(interest);
  useEffect(() => {
    latest.current = interest;
  }, [interest]);
  const hotel = interest?.hotel;
  useEffect(() => {
    if (hotel === undefined) return;
    let sent = false;
    const send = () => {
      const current = latest.current;
      if (sent || !current || current.hotel !== hotel) return;
      sent = true;
      sendInterest({ pageUrl: window.location.href, ...current });
    };
    const onHide = () => send();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      send();
    };
  }, [hotel]);
}
