import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from '@fangtasy/shared/router';
import styled from 'styled-components';
import { theme } from '@fangtasy/shared';
import type { NavDestination } from './nav-destinations';
import { BarButton, MenuLink } from './nav-styles';

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Menu = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 100;
  min-width: 100%;
  margin: ${theme.space(1)} 0 0;
  padding: ${theme.space(1)} 0;
  list-style: none;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
`;

/**
 * A disclosure menu of links (the WAI-ARIA pattern for site navigation): Enter, Space or
 * ArrowDown opens it, arrows, Home and End move between its links, Escape closes it and gives
 * focus back to its button, and it closes when focus or a click leaves it.
 */
export function NavDropdown({ label, items }: { label: string; items: NavDestination[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const containsCurrentPage = items.some((item) => item.to === pathname);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const links = () =>
    Array.from(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    // The links are focusable only once the menu is shown, so render it before moving focus.
    flushSync(() => setOpen(true));
    focusLink(index);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] ?? 0);
    }
  };

  const onWrapperKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <Wrapper
      ref={wrapperRef}
      onKeyDown={onWrapperKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <BarButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        data-current-section={containsCurrentPage ? 'true' : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onButtonKeyDown}
      >
        {label} <span aria-hidden="true">▾</span>
      </BarButton>
      <Menu id={menuId} hidden={!open} onKeyDown={onMenuKeyDown}>
        {items.map((item) => (
          <li key={item.to}>
            <MenuLink to={item.to} data-menu-link="" onClick={() => setOpen(false)}>
              {item.label}
            </MenuLink>
          </li>
        ))}
      </Menu>
    </Wrapper>
  );
}
