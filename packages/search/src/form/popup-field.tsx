import { type ReactNode, useId } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { media } from '@clubstay/design-tokens/layout';
import { Button } from '@clubstay/ui/button';
import { Dialog, Modal } from '@clubstay/ui/dialog';
import { Popover, type PopoverProps } from '@clubstay/ui/popover';
import { useMediaQuery } from '@clubstay/ui/use-media-query';
import { error, fieldBox, fieldLabel, fullScreen, trigger } from './form.css.ts';

interface PopupFieldProps {
  /** The field's `data-field` name. */
  name: string;
  /** The visible label, which also titles the phone's dialog. */
  label: string;
  /**
   * What the trigger shows, given the field's id: the parts the trigger's name reads, after the
   * label, carry the ids `${id}-${part}` of `parts`.
   */
  summary: (id: string) => ReactNode;
  parts: readonly string[];
  /** The chooser; `isPhone` when it shows in a full-screen dialog rather than a popover. */
  children: (isPhone: boolean) => ReactNode;
  /** The desktop popover's name and placement. */
  popover: Omit<PopoverProps, 'children'>;
  /** A footer under the phone's dialog (its "done" button). */
  footer?: (close: () => void) => ReactNode;
  errorMessage?: string | undefined;
  isOpen?: boolean | undefined;
  onOpenChange?: ((isOpen: boolean) => void) | undefined;
}

/**
 * A field of the search form that opens its chooser: a button labelled by the field's label and its
 * summary, opening a popover on desktop or a full-screen dialog on phones; its error under it.
 */
export function PopupField({
  name,
  label,
  summary,
  parts,
  children,
  popover,
  footer,
  errorMessage,
  isOpen,
  onOpenChange,
}: PopupFieldProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(media.mobile);
  const id = useId();
  return (
    <div className={fieldBox} data-field={name}>
      <span className={fieldLabel} id={`${id}-label`}>
        {label}
      </span>
      <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
        <Button
          variant="ghost"
          className={trigger}
          aria-labelledby={[`${id}-label`, ...parts.map((part) => `${id}-${part}`)].join(' ')}
          data-invalid={errorMessage ? 'true' : undefined}
        >
          {summary(id)}
        </Button>
        {isPhone ? (
          <Modal isDismissable className={fullScreen}>
            <Dialog title={label} closeLabel={t('SEARCH.CLOSE')} footer={footer}>
              {children(true)}
            </Dialog>
          </Modal>
        ) : (
          <Popover {...popover}>{children(false)}</Popover>
        )}
      </DialogTrigger>
      {errorMessage ? (
        <p role="alert" className={error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
