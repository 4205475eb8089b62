import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const controlStyle = `
  width: 100%;
  padding: ${theme.space(2)} ${theme.space(3)};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  font: inherit;
  &[aria-invalid='true'] { border-color: ${theme.color.error}; }
`;

/** A themed text input; label it (FormField does) — every control has a label. */
export const Input = styled.input`
  ${controlStyle}
`;

/** A themed select; label it (SelectField does). */
export const Select = styled.select`
  ${controlStyle}
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(4)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.span`
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

const FieldError = styled.span`
  color: ${theme.color.error};
  font-size: 0.9rem;
`;

interface FieldTextProps {
  label: string;
  /** Shown under the control and tied to it with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
}

function useFieldIds(id: string | undefined, error: FieldTextProps['error'], hint: ReactNode) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export type FormFieldProps = FieldTextProps & InputHTMLAttributes<HTMLInputElement>;

/** Label + input + hint + error, wired for assistive technology. */
export function FormField({ label, error, hint, id, ...input }: FormFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Field>
      <Label htmlFor={ids.controlId}>{label}</Label>
      <Input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </Field>
  );
}

export type SelectFieldProps = FieldTextProps & SelectHTMLAttributes<HTMLSelectElement>;

/** Label + select + hint + error; pass the options as children. */
export function SelectField({ label, error, hint, id, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Field>
      <Label htmlFor={ids.controlId}>{label}</Label>
      <Select
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {children}
      </Select>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </Field>
  );
}
