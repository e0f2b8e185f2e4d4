import type { ComponentType, ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { cx } from '#utils/cx.ts';
import { description as descriptionClass, errorText, field, label as labelClass } from './field.css.ts';

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

/** The props of a labelled group of choices over react-aria's group props `P`. */
export type FieldGroupProps<P> = Omit<P, 'className' | 'children'> &
  FieldChromeProps & { children: ReactNode; className?: string };

/**
 * A react-aria group (CheckboxGroup, RadioGroup) as a labelled field: its label, its choices in a
 * `box` of their own, then its description and error, all wired to the group by react-aria.
 */
export function fieldGroup<P extends object>(
  Group: ComponentType<P & { className?: string; children?: ReactNode }>,
  box: string,
) {
  return function FieldGroup({
    label,
    description,
    errorMessage,
    children,
    className,
    ...props
  }: FieldGroupProps<P>) {
    return (
      <Group {...(props as P)} className={cx(field, className)}>
        {label ? <FieldLabel>{label}</FieldLabel> : null}
        <div className={box}>{children}</div>
        <FieldFooter description={description} errorMessage={errorMessage} />
      </Group>
    );
  };
}
