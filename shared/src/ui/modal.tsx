import { useContext, useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { RemoteScopeContext } from './remote-root';
import { theme } from './theme';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.7);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space(4)};
  z-index: 1000;

  /* A sheet rises from the bottom edge on a phone, where the thumb is. */
  @media (max-width: 640px) {
    &[data-placement='sheet'] {
      align-items: flex-end;
      padding: 0;
    }
  }
`;

const Dialog = styled.div`
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  width: min(560px, 100%);
  max-height: 90vh;
  overflow-y: auto;
  padding: ${theme.space(5)};

  @media (max-width: 640px) {
    &[data-placement='sheet'] {
      width: 100%;
      max-height: 85vh;
      border-radius: 12px 12px 0 0;
      padding: ${theme.space(4)};
    }
  }
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: ${theme.space(3)};
`;

const Title = styled.h2`
  margin: 0 0 ${theme.space(3)};
  font-family: ${theme.font.heading};
  font-size: 1.35rem;
`;

const CloseButton = styled.button`
  background: none;
  border: none;
  color: ${theme.color.textMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
`;

export interface ModalProps {
  open: boolean;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** 'sheet': a bottom sheet on a phone (≤ 640 px), the usual centred dialog above that. */
  placement?: 'center' | 'sheet';
}

/** An accessible modal dialog: labelled by its title, Escape closes, Tab stays inside, focus returns. */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  placement = 'center',
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const scope = useContext(RemoteScopeContext);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusables = Array.from(
      dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [],
    );
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const dialog = (
    <Backdrop
      data-placement={placement}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Dialog
        ref={dialogRef}
        data-placement={placement}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label="Close" onClick={() => onCloseRef.current()}>
            ×
          </CloseButton>
        </Header>
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Dialog>
    </Backdrop>
  );
  // Inside a remote, the portal re-enters the remote's style scope (see RemoteScopeContext).
  return createPortal(scope ? <div className={scope}>{dialog}</div> : dialog, document.body);
}
