import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, type UiLanguage } from '@clubstay/contract/locales';
import { changeLanguage } from '@clubstay/i18n/i18n';
import { Select, SelectItem } from '@clubstay/ui/select';
import { useBrand } from '#brand-context.tsx';
import { useSettings } from '@clubstay/i18n/settings';
import { forcedCurrency, picker } from './header.css.ts';

function currencyName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A picker's props: labelled (side menu) or compact (header); the header controls its opening. */
interface PickerProps {
  label?: boolean;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** The Select props both pickers share: a visible label in the side menu, an accessible name only in the header. */
function pickerSelectProps(name: string, { label, isOpen, onOpenChange }: PickerProps) {
  return {
    label: label ? name : undefined,
    'aria-label': label ? undefined : name,
    size: 'small' as const,
    className: label ? undefined : picker,
    isOpen,
    onOpenChange,
  };
}

/**
 * The currency picker: the config's rates; a brand with a forced currency shows it without a picker.
 * The choice is written to the address (`currency`), which every link keeps.
 */
export function CurrencyPicker({ label, isOpen, onOpenChange }: PickerProps) {
  const { t } = useTranslation();
  const currency = useSettings((state) => state.currency);
  const config = useSettings((state) => state.config);
  const language = useSettings((state) => state.language);
  const navigate = useNavigate();
  if (!config || config.whiteLabel.currency.mode === 'forced') {
    return <span className={forcedCurrency}>{t('HEADER.CURRENCY_FORCED', { currency: currency.code })}</span>;
  }
  // The compact header picker shows codes; the labelled one (side menu) adds each currency's name.
  const items = Object.keys(config.currencies).map((code) => ({
    id: code,
    name: label ? `${code} · ${currencyName(code, language)}` : code,
  }));
  return (
    <Select
      {...pickerSelectProps(t('HEADER.CURRENCY'), { label, isOpen, onOpenChange })}
      items={items}
      selectedKey={currency.code}
      onSelectionChange={(key) => {
        if (typeof key !== 'string') return;
        useSettings.getState().setCurrency(key);
        void navigate({ to: '.', search: (previous) => ({ ...previous, currency: key }), replace: true });
      }}
    >
      {(item) => <SelectItem textValue={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

/** The language picker: only the brand's languages; the choice is saved in local storage. */
export function LanguagePicker({ label, isOpen, onOpenChange }: PickerProps) {
  const { t, i18n } = useTranslation();
  const { settings, router } = useBrand();
  const language = useSettings((state) => state.language);
  const navigate = useNavigate();
  if (settings.languages.length < 2) return null;
  const items = settings.languages.map((code) => ({ id: code, name: LANGUAGE_LABELS[code] }));
  return (
    <Select
      {...pickerSelectProps(t('HEADER.LANGUAGE'), { label, isOpen, onOpenChange })}
      items={items}
      selectedKey={language}
      onSelectionChange={(key) => {
        const code = key as UiLanguage;
        void changeLanguage(i18n, code).then((active) => {
          useSettings.getState().setLanguage(active);
          document.documentElement.lang = active;
          if (router.state.location.search.locale) {
            void navigate({
              to: '.',
              search: (previous) => ({ ...previous, locale: active }),
              replace: true,
            });
          }
        });
      }}
    >
      {(item) => (
        <SelectItem textValue={item.name} lang={item.id}>
          {item.name}
        </SelectItem>
      )}
    </Select>
  );
}
