import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaffAction } from '@annuaire/shared';
import { ConfirmWithReason, type ReasonMode } from './ConfirmWithReason';
import { useStaffRole } from './permissions';
import { useStaffCommand, type StaffCommandMessages, type StaffCommandRequest } from './useStaffCommand';

export interface StaffActionButtonProps extends StaffCommandMessages {
  /** Translation key of the button (and of the dialog's title unless `title` is given). */
  readonly label: string;
  readonly icon?: ReactElement;
  /** Shown only to roles that may perform it (STAFF_ACTIONS); the server refuses the others anyway. */
  readonly action?: StaffAction;
  readonly title?: string;
  readonly titleArgs?: Record<string, unknown>;
  readonly content?: ReactNode;
  readonly contentArgs?: Record<string, unknown>;
  readonly reason?: ReasonMode;
  /** The action's own fields, shown in the dialog; `valid` says whether they may be sent. */
  readonly children?: ReactNode;
  readonly valid?: boolean;
  readonly confirmColor?: 'primary' | 'error' | 'warning';
  readonly variant?: 'text' | 'outlined' | 'contained';
  readonly disabled?: boolean;
  /** Called when the dialog opens, to reset the fields. */
  readonly onOpen?: () => void;
  /** The call to make, given the reason typed. */
  readonly request: (reason: string) => StaffCommandRequest;
  /** After a success, with the server's answer (a login link, a file...). */
  readonly onDone?: (data: unknown) => void;
}

/** A staff command as a button: confirmation with reason, the call, the toasts of docs/product.md §8. */
export function StaffActionButton({
  label,
  icon,
  action,
  title,
  titleArgs,
  content,
  contentArgs,
  reason,
  children,
  valid,
  confirmColor,
  variant = 'text',
  disabled,
  onOpen,
  request,
  onDone,
  success,
  successArgs,
}: StaffActionButtonProps) {
  const translate = useTranslate();
  const { may } = useStaffRole();
  const { run, loading } = useStaffCommand();
  const [open, setOpen] = useState(false);
  if (action && !may(action)) return null;

  return (
    <>
      <Button
        size="small"
        variant={variant}
        startIcon={icon}
        disabled={disabled}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {translate(label, { _: label })}
      </Button>
      <ConfirmWithReason
        open={open}
        title={title ?? label}
        titleArgs={titleArgs}
        content={content}
        contentArgs={contentArgs}
        reason={reason}
        valid={valid}
        confirmColor={confirmColor}
        loading={loading}
        onClose={() => setOpen(false)}
        onConfirm={async (typed) => {
          const result = await run(request(typed), { success, successArgs });
          if (result.ok) {
            setOpen(false);
            onDone?.(result.data);
          }
        }}
      >
        {children}
      </ConfirmWithReason>
    </>
  );
}
