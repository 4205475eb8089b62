import styled from 'styled-components';
import { theme } from '@fangtasy/shared';

/** The narrow card the login and register forms sit in. */
export const AuthCard = styled.section`
  max-width: 440px;
  margin: ${theme.space(8)} auto;
  padding: ${theme.space(6)};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
`;

export const AuthSwitch = styled.p`
  margin-top: ${theme.space(4)};
  text-align: center;
`;
