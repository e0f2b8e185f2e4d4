import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ConfigResponse } from '@clubstay/contract/config';
import { settingsStore } from '@clubstay/i18n/settings';
import { type CheckoutForm, emptyForm, type FieldErrors } from '#domain/form.ts';
import { GuestDetails } from './guest-details.tsx';

const countries: ConfigResponse['countries'] = [
  { code: 'PT', name: 'Portugal', dialCode: '+351' },
  { code: 'FR', name: 'France', dialCode: '+33' },
  { code: 'DE', name: 'Germany', dialCode: '+49' },
];

/** The guests' part of the checkout form, kept in the story's own state so it can be filled in. */
function Form({
  form: start,
  errors,
  disabled,
}: {
  form: CheckoutForm;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const [form, setForm] = useState(start);
  return (
    <GuestDetails form={form} errors={errors} disabled={disabled} onChange={(update) => setForm(update)} />
  );
}

/** The guest details of the checkout (spec 2 §2, §5): one guest per room, e-mail, phone, residence. */
const meta = {
  title: 'Checkout/Guest details',
  component: Form,
  parameters: { feature: {} },
  args: { form: emptyForm(2, { country: 'PT', dialCode: '+351' }), errors: {}, disabled: false },
  // The country lists come with the config; this form reads nothing else of it.
  beforeEach: () => {
    const before = settingsStore.getState().config;
    settingsStore.setState({ config: { ...before, countries } as ConfigResponse });
    return () => settingsStore.setState({ config: before });
  },
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two rooms, nothing typed yet. */
export const Empty: Story = {};

/** After a refused submit: each field says what is wrong. */
export const WithErrors: Story = {
  args: {
    form: {
      ...emptyForm(2, { country: 'PT', dialCode: '+351' }),
      email: 'ana.silva@',
      phone: '12',
    },
    errors: {
      'rooms.0.title': 'REQUIRED',
      'rooms.0.firstName': 'REQUIRED',
      'rooms.0.lastName': 'ONLY_LETTERS',
      email: 'EMAIL',
      phone: 'PHONE',
    },
  },
};
