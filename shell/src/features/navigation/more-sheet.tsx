import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { NavLink } from '@fangtasy/shared/router';
import styled from 'styled-components';
import { theme } from '@fangtasy/shared';
import { TRADES, type NavDestination, type NavGroup } from './nav-destinations';
import { usePendingBadge } from './pending-badge';

const FOCUSABLE = 'a[href], button:not([disabled])';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(0, 0, 0, 0.6);
`;

const Sheet = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 1001;
  max-height: 85vh;
  overflow-y: auto;
  padding: ${theme.space(2)} ${theme.space(4)}
    calc(${theme.space(4)} + env(safe-area-inset-bottom, 0px));
  background: ${theme.color.surface};
  border-top: 2px solid ${theme.color.accent};
  border-radius: 12px 12px 0 0;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`;

const Section = styled.div`
  margin-top: ${theme.space(3)};
`;

const SectionLabel = styled.h3`
  margin: 0 0 ${theme.space(1)};
  color: ${theme.color.textMuted};
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

/** Two columns on a phone: the whole sheet fits one screen without scrolling. */
const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SheetLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space(2)};
  color: ${theme.color.text};
  text-decoration: none;
  border-radius: ${theme.radius};
  &:hover {
    background: ${theme.color.surfaceRaised};
  }
  &[aria-current='page'] {
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${theme.color.accent};
  }
`;

const SheetButton = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${theme.space(3)};
  color: ${theme.color.text};
  background: ${theme.color.surfaceRaised};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  font: inherit;
  cursor: pointer;
`;

const Footer = styled.div`
  margin-top: ${theme.space(3)};
`;

function MoreLink({
  item,
  count,
  onFollow,
}: {
  item: NavDestination;
  count: number;
  onFollow: () => void;
}) {
  const pending = usePendingBadge(count);
  return (
    <SheetLink to={item.to} aria-describedby={pending.describedBy} onClick={onFollow}>
      {item.label}
      {pending.badge}
    </SheetLink>
  );
}

export interface MoreSheetProps {
  id: string;
  sections: NavGroup[];
  /** What waits for the member, shown beside Trades. */
  pendingCount: number;
  showLogout: boolean;
  onLogout: () => void;
  /** Closes the sheet; `returnFocus` gives focus back to the More tab (not after following a link). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The phone's More sheet: a modal dialog over the page with every destination the tab bar does
 * not show, grouped as the desktop bar's dropdowns are. Focus moves into it and stays there
 * (Tab wraps); Escape, Close or a tap outside closes it and gives focus back to More.
 */
export function MoreSheet({
  id,
  sections,
  pendingCount,
  showLogout,
  onLogout,
  onClose,
}: MoreSheetProps) {
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    sheetRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    // The page under the sheet stays still while it is open.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key !== 'Tab') return;
    const all = Array.from(sheetRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <Backdrop data-testid="more-backdrop" onMouseDown={() => onClose(true)} />
      <Sheet
        ref={sheetRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>More</Title>
          <SheetButton type="button" onClick={() => onClose(true)}>
            Close
          </SheetButton>
        </Header>
        {sections.map((section) => (
          <Section key={section.label}>
            <SectionLabel>{section.label}</SectionLabel>
            <Links>
              {section.items.map((item) => (
                <li key={item.to}>
                  <MoreLink
                    item={item}
                    count={item.to === TRADES.to ? pendingCount : 0}
                    onFollow={() => onClose(false)}
                  />
                </li>
              ))}
            </Links>
          </Section>
        ))}
        {showLogout ? (
          <Footer>
            <SheetButton type="button" onClick={onLogout}>
              Logout
            </SheetButton>
          </Footer>
        ) : null}
      </Sheet>
    </>
  );
}
