// The message keys of every t() call here are checked against the English translations.
import '@clubstay/i18n/resources';
