import styled from 'styled-components';
import { TIMINGS } from '../domain/constants';
import type { NoticeTone } from './notice';
import { theme } from './theme';
import type { TransientMessage } from './use-transient-message';

const Banner = styled.p<{ $tone: NoticeTone; $fading: boolean; $fadeMs: number }>`
  margin: ${theme.space(3)} 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-left: 4px solid ${(props) => theme.color[props.$tone]};
  background: ${theme.color.surface};
  color: ${(props) => theme.color[props.$tone]};
  border-radius: ${theme.radius};
  opacity: ${(props) => (props.$fading ? 0 : 1)};
  transition: opacity ${(props) => props.$fadeMs}ms ease-out;
`;

export interface MessageBannerProps {
  /** From useTransientMessage: the banner shows, fades and disappears with it. */
  message: TransientMessage | null;
  fadeMs?: number;
}

/** Shows a transient message; errors are announced as alerts, the rest politely. */
export function MessageBanner({ message, fadeMs = TIMINGS.messageFadeMs }: MessageBannerProps) {
  return (
    <div aria-live="polite">
      {message ? (
        <Banner
          key={message.id}
          role={message.tone === 'error' ? 'alert' : 'status'}
          data-fading={message.fading ? 'true' : undefined}
          $tone={message.tone}
          $fading={message.fading}
          $fadeMs={fadeMs}
        >
          {message.text}
        </Banner>
      ) : null}
    </div>
  );
}
