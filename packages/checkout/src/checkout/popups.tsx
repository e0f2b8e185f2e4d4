import { useTranslation } from 'react-i18next';
import type { CheckoutInfo, CheckResponse } from '@clubstay/contract/checkout';
import { formatDateTime, formatPrice } from '@clubstay/i18n/format';
import { useSettings } from '@clubstay/i18n/settings';
import { Button } from '@clubstay/ui/button';
import { Dialog, Modal } from '@clubstay/ui/dialog';
import { POPUP_ACTIONS, type PopupAction, type PopupName } from '#domain/popups.ts';
import { submitRow } from './checkout.css.ts';

const POPUP_KEYS = {
  'price-changed': 'PRICE_CHANGED',
  'refundability-changed': 'REFUNDABILITY_CHANGED',
  expired: 'EXPIRED',
  'expired-ni': 'EXPIRED_NI',
  'sold-out-room': 'SOLD_OUT_ROOM',
  'sold-out-hotel': 'SOLD_OUT_HOTEL',
} as const satisfies Record<PopupName, string>;
const ACTION_KEYS = {
  accept: 'ACCEPT',
  otherRooms: 'OTHER_ROOMS',
  otherHotels: 'OTHER_HOTELS',
  refreshSearch: 'REFRESH_SEARCH',
  newSearch: 'NEW_SEARCH',
} as const satisfies Record<PopupAction, string>;

/**
 * A popup of the checkout's check (spec 2 §4): the price or the cancellation policy changed, the
 * offer expired or sold out; it cannot be dismissed, only answered with one of its actions.
 */
export function CheckoutPopup({
  popup,
  check,
  info,
  agreeing,
  onAct,
}: {
  popup: PopupName;
  /** The check that opened it (its new price and policy). */
  check: CheckResponse | null;
  info: CheckoutInfo;
  /** The new price is being accepted. */
  agreeing: boolean;
  onAct: (action: PopupAction) => void;
}) {
  const { t } = useTranslation();
  const currency = useSettings((state) => state.currency);
  const language = useSettings((state) => state.language);
  return (
    <Modal isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Dialog
        title={t(`CHECKOUT_PAGE.POPUPS.${POPUP_KEYS[popup]}.TITLE`)}
        closeLabel={null}
        role="alertdialog"
      >
        <p>
          {/* These two say the check's figures (refundability has no plain TEXT key); the flow
              opens them with the check, so it is there. */}
          {popup === 'price-changed' || popup === 'refundability-changed'
            ? !check
              ? null
              : popup === 'price-changed'
                ? t('CHECKOUT_PAGE.POPUPS.PRICE_CHANGED.TEXT', {
                    price: formatPrice(check.price.total, currency),
                    old: formatPrice(info.price.total, currency),
                  })
                : check.isRefundable && check.cancellationPolicies[0]?.freeUntil
                  ? t('CHECKOUT_PAGE.POPUPS.REFUNDABILITY_CHANGED.TEXT_REFUNDABLE', {
                      date: formatDateTime(check.cancellationPolicies[0].freeUntil, language),
                    })
                  : t('CHECKOUT_PAGE.POPUPS.REFUNDABILITY_CHANGED.TEXT_NON_REFUNDABLE')
            : t(`CHECKOUT_PAGE.POPUPS.${POPUP_KEYS[popup]}.TEXT`)}
        </p>
        <div className={submitRow}>
          {POPUP_ACTIONS[popup].map((action, index) => (
            <Button
              key={action}
              variant={index === 0 ? 'primary' : 'secondary'}
              onPress={() => onAct(action)}
              isPending={action === 'accept' && agreeing}
            >
              {t(`CHECKOUT_PAGE.ACTIONS.${ACTION_KEYS[action]}`)}
            </Button>
          ))}
        </div>
      </Dialog>
    </Modal>
  );
}

/** The checkout's time ran out (spec 2 §4): search the same stay again, or start a new search. */
export function SessionExpiredPopup({ onAct }: { onAct: (action: 'refreshSearch' | 'newSearch') => void }) {
  const { t } = useTranslation();
  return (
    <Modal isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Dialog title={t('CHECKOUT_PAGE.SESSION.TITLE')} closeLabel={null} role="alertdialog">
        <p>{t('CHECKOUT_PAGE.SESSION.TEXT')}</p>
        <div className={submitRow}>
          <Button onPress={() => onAct('refreshSearch')}>{t('CHECKOUT_PAGE.ACTIONS.REFRESH_SEARCH')}</Button>
          <Button variant="secondary" onPress={() => onAct('newSearch')}>
            {t('CHECKOUT_PAGE.ACTIONS.NEW_SEARCH')}
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}
