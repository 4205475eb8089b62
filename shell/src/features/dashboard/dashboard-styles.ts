import styled from 'styled-components';
import { Panel, theme } from '@fangtasy/shared';

/** A dashboard card: a panel whose heading sits tight above its content. */
export const Card = styled(Panel)`
  margin-bottom: 0;
  min-width: 0;
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.1rem;
  }
`;

/** The cards of game day: one column on a phone, two on a desktop. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
`;

/** A short list of one-line rows. */
export const Rows = styled.ul`
  margin: 0 0 ${theme.space(2)};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(1)} ${theme.space(2)};
    padding: ${theme.space(1)} 0;
    border-bottom: 1px solid ${theme.color.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: none;
  }
`;

export const Muted = styled.span`
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
`;

/** A link leading on from a card, tall enough for a thumb. */
export const CardLink = styled.p`
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
