import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { description as descriptionClass, errorText, label as labelClass } from './field.css.ts';

export interface FieldChromeProps {
  /** The visible label; also the accessible name. */
  label?: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  description?: ReactNode;
  /** Shown (and announced) when the field is invalid. */
  errorMessage?: ReactNode;
}

/** The label above a control, wired to it by the react-aria parent (TextField, Select, …). */
export function FieldLabel({ children }: { children: ReactNode }) {
  return <Label className={labelClass}>{children}</Label>;
}

/** Description and error under a control; react-aria links both to it. */
export function FieldFooter({ description, errorMessage }: Omit<FieldChromeProps, 'label'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={errorText}>{errorMessage}</FieldError>
    </>
  );
}
